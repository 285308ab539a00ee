/**
 * Where the site's machine-readable feeds live. The page head links the news feed, robots.txt
 * names the sitemap, and src/routes/feeds.ts answers both.
 */

/** RSS 2.0 of the news: the newest news articles. */
export const NEWS_FEED_PATH = "/nyheter.rss";

/** The news list page of the content (spec section 2): the feed's channel link and title. */
export const NEWS_PAGE_PATH = "/nyheter";

/** The sitemap of every public page (sitemaps.org protocol). */
export const SITEMAP_PATH = "/sitemap.xml";
