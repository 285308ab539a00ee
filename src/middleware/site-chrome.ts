import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../config/app-env";

/**
 * Loads site, theme, redirects and routes once per request, for the router and the layout. The
 * APIs (/api/*) render no page: they may take a chrome KV named within the second from memory
 * (kv/page-store.ts, docs/decisions/025).
 */
export const siteChrome = createMiddleware<AppEnv>(async (c, next) => {
  c.set("chrome", await c.var.store.chrome({ forPage: !c.req.path.startsWith("/api/") }));
  await next();
});
