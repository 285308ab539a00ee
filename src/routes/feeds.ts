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
import { NEWS_FEED_PATH, PROGRAMME_CALENDAR_FOLDERS, type ProgrammeCalendarKind, SITEMAP_PATH } from "../shared/site-paths";
import { pageAnswer } from "../edge/page-answer";
import { notFound } from "./not-found";
import { programmeCalendarFile } from "./feeds/programme-calendars";
import { fnv1a } from "../http/client-assets";

/** A feed's text, or undefined when the address names nothing the content has (the 404 page). */
type Feed = (c: Context<AppEnv>, content: CurrentContent) => string | undefined | Promise<string | undefined>;

/**
 * Answers one feed made from the whole content. Cached like pages (the edge keeps it briefly,
 * browsers revalidate); the ETag is a hash of the body itself, so it changes exactly when the
 * feed does, whether content or code changed it. Making a feed is cheaper than a page render.
 */
async function serveFeed(c: Context<AppEnv>, feed: Feed, contentType: string): Promise<Response> {
  const body = await feed(c, await c.var.source.load());
  if (body === undefined) return notFound(c);
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

/**
 * A strand's or a place's calendar (docs/decisions/047). It names something the content has, so
 * the page cache may keep it at the edge (`edge`: the Cache API, from its second ask); never in
 * KV, and a slug the content lacks is the 404 page, kept nowhere.
 */
const programmeCalendarFeed =
  (kind: ProgrammeCalendarKind): Feed =>
  async (c, content) => {
    const { host, festivalName } = c.var.chrome.value.site;
    const file = c.req.param("file") ?? "";
    const site = { host, festivalName, ledger: c.var.config.PAGES, now: siteNow(c.var.config) };
    return programmeCalendarFile(content, kind, file, site);
  };

/** Serves a programme calendar and tells the page cache it may keep it at the edge. */
async function serveProgrammeCalendar(c: Context<AppEnv>, kind: ProgrammeCalendarKind): Promise<Response> {
  const response = await serveFeed(c, programmeCalendarFeed(kind), "text/calendar; charset=utf-8");
  if (response.status !== 200) return response;
  return pageAnswer(c, { response, keep: "edge", changesAt: undefined, address: new URL(c.req.url).pathname });
}

const news: Feed = (c, content) => newsRss(content.bundle, c.var.chrome.value.site, siteNow(c.var.config));

/**
 * The machine-readable feeds: the sitemap of every public page,
 * the RSS feed of the news, which every page's head links to, and the calendars of each strand and
 * place the catalogue and programme offer to subscribe to. robots.txt is in robots.ts.
 */
export const feedRoutes = new Hono<AppEnv>()
  .get(SITEMAP_PATH, (c) => serveFeed(c, sitemap, "application/xml; charset=utf-8"))
  .get(NEWS_FEED_PATH, (c) => serveFeed(c, news, "application/rss+xml; charset=utf-8"))
  .get(`${PROGRAMME_CALENDAR_FOLDERS.strand}:file`, (c) => serveProgrammeCalendar(c, "strand"))
  .get(`${PROGRAMME_CALENDAR_FOLDERS.place}:file`, (c) => serveProgrammeCalendar(c, "place"));
