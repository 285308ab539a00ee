import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../config/app-env";

/** The response header that names a stage other than production (stage). */
export const STAGE_HEADER = "X-Site-Stage";

/**
 * While the site is not published, every response tells search engines to stay away
 * (`X-Robots-Tag`), in addition to robots.txt and the robots meta tag. On a stage other than
 * production, every response says which (`X-Site-Stage: staging`), so nobody mistakes a test
 * site for the live one.
 */
export const publishState = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const { site } = c.var.chrome.value;
  if (!site.published) c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
  if (site.stage !== "production") c.res.headers.set(STAGE_HEADER, site.stage);
});
