import type MiniSearch from "minisearch";
import type { SearchDocument } from "./documents";
import { currentFirst } from "./ranking";
import type { SearchKind } from "../shared/search-kind";
import { storedOf } from "./search-index";

/** One suggestion under the header's search field: where choosing it goes. */
export type Suggestion = { title: string; path: string; kind: SearchKind };

/** How many suggestions a prefix gets: a short list to choose from, not a results page. */
export const MAX_SUGGESTIONS = 6;

/**
 * Suggestions for what the visitor has typed so far (docs/decisions/007): titles (and a page's own
 * keywords) that hold every word, the last one as a prefix ("bill" → "Billettinfo"), a typo
 * allowed in the words already finished; current things first, one suggestion per page.
 *
 * @example suggest(index, "bill", now)[0] // { title: "Billettinfo", path: "/billettinfo", kind: "page" }
 */
export function suggest(index: MiniSearch<SearchDocument>, prefix: string, now: number): Suggestion[] {
  const results = index.search(prefix, {
    fields: ["title", "keywords"],
    // Keywords weigh as much as a title here: an editor's word for a page ("festivalpass" on
    // /billettinfo) should suggest it beside the articles whose titles hold the word.
    boost: { title: 4, keywords: 4 },
    combineWith: "AND",
    prefix: (_term, i, terms) => i === terms.length - 1,
    fuzzy: (term, i, terms) => (i < terms.length - 1 && term.length >= 5 ? 1 : false),
    boostDocument: currentFirst(now),
  });
  const out: Suggestion[] = [];
  const seen = new Set<string>();
  for (const result of results) {
    const stored = storedOf(result);
    if (!stored || stored.href === null || seen.has(stored.href)) continue;
    seen.add(stored.href);
    out.push({ title: stored.title, path: stored.href, kind: stored.kind });
    if (out.length === MAX_SUGGESTIONS) break;
  }
  return out;
}
