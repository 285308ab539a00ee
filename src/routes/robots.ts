import { Hono } from "hono";
import type { AppEnv } from "../config/app-env";
import type { SiteConfig } from "../content/site";
import { absoluteUrl } from "../render/page-head";
import { SITEMAP_PATH } from "../shared/site-paths";

/**
 * robots.txt: while the site is not published (published false) every crawler is
 * turned away; once published, everything is open and the sitemap is named (absolute, as the
 * robots.txt standard asks, on the canonical host).
 *
 * @example robotsTxt({ ...site, published: true }) // "User-agent: *\nAllow: /\n\nSitemap: https://www.nordkystfilm.no/sitemap.xml\n"
 */
export function robotsTxt(site: Pick<SiteConfig, "published" | "title" | "host">): string {
  return site.published
    ? `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site, SITEMAP_PATH)}\n`
    : `# ${site.title} is not published yet.\nUser-agent: *\nDisallow: /\n`;
}

export const robotsRoutes = new Hono<AppEnv>().get("/robots.txt", (c) => {
  c.header("Cache-Control", "public, max-age=300");
  return c.text(robotsTxt(c.var.chrome.value.site));
});
