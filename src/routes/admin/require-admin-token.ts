import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../config/app-env";

const encoder = new TextEncoder();

/**
 * Whether two tokens are equal, in time that does not depend on where they differ: both are hashed
 * first, so timingSafeEqual compares equal lengths and the length of the secret does not leak.
 *
 * @example await tokensMatch(bearer, config.ADMIN_TOKEN)
 */
export async function tokensMatch(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([given, expected].map((t) => crypto.subtle.digest("SHA-256", encoder.encode(t))));
  return a !== undefined && b !== undefined && crypto.subtle.timingSafeEqual(a, b);
}

/**
 * Admin routes need `Authorization: Bearer <ADMIN_TOKEN>` (a secret). Without the secret they
 * are off (503); a missing or wrong token is 401, answered the same either way.
 */
export const requireAdminToken = createMiddleware<AppEnv>(async (c, next) => {
  const expected = c.var.config.ADMIN_TOKEN;
  c.header("Cache-Control", "no-store");
  if (!expected) {
    console.error("admin: ADMIN_TOKEN is not configured; admin routes are off");
    return c.json({ error: { code: "not_configured", message: "Admin routes are off until the ADMIN_TOKEN secret is set." } }, 503);
  }
  const header = c.req.header("Authorization") ?? "";
  const given = /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? "";
  if (!(await tokensMatch(given, expected))) {
    c.header("WWW-Authenticate", 'Bearer realm="admin"');
    return c.json({ error: { code: "unauthorized", message: "A valid admin bearer token is required." } }, 401);
  }
  await next();
});
