/**
 * Where things are on the site: the one home of its fixed paths and of the paths built from
 * content (films, culture, articles), plus what counts as leaving the site and which link is the
 * page the visitor is on. At the ground floor so the header, search, feeds, push messages and
 * routes all read the same facts. The service worker's own paths are in offline.ts.
 */

/** The not-found page's own path. */
export const NOT_FOUND_PATH = "/404.html";

/**
 * Where the account pages live (tickets, watch list and plan: docs/architecture.md "Where we depart
 * from the specification"); the login form posts here.
 */
export const ACCOUNT_PATH = "/min-side";

/** The search page and where the search form sends visitors (search submit path; theme.search.submitPath). */
export const SEARCH_PATH = "/search";

/** Where the header's search field asks for suggestions (src/routes/search-suggest.ts). */
export const SUGGEST_PATH = "/api/search/suggest";

/** RSS 2.0 of the news: the newest news articles. */
export const NEWS_FEED_PATH = "/nyheter.rss";

/** The news list page of the content: the feed's channel link and title. */
export const NEWS_PAGE_PATH = "/nyheter";

/** The sitemap of every public page (sitemaps.org protocol); robots.txt names it. */
export const SITEMAP_PATH = "/sitemap.xml";

/**
 * The film's own section of its page (the hero): its structured data's Movie is `/{film}#film`,
 * so the `@id` a programme refers to opens on the film (render/structured-data/screening-event.ts).
 */
export const FILM_ANCHOR = "film";

/** An absolute http(s) URL leaves the site; site paths and mailto: do not. */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** True when `href` is the page at `currentPath` (trailing slashes ignored), for aria-current. */
export function isCurrent(href: string | null, currentPath: string): boolean {
  return href !== null && !isExternal(href) && normalise(href) === normalise(currentPath);
}

/**
 * The path of a film or culture page: `/{parentSlug}` for films, `/{pageReference}` for culture
 * pages. Slugs are percent-encoded: they are titles and may hold `&`, `<`, quotes.
 */
export function productionPath(ref: { parentSlug?: string | undefined; pageReference?: string | undefined }): string | null {
  const slug = ref.parentSlug ?? ref.pageReference;
  return slug ? `/${encodeURIComponent(slug)}` : null;
}

/** Where a screening's iCalendar file is served (one event per file): programme rows and tickets link it. */
export const calendarPath = (id: string) => `/api/events/${encodeURIComponent(id)}.ics`;

/** What a programme calendar follows: a strand of films (the catalogue's `program`) or a place (the programme's `sted`). */
export type ProgrammeCalendarKind = "strand" | "place";

/** The folder of each kind of programme calendar (docs/decisions/047). */
export const PROGRAMME_CALENDAR_FOLDERS: Record<ProgrammeCalendarKind, string> = { strand: "/kalender/program/", place: "/kalender/sted/" };

/**
 * Where a strand's or a place's calendar is served, by its slug (the catalogue's option slug of
 * the strand, the place's name spelt the same way): a feed a calendar subscribes to.
 *
 * @example programmeCalendarPath("strand", "nordlige-stemmer") // "/kalender/program/nordlige-stemmer.ics"
 */
export const programmeCalendarPath = (kind: ProgrammeCalendarKind, slug: string) => `${PROGRAMME_CALENDAR_FOLDERS[kind]}${encodeURIComponent(slug)}.ics`;

/**
 * A subscription address on the site's host: `webcal://` makes the phone or laptop offer to
 * subscribe (follow the feed) rather than download one copy.
 *
 * @example webcalUrl("www.nordkystfilm.no", "/kalender/sted/kulturhuset.ics") // "webcal://www.nordkystfilm.no/kalender/sted/kulturhuset.ics"
 */
export const webcalUrl = (host: string, path: string) => `webcal://${host}${path}`;

/**
 * A path with each segment percent-encoded as `encodeURIComponent` does: the one spelling the
 * site's own links, canonicals and sitemap write (films and articles above, static pages too).
 *
 * @example encodePagePath("/article/film & fest") // "/article/film%20%26%20fest"
 */
export function encodePagePath(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

/** The path of an article page; the slug is percent-encoded (it may hold `! " ' : , + = & <`). */
export function articlePath(slug: string): string {
  return `/article/${encodeURIComponent(slug)}`;
}
