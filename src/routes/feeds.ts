import { Hono, type Context } from "hono";
import type { AppEnv } from "../config/app-env";
import type { ContentBundle } from "../content/bundle";
import type { SiteConfig } from "../content/site";
import { newsRss } from "./feeds/news-rss";
import { sitemapXml } from "./feeds/sitemap";
import { PAGE_CACHE_CONTROL, isNotModified } from "./html-cache";
import { NEWS_FEED_PATH, SITEMAP_PATH } from "../shared/site-paths";
import { fnv1a } from "../http/client-assets";

type Feed = (bundle: ContentBundle, site: SiteConfig) => string;

/**
 * Answers one feed made from the whole content. Cached like pages (the edge keeps it briefly,
 * browsers revalidate); the ETag is a hash of the body itself, so it changes exactly when the
 * feed does, whether content or code changed it. Making a feed is cheaper than a page render.
 */
async function serveFeed(c: Context<AppEnv>, feed: Feed, contentType: string): Promise<Response> {
  const { bundle } = await c.var.source.load();
  const body = feed(bundle, c.var.chrome.value.site);
  const etag = `"${fnv1a(body)}.${body.length.toString(36)}"`;
  c.header("ETag", etag);
  c.header("Cache-Control", PAGE_CACHE_CONTROL);
  c.header("Content-Type", contentType);
  if (isNotModified(c, etag)) return c.body(null, 304);
  return c.body(body);
}

/**
 * The machine-readable feeds: the sitemap of every public page and
 * the RSS feed of the news, which every page's head links to. robots.txt is in robots.ts.
 */
export const feedRoutes = new Hono<AppEnv>()
  .get(SITEMAP_PATH, (c) => serveFeed(c, sitemapXml, "application/xml; charset=utf-8"))
  .get(NEWS_FEED_PATH, (c) => serveFeed(c, newsRss, "application/rss+xml; charset=utf-8"));
