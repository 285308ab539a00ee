import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../config/app-env";

/** Loads site, theme, redirects and routes once per request, for the router and the layout. */
export const siteChrome = createMiddleware<AppEnv>(async (c, next) => {
  c.set("chrome", await c.var.store.chrome());
  await next();
});
