import { Hono, type Context } from "hono";
import type { AppEnv } from "../config/app-env";
import { ContentIndex } from "../content/content-index";
import { siteNow } from "../config/clock";
import type { CurrentContent } from "../kv/current-content";
import { lastmodLedgerOf } from "../kv/lastmod-ledger-store";
import { newsRss } from "./feeds/news-rss";
import { sitemapXml } from "./feeds/sitemap";
import { isNotModified } from "./html-cache";
import { PAGE_CACHE_CONTROL } from "../edge/page-lifetimes";
import { NEWS_FEED_PATH, SITEMAP_PATH } from "../shared/site-paths";
import { fnv1a } from "../http/client-assets";

type Feed = (c: Context<AppEnv>, content: CurrentContent) => string | Promise<string>;

/**
 * Answers one feed made from the whole content. Cached like pages (the edge keeps it briefly,
 * browsers revalidate); the ETag is a hash of the body itself, so it changes exactly when the
 * feed does, whether content or code changed it. Making a feed is cheaper than a page render.
 */
async function serveFeed(c: Context<AppEnv>, feed: Feed, contentType: string): Promise<Response> {
  const body = await feed(c, await c.var.source.load());
  const etag = `"${fnv1a(body)}.${body.length.toString(36)}"`;
  c.header("ETag", etag);
  c.header("Cache-Control", PAGE_CACHE_CONTROL);
  c.header("Content-Type", contentType);
  if (isNotModified(c, etag)) return c.body(null, 304);
  return c.body(body);
}

/**
 * The sitemap, each URL dated by the lastmod ledger; a URL the ledger lacks (a page too new for
 * it) by the content version's publication.
 */
const sitemap: Feed = async (c, content) => {
  const index = new ContentIndex(content.bundle);
  const ledger = await lastmodLedgerOf(c.var.config.PAGES, content, index);
  return sitemapXml(index, c.var.chrome.value.site, (loc) => ledger.entries[loc]?.[1] ?? content.publishedAt, siteNow(c.var.config));
};

const news: Feed = (c, content) => newsRss(content.bundle, c.var.chrome.value.site, siteNow(c.var.config));

/**
 * The machine-readable feeds: the sitemap of every public page and
 * the RSS feed of the news, which every page's head links to. robots.txt is in robots.ts.
 */
export const feedRoutes = new Hono<AppEnv>()
  .get(SITEMAP_PATH, (c) => serveFeed(c, sitemap, "application/xml; charset=utf-8"))
  .get(NEWS_FEED_PATH, (c) => serveFeed(c, news, "application/rss+xml; charset=utf-8"));
