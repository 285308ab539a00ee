import type MiniSearch from "minisearch";
import type { SearchDocument } from "./documents";
import type { SearchKind } from "../shared/search-kind";
import { segments, snippet, type Segment } from "./highlight";
import { type RawHit, runSearch } from "./search-index";

export type SearchHit = {
  kind: SearchKind;
  href: string | null;
  /** An article's date or the event's start; null for a static page. */
  date: number | null;
  title: Segment[];
  snippet: Segment[];
};

/** What the search block shows: the query searched, how many hits there are, the best of them. */
export type SearchResults = { query: string; total: number; hits: SearchHit[] };

/** Hits shown on the page; the count still tells how many there are in all. */
export const MAX_HITS = 30;

/**
 * The best screening of each film or culture production only: all screenings of a film share its
 * texts, so without this one film would fill the first page of hits with copies of itself.
 */
function oneEventPerPage(hits: RawHit[]): RawHit[] {
  const seen = new Set<string>();
  return hits.filter(({ stored }) => {
    if ((stored.kind !== "film" && stored.kind !== "culture") || stored.href === null) return true;
    if (seen.has(stored.href)) return false;
    seen.add(stored.href);
    return true;
  });
}

/**
 * Searches one index at the site's `now` (current things first) and prepares the hits for the
 * page: title and snippet split into marked and plain text (highlight.ts), plain values only, so
 * they pass to the block as props.
 *
 * @example searchSite(index, "kystlinjer", now).hits[0]?.title // [{ text: "Kystlinjer", mark: true }, …]
 */
export function searchSite(index: MiniSearch<SearchDocument>, query: string, now: number): SearchResults {
  const hits = oneEventPerPage(runSearch(index, query, now));
  return {
    query,
    total: hits.length,
    hits: hits.slice(0, MAX_HITS).map(({ stored, terms }) => {
      const matched = new Set(terms);
      return {
        kind: stored.kind,
        href: stored.href,
        date: stored.date,
        title: segments(stored.title, matched),
        snippet: snippet(stored.text, matched),
      };
    }),
  };
}
