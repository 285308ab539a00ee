import type { ContentBundle } from "../../content/bundle";
import { excerpt } from "../../content/excerpt";
import { changedNoLaterThan, publishedOnly } from "../../content/published";
import type { SiteConfig } from "../../content/site";
import { absoluteUrl } from "../../render/page-head";
import { markupText } from "../../shared/markup-text";
import { XML_DECLARATION } from "./xml-declaration";
import { articlePath, NEWS_FEED_PATH, NEWS_PAGE_PATH } from "../../shared/site-paths";

/** How many articles the feed holds: readers poll it, older news is on the news page. */
export const NEWS_FEED_SIZE = 50;
const DESCRIPTION_LENGTH = 300;

/** RFC 822 date-time (RSS 2.0 pubDate), in GMT: "Fri, 21 Nov 2025 08:35:00 GMT". */
const rfc822 = (ms: number) => new Date(ms).toUTCString();

/**
 * The news as RSS 2.0: the newest news articles first (by publication, pins do not count here),
 * each with title, link, permalink guid, pubDate and a plain-text excerpt. The channel takes its
 * title and description from the news page of the content, so editors name it in one place. Only
 * articles out at the site's clock `now` (content/published.ts).
 *
 * @example newsRss(bundle, site, now).includes("<title>Film &amp; fest</title>") // true
 */
export function newsRss(bundle: ContentBundle, site: Pick<SiteConfig, "host" | "festivalName">, now: number): string {
  const newsPage = bundle.pages.find((p) => p.path === NEWS_PAGE_PATH);
  const meta = newsPage?.meta[newsPage.locale];
  const title = newsPage ? `${site.festivalName}: ${meta?.title || newsPage.title}` : site.festivalName;
  const articles = publishedOnly(bundle.articles, now)
    .filter((a) => a.category === "news")
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, NEWS_FEED_SIZE);
  const items = articles.map((a) => {
    const link = markupText(absoluteUrl(site, articlePath(a.slug)));
    return [
      "<item>",
      `<title>${markupText(a.title)}</title>`,
      `<link>${link}</link>`,
      `<guid isPermaLink="true">${link}</guid>`,
      `<pubDate>${rfc822(a.createdAt)}</pubDate>`,
      `<description>${markupText(excerpt(a.content, DESCRIPTION_LENGTH))}</description>`,
      "</item>",
    ].join("");
  });
  const lastChange = Math.max(0, ...articles.map((a) => changedNoLaterThan(Math.max(a.createdAt, a.updatedAt), now)));
  const channel = [
    `<title>${markupText(title)}</title>`,
    `<link>${markupText(absoluteUrl(site, newsPage ? NEWS_PAGE_PATH : "/"))}</link>`,
    `<description>${markupText(meta?.description || title)}</description>`,
    "<language>nb</language>",
    lastChange ? `<lastBuildDate>${rfc822(lastChange)}</lastBuildDate>` : "",
    `<atom:link href="${markupText(absoluteUrl(site, NEWS_FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
  ];
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    ...channel.filter(Boolean),
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
