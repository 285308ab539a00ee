import type { ContentBundle } from "../content/bundle";
import { htmlToText } from "../content/excerpt";
import type { Page } from "../content/page";
import { distinctiveKeywords } from "./page-keywords";
import { pageText } from "./page-text";
import type { SearchKind } from "../shared/search-kind";
// The same paths the rest of the site links to, so a hit leads where a card would.
import { articlePath, productionPath, NOT_FOUND_PATH } from "../shared/site-paths";

/** One searchable thing: a static page, an article, or an event (a screening or culture event). */
export type SearchDocument = {
  id: string;
  kind: SearchKind;
  title: string;
  /** Body text: the page's blocks, the article, or the event's production summary, body and notes. */
  text: string;
  /** Facts: the page's description, the article's author, the event's production, venue, hall and features. */
  facts: string;
  /** A static page's own keywords (page-keywords.ts); empty for the rest. */
  keywords: string;
  /** Where the hit links to; null for an event whose production has no page. */
  href: string | null;
  /** Epoch ms: an article's creation, an event's start; null for a static page, which has no date. */
  date: number | null;
};

/**
 * Static pages a visitor could want from a search: not the templates of films and articles, not
 * the not-found page or the search page itself, and not a path the redirect table sends on.
 */
function searchablePages(bundle: ContentBundle): Page[] {
  const redirected = new Set(bundle.redirects.map((r) => r.from));
  return bundle.pages.filter(
    (p) => !p.path.includes(":") && p.path !== NOT_FOUND_PATH && !redirected.has(p.path) && !p.blocks.some((b) => b.component === "search"),
  );
}

/**
 * Every static page, article and event of the content as search documents (static pages by
 * their title and text, films, events and articles). Events carry their
 * production's texts, so a screening is found by what its film is about.
 */
export function searchDocuments(bundle: ContentBundle): SearchDocument[] {
  const searchable = searchablePages(bundle);
  const keywords = distinctiveKeywords(searchable);
  const pages = searchable.map(
    (p): SearchDocument => ({
      id: `page:${p.path}`,
      kind: "page",
      title: p.title,
      text: pageText(p),
      facts: p.meta[p.locale]?.description ?? "",
      keywords: keywords.get(p.path) ?? "",
      href: p.path,
      date: null,
    }),
  );
  const productions = new Map(bundle.productions.map((p) => [p.id, p]));
  const articles = bundle.articles.map(
    (a): SearchDocument => ({
      id: `article:${a.id}`,
      kind: a.category === "news" ? "news" : "article",
      title: a.title,
      text: htmlToText(a.content),
      facts: a.author,
      keywords: "",
      href: articlePath(a.slug),
      date: a.createdAt,
    }),
  );
  const events = bundle.events.map((e): SearchDocument => {
    const production = productions.get(e.production.id);
    const about = production?.contents.map((c) => `${htmlToText(c.summary)} ${htmlToText(c.body)}`).join(" ") ?? "";
    const features = production?.features.map((f) => `${f.name}: ${f.value}`).join(". ") ?? "";
    const isFilm = production ? production.object === "movie" : e.production.parentSlug !== undefined;
    return {
      id: `event:${e.id}`,
      kind: isFilm ? "film" : "culture",
      title: e.title,
      text: [e.notes, about].filter(Boolean).join(" "),
      facts: [e.production.title, e.venue, e.sal, features].filter(Boolean).join(". "),
      keywords: "",
      href: productionPath(e.production),
      date: Date.parse(e.startsAt),
    };
  });
  return [...pages, ...articles, ...events];
}
