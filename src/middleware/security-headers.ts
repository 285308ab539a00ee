import { createMiddleware } from "hono/factory";
import type { EarlyEnv } from "../config/app-env";
import type { SiteChrome } from "../content/site-chrome";
import { ANALYTICS_SOURCES, contentSecurityPolicy, withSources } from "../security/content-security-policy";
import { SHARED_HEADERS } from "../security/response-headers";
import { Memo } from "../shared/memo";

/** What this site's content needs beyond our own origin: its picture hosts and ticket checkout, and analytics when configured. */
function siteSources(chrome: SiteChrome): Record<string, readonly string[]> {
  const { images, checkout } = chrome.hosts;
  const sources: Record<string, readonly string[]> = { "img-src": [...images, ...checkout], "form-action": checkout };
  if (chrome.site.analytics.googleAnalyticsId.trim() === "") return sources;
  return Object.fromEntries(
    [...new Set([...Object.keys(sources), ...Object.keys(ANALYTICS_SOURCES)])].map((name) => [
      name,
      [...(sources[name] ?? []), ...(ANALYTICS_SOURCES[name] ?? [])],
    ]),
  );
}

/** Policies a route set, per parsed chrome (shared by an isolate's requests), each with the site's sources added. */
/** Routes' own policies differ by a style hash or a trailer host: a few dozen at most per content version. */
const policies = new Memo<SiteChrome, [policy: string], string>(64);

/** The route's policy with the site's hosts added, worked out once per chrome and policy. */
function sitePolicy(policy: string, chrome: SiteChrome): string {
  return policies.get(chrome, [policy], () => withSources(policy, siteSources(chrome)));
}

/**
 * Security headers on every response the worker makes, the same set static files get from
 * public/_headers (security/response-headers.ts). A route may set its own policy (a style hash, a
 * trailer's frame host); the site's own hosts are added here, so no route can forget them.
 */
export const securityHeaders = createMiddleware<EarlyEnv>(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SHARED_HEADERS)) c.res.headers.set(name, value);
  const policy = c.res.headers.get("Content-Security-Policy") ?? contentSecurityPolicy();
  // The chrome is missing when the request failed before it was read: our own origin only then.
  const chrome = c.get("chrome");
  c.res.headers.set("Content-Security-Policy", chrome ? sitePolicy(policy, chrome.value) : policy);
});
