import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../config/app-env";
import type { Redirect } from "../content/redirects";
import { originalUrl } from "../edge/page-address";

/** Where a path goes per the redirect table, with the visitor's query kept (spec section 2). */
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
  if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
    // Leading slashes are folded too: "//host/" must never become a redirect to another host.
    return c.redirect(`/${url.pathname.replace(/^\/+|\/+$/g, "")}${url.search}`, 301);
  }
  const entry = redirectTarget(c.var.chrome.value.redirects, url);
  if (entry) return c.redirect(withQuery(entry.to, url), entry.status);
  await next();
});
