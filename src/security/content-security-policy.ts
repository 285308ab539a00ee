import { MODULES_AFTER_PAINT_HASH } from "./modules-after-paint";

/**
 * The Content Security Policy of the site's pages. One inline script, fixed at build time and
 * allowed by its hash: the one that adds the page's module scripts after the first paint
 * (modules-after-paint.ts, docs/decisions/054); no 'unsafe-inline'. The one inline
 * `<style>` is allowed by its hash (`styleHashes`, set by the page renderer: the style as
 * rendered, and the theme's snippet alone for a returning browser's form); style attributes
 * (focal points) may stay inline because they cannot run code. Nothing may be framed, except on a
 * page with a trailer its player's host (`frameSource`, src/routes/trailer-frame-source.ts).
 * Pictures and forms name only our own origin here; the hosts the content uses are added per site
 * by `withSources` (middleware/security-headers.ts, content/policy-hosts.ts).
 */
export function contentSecurityPolicy(styleHashes: readonly string[] = [], frameSource?: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' '${MODULES_AFTER_PAINT_HASH}'`,
    ["style-src 'self'", ...styleHashes.map((hash) => `'${hash}'`)].join(" "),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frameSource ?? "'none'"}`,
    // The service worker (/sw.js) and the web app manifest: our own origin only, said outright.
    "worker-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * What Google Analytics 4 with gtag.js needs beyond the base policy (Google's "Use a Content
 * Security Policy" guide, section Google Analytics 4): the tag script, the hosts its hits go to,
 * and its pixel. Added only on sites with an analytics id.
 */
export const ANALYTICS_SOURCES: Readonly<Record<string, readonly string[]>> = {
  "script-src": ["https://www.googletagmanager.com"],
  "img-src": ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  "connect-src": ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
};

/**
 * The policy with `extra` sources appended to their directives (each source once), everything
 * else as it was.
 *
 * @example withSources("img-src 'self'; form-action 'self'", { "img-src": ["https://a.no"] })
 * // "img-src 'self' https://a.no; form-action 'self'"
 */
export function withSources(policy: string, extra: Readonly<Record<string, readonly string[]>>): string {
  return policy
    .split("; ")
    .map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      const added = (extra[name] ?? []).filter((source) => !sources.includes(source));
      return added.length > 0 ? [name, ...sources, ...new Set(added)].join(" ") : directive;
    })
    .join("; ");
}
