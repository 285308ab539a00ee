import type { ContentIndex } from "./content-index";
import type { FestivalEvent } from "./event";
import type { Page } from "./page";
import type { PageDocument } from "./page-data";
import { NEWS_PAGE_PATH } from "../shared/site-paths";

/** One step of a page's trail: another page, by its title and path. */
export type Crumb = { name: string; path: string };

/** A page's title in its own language, as its head says it. */
function titleOf(page: Page): string {
  return page.meta[page.locale]?.title || page.title;
}

/** Whether the header menu links to a path: the pages the site itself calls a section's home. */
function inMenu(index: ContentIndex, path: string): boolean {
  return index.bundle.theme.menu.some((e) => e.place === "header" && e.path === path);
}

/**
 * The section a page's listing block narrows to (catalogue-source.ts reads the same props):
 * undefined when it lists every section, null when the page has no such block.
 */
function listedSection(page: Page, component: string): string | undefined | null {
  const block = page.blocks.find((b) => b.component === component && !b.hide);
  if (!block) return null;
  const { section, fallbackSection } = block.props as { section?: unknown; fallbackSection?: unknown };
  return typeof section === "string" ? section : typeof fallbackSection === "string" ? fallbackSection : undefined;
}

/**
 * The page the menu leads to that lists a production's kind: a culture event under the culture
 * programme; a film under the catalogue of its section when all its screenings are in one (BUFF
 * films under BUFF's), else under the catalogue of every film.
 */
function listingOf(index: ContentIndex, kind: "production" | "culture", events: FestivalEvent[]): string | undefined {
  const component = kind === "culture" ? "programme" : "catalogue";
  const sections = new Set(events.map((e) => e.section));
  const wanted = kind === "culture" ? ["culture"] : sections.size === 1 ? [...sections, undefined] : [undefined];
  // Film and culture pages are in the content's language: so are the lists above them.
  const language = index.bundle.site.locale.default;
  const listings = index.routes().pages.filter((path) => inMenu(index, path));
  for (const section of wanted) {
    const found = listings.find((path) => {
      const page = index.page(path);
      return page?.locale === language && listedSection(page, component) === section;
    });
    if (found) return found;
  }
  return undefined;
}

/**
 * The pages above a static page by its path: `/buff-program-2` is under `/buff-program`, which is
 * under `/buff`; `/english-program` under `/english`. The longest page path that the path extends
 * by a hyphen, then that page's parent, up to the language's home.
 */
function pathParents(index: ContentIndex, path: string, home: string): string[] {
  const parents: string[] = [];
  let here = path;
  for (;;) {
    const parent = index
      .routes()
      .pages.filter((p) => p !== "/" && p !== here && here.startsWith(`${p}-`))
      .sort((a, b) => b.length - a.length)[0];
    if (!parent || parent === home) break;
    parents.unshift(parent);
    here = parent;
  }
  return parents;
}

/**
 * Where a page sits on the site, home first, the page itself left out: its language's home
 * (theme `language.homes`), then the pages its path or section puts it under. A film page:
 * Forside › Filmer (BUFF's film list for a BUFF film); an article: Forside › Nyheter. Empty on a
 * home. Worked out when page data is built, where every page's title is known; the structured
 * data writes it as a BreadcrumbList (render/structured-data/breadcrumb-list.ts).
 *
 * @example breadcrumbTrail(index, filmTemplate, { kind: "production", … }).map((c) => c.path) // ["/", "/filmer"]
 */
export function breadcrumbTrail(index: ContentIndex, page: Page, document?: PageDocument): Crumb[] {
  const home = index.bundle.theme.language.homes[page.locale] ?? "/";
  if (!document && page.path === home) return [];
  let above: string | undefined;
  if (document?.kind === "article") above = document.article.category === "news" ? NEWS_PAGE_PATH : undefined;
  else if (document) above = listingOf(index, document.kind, document.events);
  const chain = above ? [...pathParents(index, above, home), above] : document ? [] : pathParents(index, page.path, home);
  const crumbs: Crumb[] = [];
  for (const path of [home, ...chain]) {
    const at = index.page(path);
    if (at) crumbs.push({ name: titleOf(at), path });
  }
  return crumbs;
}
