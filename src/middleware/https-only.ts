import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../config/app-env";
import { originalUrl } from "./page-request";

/**
 * Hosts a developer reaches over plain http: loopback and private (LAN) addresses, and *.localhost.
 * The platform never serves the public site on these, so they are safe to leave alone.
 */
const LOCAL_HOST = /^(?:localhost|.+\.localhost|127(?:\.\d{1,3}){3}|\[::1\]|10(?:\.\d{1,3}){3}|192\.168(?:\.\d{1,3}){2}|172\.(?:1[6-9]|2\d|3[01])(?:\.\d{1,3}){2})$/i;

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

/** Whether a request to `address` is answered with a redirect to https: plain http, not on a developer's host. */
export function goesToHttps(address: string): boolean {
  // Nearly every request: no address to parse.
  if (!address.startsWith("http:")) return false;
  return !LOCAL_HOST.test(new URL(address).hostname);
}
