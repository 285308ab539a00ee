import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../config/app-env";
import { originalUrl } from "../edge/page-address";

/**
 * A request to one of the site's alias hosts (`aliases` in the site configuration:
 * the old and short domains) answers 301 to the same path and query on the site's `host`, so every
 * page has one address and links to the old domains keep working.
 */
export const aliasHosts = createMiddleware<AppEnv>(async (c, next) => {
  const { host, aliases } = c.var.chrome.value.site;
  const url = new URL(originalUrl(c.req.raw));
  const hostname = url.hostname.toLowerCase();
  if (hostname === host.toLowerCase() || !aliases.some((alias) => alias.trim().toLowerCase() === hostname)) return next();
  return c.redirect(`https://${host}${url.pathname}${url.search}`, 301);
});
