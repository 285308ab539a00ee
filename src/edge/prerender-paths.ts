import * as v from "valibot";
import type { ContentBundle } from "../content/bundle";
import { ProgrammeProps } from "../render/blocks/programme-props";
import { filterScreenings, groupByDay } from "../render/blocks/screenings";
import { PROGRAMME_PARAMS } from "../shared/programme-filter";
import { NEWS_PAGE_PATH } from "../shared/site-paths";
import { publishedOnly } from "../content/published";

/**
 * At most this many articles of a content version are rendered at publish, newest first: older
 * articles are rendered by their first visitor, as before. The festival's own pages (the front
 * page, the programmes, the news, each festival day's programme and every film) are never cut:
 * they are what visitors open after a publish (docs/decisions/022, "Pre-rendering at publish").
 */
export const PRERENDER_ARTICLES = 10;

/**
 * A bound on the whole queue, for content far beyond a festival's size: each page costs up to one
 * KV write, and Workers Free allows 1,000 a day (docs/decisions/022). The demo festival (92 films,
 * 26 festival day pages) queues about 140.
 */
export const PRERENDER_CAP = 300;

/** Blocks that make a page a programme or a film catalogue: the pages visitors open most after the front page. */
const PROGRAMME_BLOCKS = new Set(["programme", "events", "catalogue"]);

/** Screenings of these sections make a day a festival day: NFF's and BUFF's, not the cinema's own season. */
const FESTIVAL_SECTIONS = new Set(["festival", "buff"]);

/**
 * The day pages (`?dag=`) of a programme page that hold festival screenings: the days its
 * `programme` blocks list (within their section and days) with a film screening of NFF or BUFF.
 * A cinema day or a culture programme has none: a hundred days of the cinema's season are
 * rendered by their first visitor.
 */
function festivalDayPaths(page: ContentBundle["pages"][number], bundle: ContentBundle): string[] {
  const films = bundle.events.filter((e) => e.production.parentSlug && FESTIVAL_SECTIONS.has(e.section));
  const days = new Set<string>();
  for (const block of page.blocks) {
    if (block.component !== "programme" || block.hide) continue;
    const props = v.safeParse(ProgrammeProps, block.props);
    if (!props.success) continue;
    for (const day of groupByDay(filterScreenings(films, props.output))) days.add(day.day);
  }
  return [...days].sort().map((day) => `${page.path}?${PROGRAMME_PARAMS.day}=${day}`);
}

/**
 * The pages of a content version to render before any visitor asks, most visited first: the
 * front page, the programmes (those the header menu links first: its top level, then its
 * submenus), the news, each programme's festival days, every film, then the newest
 * PRERENDER_ARTICLES articles out at the site's clock `now`; at most PRERENDER_CAP. Paths come from the content alone (a day
 * page's `dag` is a day of the content's screenings): what a visitor asks never enters the list.
 *
 * @example prerenderPaths(content.bundle, siteNow(config)) // ["/", "/kinoprogram", "/filmer", …, "/nyheter", "/kinoprogram?dag=2025-09-15", …, "/nordlys-DXM10235", …]
 */
export function prerenderPaths(bundle: ContentBundle, now: number): string[] {
  const pages = bundle.pages.filter((page) => !page.path.includes(":"));
  // A page the header's top level links comes before one in a submenu, each in menu order.
  const inMenu = new Map<string, number>();
  bundle.theme.menu.forEach((item, position) => {
    if (item.place === "header" && item.path && !inMenu.has(item.path)) inMenu.set(item.path, (item.parent ? 1_000 : 0) + position);
  });
  const menuRank = (path: string) => inMenu.get(path) ?? Number.POSITIVE_INFINITY;
  const programmes = pages
    .filter((page) => page.path !== "/" && page.blocks.some((block) => PROGRAMME_BLOCKS.has(block.component)))
    .sort((a, b) => menuRank(a.path) - menuRank(b.path));
  const days = programmes.flatMap((page) => festivalDayPaths(page, bundle));
  const films = bundle.productions.filter((p) => p.object === "movie" && p.parentSlug).map((p) => `/${encodeURIComponent(p.parentSlug ?? "")}`);
  // An article not yet out at the site's clock is not found until then (content/published.ts).
  const articles = publishedOnly(bundle.articles, now)
    .sort((a, b) => b.createdAt - a.createdAt)
    .map((a) => `/article/${encodeURIComponent(a.slug)}`);
  const exists = new Set(pages.map((page) => page.path));
  const first = ["/", ...programmes.map((page) => page.path), NEWS_PAGE_PATH].filter((path) => exists.has(path));
  const ordered = [...first, ...days, ...films, ...articles.slice(0, PRERENDER_ARTICLES)];
  return [...new Set(ordered)].slice(0, PRERENDER_CAP);
}
