import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../config/app-env";
import type { Redirect } from "../content/redirects";
import { originalUrl } from "../edge/page-address";

/** `/api/` and everything under it. */
const isApiPath = (path: string) => path.startsWith("/api/");

/** Where a path goes per the redirect table, with the visitor's query kept. */
export function redirectTarget(table: readonly Redirect[], url: URL): Redirect | undefined {
  return table.find((r) => r.from === url.pathname);
}

function withQuery(to: string, url: URL): string {
  if (!url.search || to.includes("?")) return to;
  return to + url.search;
}

/**
 * Applied before routing: a trailing slash is dropped (one URL per page), then the redirect table
 * of the site configuration sends old paths to their new place.
 */
export const redirects = createMiddleware<AppEnv>(async (c, next) => {
  // The visitor's own query, tracking parameters included: the page they land on may count them.
  const url = new URL(originalUrl(c.req.raw));
  // Not under /api/: an API path has one spelling, and a client that adds a slash gets the API's
  // JSON 404 (routes/api-fallback.ts), not an empty redirect it would follow with a GET.
  if (url.pathname.length > 1 && url.pathname.endsWith("/") && !isApiPath(url.pathname)) {
    // Leading slashes are folded too: "//host/" must never become a redirect to another host.
    return c.redirect(`/${url.pathname.replace(/^\/+|\/+$/g, "")}${url.search}`, 301);
  }
  const entry = redirectTarget(c.var.chrome.value.redirects, url);
  if (entry) return c.redirect(withQuery(entry.to, url), entry.status);
  await next();
});
