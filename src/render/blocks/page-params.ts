import { CATALOGUE_PARAMS as C, SORT_SLUGS } from "../../shared/catalogue-filter";
import { ACCESS_SLUGS, PROGRAMME_PARAMS as P, SECTION_SLUGS, YES } from "../../shared/programme-filter";
import { parseQuery } from "../../search/query";
import { PAGE_PARAM } from "./paging";

/** A parameter's value as a page reads it, or undefined when no page could use it. */
type Normalise = (value: string) => string | undefined;

/**
 * How a page reads one parameter: the shape of a value that can change it; `repeat` when the page
 * reads every value; `requires`, a parameter it means nothing without (it is dropped when that one
 * is missing, so a GET form's lone checkbox reaches the page without it rather than a copy of it).
 */
type PageParam = { normalise: Normalise; repeat?: true; requires?: string };

const oneOf =
  (values: readonly string[]): Normalise =>
  (value) =>
    values.includes(value) ? value : undefined;
const matching =
  (pattern: RegExp): Normalise =>
  (value) =>
    pattern.test(value) ? value : undefined;
/** An option slug of the catalogue (option-slug.ts): lower case letters, digits and single hyphens, at most 60. */
const optionSlug: Normalise = (value) => (value.length <= 60 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? value : undefined);

/**
 * How each query parameter some block reads is spelt, with the shape of a value that can change
 * it (docs/decisions/040). Which of them a page reads is its blocks' to say (`reads`,
 * page-reads.ts): a page answers from those alone, so `utm_*`, `fbclid`, junk and a parameter
 * only another page reads reach the same page and the same cached copy. A block that starts
 * reading a new parameter adds one line here. `repeat` parameters keep every value (sorted, at
 * most a handful); the others their first value that fits.
 */
export const PAGE_PARAMS: Record<string, PageParam> = {
  // The programme filter (programme-query.ts). A value of the right shape that names nothing in
  // the programme is a 404 there (the block's namesNothing, docs/decisions/027).
  [P.day]: { normalise: matching(/^\d{4}-\d{2}-\d{2}$/) },
  [P.from]: { normalise: matching(/^\d{4}-\d{2}-\d{2}$/) },
  [P.place]: { normalise: (value) => (value.length > 0 && value.length <= 80 ? value : undefined) },
  [P.section]: { normalise: oneOf(Object.values(SECTION_SLUGS)) },
  // One spelling per age: `alder=07` is `alder=7`.
  [P.age]: { normalise: (value) => (/^\d{1,2}$/.test(value) ? String(Number(value)) : undefined) },
  [P.withAdult]: { normalise: oneOf([YES]), requires: P.age },
  [P.access]: { normalise: oneOf(Object.values(ACCESS_SLUGS)), repeat: true },
  // The film's subtitles, read by the programme and the catalogue alike (`tekst`).
  [P.subtitles]: { normalise: optionSlug },
  // Screenings with a talk after the film, read by the programme and the catalogue alike (`samtale=ja`).
  [P.talk]: { normalise: oneOf([YES]) },
  // The film catalogue (catalogue-query.ts; `dag`, `tilrettelegging`, `tekst` and `samtale` as above). Any slug of the
  // right shape passes here; the catalogue answers 404 for one that names none of its options.
  [C.section]: { normalise: optionSlug },
  [C.country]: { normalise: optionSlug },
  [C.language]: { normalise: optionSlug },
  [C.genre]: { normalise: optionSlug },
  [C.length]: { normalise: optionSlug, repeat: true },
  [C.age]: { normalise: optionSlug, repeat: true },
  [C.sort]: { normalise: oneOf(Object.values(SORT_SLUGS)) },
  // Paged lists (paging.ts).
  [PAGE_PARAM]: { normalise: matching(/^[1-9]\d{0,3}$/) },
  // Search: one spelling per query, so results are cached per query and not per way of typing it.
  q: { normalise: (value) => parseQuery(value).toLocaleLowerCase("nb-NO") || undefined },
};

const MAX_REPEATS = 8;

/** What a page reads of the query (page-reads.ts): its parameters, and values that mean the same as none. */
export type QueryReads = { params: readonly string[]; defaults?: Readonly<Record<string, string>> };

/**
 * The query as a page reads it: its parameters only, in one order, values in one spelling, a
 * value that means the same as none left out. One pass over the query as it came (for junk, one
 * parameter no page reads): asking it for each known name instead cost a cache hit with a junk
 * parameter 4 % of its CPU (bench/junk-params.mjs).
 *
 * @example pageQuery(new URLSearchParams("utm_source=x&dag=2025-09-17&fbclid=y"), { params: ["dag"] }) // "dag=2025-09-17"
 */
export function pageQuery(query: URLSearchParams, reads: QueryReads): string {
  const found = new Map<string, Set<string>>();
  for (const [name, value] of query) {
    if (!Object.hasOwn(PAGE_PARAMS, name) || !reads.params.includes(name)) continue;
    const normalised = PAGE_PARAMS[name]?.normalise(value);
    if (normalised === undefined || reads.defaults?.[name] === normalised) continue;
    const values = found.get(name) ?? new Set<string>();
    values.add(normalised);
    found.set(name, values);
  }
  if (found.size === 0) return "";
  const out = new URLSearchParams();
  for (const [name, { repeat, requires }] of Object.entries(PAGE_PARAMS)) {
    if (requires !== undefined && !found.has(requires)) continue;
    const values = [...(found.get(name) ?? [])];
    for (const value of repeat ? values.sort().slice(0, MAX_REPEATS) : values.slice(0, 1)) out.append(name, value);
  }
  return out.toString();
}
