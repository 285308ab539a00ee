import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";

/**
 * While the site is not published, every response tells search engines to stay away
 * (`X-Robots-Tag`), in addition to robots.txt and the robots meta tag.
 */
export const publishState = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.var.chrome.value.site.published) c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
});
