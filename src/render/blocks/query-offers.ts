/**
 * What a page's query can name, parameter by parameter: every value of it that names something
 * on the page (a programme day with screenings, a place in use, a page number up to the last …).
 * A value outside its parameter's set names nothing, whatever else the query says, so the page is
 * the 404 page for it (a block's `namesNothing` says so too). A parameter without a set is not
 * judged by its value alone (a search word, `voksen`, an order). Worked out from the content, so
 * the sets are bounded by the content, never by what visitors send (docs/decisions/019).
 *
 * @example { dag: new Set(["2025-09-17", "2025-09-18"]), sted: new Set(["Havvik kino"]) }
 */
export type QueryOffers = Readonly<Record<string, ReadonlySet<string>>>;

/**
 * The offers of several blocks on one page: a value names nothing when any block that reads its
 * parameter lacks it (as the page answers 404 when any block's `namesNothing` says so), so the
 * sets of a parameter two blocks read are intersected.
 */
export function mergeOffers(all: readonly QueryOffers[]): QueryOffers {
  const merged: Record<string, ReadonlySet<string>> = {};
  for (const offers of all) {
    for (const [name, values] of Object.entries(offers)) {
      const before = merged[name];
      merged[name] = before ? new Set([...before].filter((value) => values.has(value))) : values;
    }
  }
  return merged;
}

/**
 * Whether the query (as page-params.ts spells it) has a value its page does not offer. One pass
 * over the query and a set lookup per value: it is asked before the page caches (edge/names-nothing-answers.ts).
 *
 * @example namesOutside({ sted: new Set(["Havvik kino"]) }, new URLSearchParams("sted=Mars")) // true
 */
export function namesOutside(offers: QueryOffers, query: URLSearchParams): boolean {
  for (const [name, value] of query) {
    const offered = offers[name];
    if (offered && !offered.has(value)) return true;
  }
  return false;
}
