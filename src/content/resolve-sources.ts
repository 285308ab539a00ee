import type { Article } from "./article";
import { byStart, type ContentIndex } from "./content-index";
import { excerpt } from "./excerpt";
import { matchesAll, readPath } from "./filter";
import type { Page, Source } from "./page";
import type { ArticleSummary, SourceResult } from "./page-data";
import { publishedOnly } from "./published";

/** Pinned articles first (higher order ranks higher), then the newest. */
export function byPinThenNewest(a: Article, b: Article): number {
  return b.order - a.order || b.createdAt - a.createdAt;
}

export function summarize(article: Article): ArticleSummary {
  const { content, node_locale: _locale, ...rest } = article;
  return { ...rest, excerpt: excerpt(content) };
}

function sortBy<T>(items: T[], sort: Source["sort"]): T[] {
  if (!sort) return items;
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...items].sort((a, b) => {
    const x = readPath(a, sort.property);
    const y = readPath(b, sort.property);
    if (typeof x === "number" && typeof y === "number") return sign * (x - y);
    return sign * String(x ?? "").localeCompare(String(y ?? ""), "nb");
  });
}

function limit<T>(items: T[], source: Source): T[] {
  return source.limit ? items.slice(0, source.limit) : items;
}

/** Resolves one page source against the content (model, filters, collection). */
export function resolveSource(source: Source, index: ContentIndex): SourceResult {
  const { bundle } = index;
  switch (source.model) {
    case "article": {
      const found = bundle.articles.filter((a) => matchesAll(a, source.filters));
      const sorted = source.sort ? sortBy(found, source.sort) : [...found].sort(byPinThenNewest);
      // Not limited here: an article dated after the clock is left out when the list renders.
      return { model: "article", items: sorted.map(summarize), ...(source.limit ? { limit: source.limit } : {}) };
    }
    case "production": {
      const inCollection = (p: { collections: string[] }) => !source.collection || !source.collectionName || p.collections.includes(source.collectionName);
      const items = limit(
        sortBy(
          bundle.productions.filter((p) => inCollection(p) && matchesAll(p, source.filters)),
          source.sort,
        ),
        source,
      );
      return { model: "production", items, events: items.flatMap((p) => index.eventsOf(p)).sort(byStart) };
    }
    case "event": {
      const found = bundle.events.filter((e) => matchesAll(e, source.filters));
      return { model: "event", items: limit(source.sort ? sortBy(found, source.sort) : [...found].sort(byStart), source) };
    }
  }
}

export function resolveSources(page: Page, index: ContentIndex): Record<string, SourceResult> {
  return Object.fromEntries(page.sources.map((s) => [s.name, resolveSource(s, index)]));
}

/**
 * An article source's items as the site's clock sees them: those out at `now`, at most its limit
 * (docs/decisions/010, "Changed").
 *
 * @example articlesAt(data.sources.latest, siteNow(config)).length // ≤ the source's limit
 */
export function articlesAt(source: Extract<SourceResult, { model: "article" }>, now: number): ArticleSummary[] {
  const out = publishedOnly(source.items, now);
  return source.limit ? out.slice(0, source.limit) : out;
}
