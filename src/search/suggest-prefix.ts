import { parseQuery } from "./query";

/** The longest prefix suggestions are looked up for: a title is found long before this. */
export const MAX_PREFIX_CHARS = 40;
/** The shortest: one letter matches half the site and tells the visitor nothing. */
export const MIN_PREFIX_CHARS = 2;

/**
 * `q` of the suggestion endpoint in one spelling, as the search page's `q` is kept
 * (render/blocks/page-params.ts): control characters dropped, white space folded, trimmed, lower
 * case, and cut to MAX_PREFIX_CHARS code points. "Bill", " bill " and "BILL" are one prefix, so
 * they share one cached answer. Too short a prefix becomes "", which is answered with nothing.
 *
 * @example suggestPrefix("  Bill ") // "bill"
 */
export function suggestPrefix(raw: string | undefined): string {
  const prefix = Array.from(parseQuery(raw).toLocaleLowerCase("nb-NO")).slice(0, MAX_PREFIX_CHARS).join("").trim();
  return Array.from(prefix).length >= MIN_PREFIX_CHARS ? prefix : "";
}
