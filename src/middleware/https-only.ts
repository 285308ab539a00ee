import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../config/app-env";
import { goesToHttps } from "../http/goes-to-https";
import { originalUrl } from "../edge/page-address";

/**
 * A request that arrived over plain http answers 301 to the same address on https, before any
 * cache or route sees it: the site is https-only by its own code, not by a zone setting
 * ("Always Use HTTPS"), and HSTS (security/response-headers.ts) keeps the browser there after.
 */
export const httpsOnly = createMiddleware<AppEnv>(async (c, next) => {
  const address = originalUrl(c.req.raw);
  if (!goesToHttps(address)) return next();
  const url = new URL(address);
  url.protocol = "https:";
  return c.redirect(url.toString(), 301);
});
