import MiniSearch, { type Options, type SearchResult } from "minisearch";
import type { SearchDocument } from "./documents";
import { SEARCH_KINDS, type SearchKind } from "../shared/search-kind";
import { currentFirst } from "./ranking";
import { processTerm, tokenize } from "./terms";

/** The document fields a hit needs to render, kept in the index so a search needs nothing else. */
export type StoredHit = Pick<SearchDocument, "kind" | "title" | "text" | "href" | "date">;

/**
 * Bump when the options below change: a stored index is only valid with the options that built
 * it, so the KV key carries this (kv/keys.ts `searchIndex`).
 */
export const INDEX_FORMAT = "v2";

/** Body text kept per hit for its snippet; longer bodies are still indexed whole. */
const STORED_TEXT_CHARS = 4000;

/**
 * Typo tolerance by term length ("one or two typos"): none for short words, where
 * one edit already means another word, one from four letters, two from eight.
 */
function fuzziness(term: string): number | false {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : false;
}

export const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: ["title", "text", "facts", "keywords"],
  storeFields: ["kind", "title", "text", "href", "date"],
  tokenize,
  processTerm,
  searchOptions: {
    // A page's own keywords name what it is for, nearly as its title does (page-keywords.ts).
    boost: { title: 4, keywords: 3, facts: 1.5 },
    fuzzy: fuzziness,
    prefix: (term) => term.length >= 3,
    combineWith: "OR",
  },
};

/** Builds the index over all documents; done once per content version (kv/search-index-store.ts). */
export function buildIndex(documents: SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(documents);
  return index;
}

/**
 * The stored form of an index, for KV. Stored body texts are cut here, after indexing, so the
 * index knows every word while KV holds only what a snippet shows.
 */
export function serializeIndex(index: MiniSearch<SearchDocument>): string {
  const json = index.toJSON();
  for (const stored of Object.values(json.storedFields)) {
    if (stored && typeof stored.text === "string") stored.text = stored.text.slice(0, STORED_TEXT_CHARS);
  }
  return JSON.stringify(json);
}

/** An index read back from KV; throws on anything that is not one (caller rebuilds). */
export function loadIndex(json: string): MiniSearch<SearchDocument> {
  return MiniSearch.loadJSON<SearchDocument>(json, INDEX_OPTIONS);
}

export type RawHit = { stored: StoredHit; terms: string[]; score: number };

const isKind = (kind: unknown): kind is SearchKind => SEARCH_KINDS.includes(kind as SearchKind);

/** A stored hit as it was indexed; null for anything else (an index is read from KV, a boundary). */
export function storedOf(result: Record<string, unknown>): StoredHit | null {
  const { kind, title, text, href, date } = result;
  if (!isKind(kind) || typeof title !== "string" || typeof text !== "string") return null;
  if ((date !== null && typeof date !== "number") || (href !== null && typeof href !== "string")) return null;
  return { kind, title, text, href, date };
}

/**
 * Every hit for a query, best first: MiniSearch's BM25+ score with the field boosts above, times
 * how current the document is at the site's `now` (ranking.ts).
 */
export function runSearch(index: MiniSearch<SearchDocument>, query: string, now: number): RawHit[] {
  return index.search(query, { boostDocument: currentFirst(now) }).flatMap((result: SearchResult) => {
    const stored = storedOf(result);
    return stored ? [{ stored, terms: result.terms, score: result.score }] : [];
  });
}
