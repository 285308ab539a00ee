import { createMiddleware } from "hono/factory";

/**
 * The Content Security Policy. No inline script at all; the one inline `<style>` is allowed by
 * its hash (`styleHash`, set by the page renderer); style attributes (focal points) may stay
 * inline because they cannot run code. Forms may post to the site and to https (newsletter).
 */
export function contentSecurityPolicy(styleHash?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self'${styleHash ? ` '${styleHash}'` : ""}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self' https:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

const HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
};

/** Security headers on every response the worker makes (static assets get them from public/_headers). */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(HEADERS)) c.res.headers.set(name, value);
  if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", contentSecurityPolicy());
});
