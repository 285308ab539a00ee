import { Hono } from "hono";
import type { AppEnv } from "../app-env";

/**
 * robots.txt: while the site is not published (spec section 1: published false) every crawler is
 * turned away; once published, everything is open.
 */
export const robotsRoutes = new Hono<AppEnv>().get("/robots.txt", (c) => {
  const { site } = c.var.chrome.value;
  const body = site.published
    ? `User-agent: *\nAllow: /\n`
    : `# ${site.title} is not published yet.\nUser-agent: *\nDisallow: /\n`;
  c.header("Cache-Control", "public, max-age=300");
  return c.text(body);
});
