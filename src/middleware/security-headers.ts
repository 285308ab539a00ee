import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import type { SiteChrome } from "../content/site-chrome";
import type { Entry } from "../kv/read-through";

/**
 * The Content Security Policy. No inline script at all; the one inline `<style>` is allowed by
 * its hash (`styleHash`, set by the page renderer); style attributes (focal points) may stay
 * inline because they cannot run code. Forms may post to the site and to https (newsletter).
 * Nothing may be framed, except on a page with a trailer its player's host (`frameSource`,
 * src/routes/trailer-frame-source.ts).
 */
export function contentSecurityPolicy(styleHash?: string, frameSource?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self'${styleHash ? ` '${styleHash}'` : ""}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frameSource ?? "'none'"}`,
    // The service worker (/sw.js) and the web app manifest: our own origin only, said outright.
    "worker-src 'self'",
    "manifest-src 'self'",
    "form-action 'self' https:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * What Google Analytics 4 with gtag.js needs beyond the base policy (Google's "Use a Content
 * Security Policy" guide, section Google Analytics 4): the tag script, and the hosts its hits go
 * to. img-src already takes any https image. Added only on sites with an analytics id.
 */
export const ANALYTICS_SOURCES: Record<string, readonly string[]> = {
  "script-src": ["https://www.googletagmanager.com"],
  "connect-src": ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
};

/** The policy with the analytics hosts added to their directives, everything else as it was. */
export function withAnalyticsSources(policy: string): string {
  return policy
    .split("; ")
    .map((directive) => {
      const extra = ANALYTICS_SOURCES[directive.split(" ")[0] ?? ""];
      return extra ? `${directive} ${extra.join(" ")}` : directive;
    })
    .join("; ");
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
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(HEADERS)) c.res.headers.set(name, value);
  const policy = c.res.headers.get("Content-Security-Policy") ?? contentSecurityPolicy();
  // The chrome is missing when the request failed before it was read: no analytics then either.
  const chrome = c.get("chrome") as Entry<SiteChrome> | undefined;
  const analytics = (chrome?.value.site.analytics.googleAnalyticsId.trim() ?? "") !== "";
  c.res.headers.set("Content-Security-Policy", analytics ? withAnalyticsSources(policy) : policy);
});
