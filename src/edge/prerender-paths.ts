import type { ContentBundle } from "../content/bundle";
import { NEWS_PAGE_PATH } from "../render/feed-paths";

/**
 * At most this many pages of a content version are rendered at publish. Each costs up to one KV
 * write (none when a visitor rendered it first) and the queue one write per cron run that takes
 * from it; Workers Free allows 1,000 writes a day and a publish already writes one entry per page
 * of content (docs/decisions/022). 40 pages cover the front page, the programmes, the news and the
 * films; older articles are rendered by their first visitor, as before.
 */
export const PRERENDER_CAP = 40;

/** Blocks that make a page a programme or a film catalogue: the pages visitors open most after the front page. */
const PROGRAMME_BLOCKS = new Set(["programme", "events", "catalogue"]);

/**
 * The pages of a content version to render before any visitor asks, most visited first: the
 * front page, the programmes (those the header menu links first: its top level, then its
 * submenus), the news, the films, then the articles, newest first; capped at PRERENDER_CAP. Paths
 * come from the content alone, without a query: what a visitor asks never enters the list.
 *
 * @example prerenderPaths(content.bundle) // ["/", "/kinoprogram", "/filmer", …, "/nyheter", "/nordlys", …]
 */
export function prerenderPaths(bundle: ContentBundle): string[] {
  const pages = bundle.pages.filter((page) => !page.path.includes(":"));
  // A page the header's top level links comes before one in a submenu, each in menu order.
  const inMenu = new Map<string, number>();
  bundle.theme.menu.forEach((item, position) => {
    if (item.place === "header" && item.path && !inMenu.has(item.path)) inMenu.set(item.path, (item.parent ? 1_000 : 0) + position);
  });
  const menuRank = (path: string) => inMenu.get(path) ?? Number.POSITIVE_INFINITY;
  const programmes = pages
    .filter((page) => page.path !== "/" && page.blocks.some((block) => PROGRAMME_BLOCKS.has(block.component)))
    .map((page) => page.path)
    .sort((a, b) => menuRank(a) - menuRank(b));
  const films = bundle.productions.filter((p) => p.object === "movie" && p.parentSlug).map((p) => `/${encodeURIComponent(p.parentSlug ?? "")}`);
  const articles = [...bundle.articles].sort((a, b) => b.createdAt - a.createdAt).map((a) => `/article/${encodeURIComponent(a.slug)}`);
  const exists = new Set(pages.map((page) => page.path));
  const ordered = [...["/", ...programmes, NEWS_PAGE_PATH].filter((path) => exists.has(path)), ...films, ...articles];
  return [...new Set(ordered)].slice(0, PRERENDER_CAP);
}
