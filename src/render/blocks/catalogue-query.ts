import * as v from "valibot";
import {
  CATALOGUE_PARAMS as P,
  LIST_FACETS,
  NO_CATALOGUE_FILTER,
  SINGLE_FACETS,
  SORT_SLUGS,
  TALK_ON,
  type CatalogueFilter,
  type Facet,
  type ListFacet,
  type SortKey,
} from "../../shared/catalogue-filter";
import { Memo } from "../../shared/memo";
import type { CatalogueData } from "./catalogue-films";
import type { QueryOffers } from "./query-offers";

/** A filter and order as the query asks for them, and whether the query names something the catalogue does not have. */
export type CatalogueQuery = { filter: CatalogueFilter; sort: SortKey; namesNothing: boolean };

const knownOf = new Memo<CatalogueData, [], Record<Facet, string[]>>(1);

/** The values a facet has in this catalogue: every film's, whatever the other choices or the clock. Worked out once per catalogue. */
function known(data: CatalogueData): Record<Facet, string[]> {
  return knownOf.get(data, [], facetValuesOf);
}

function facetValuesOf(data: CatalogueData): Record<Facet, string[]> {
  const marks = new Set(data.films.flatMap((f) => f.screenings.flatMap((s) => s.access)));
  const lists = Object.fromEntries(LIST_FACETS.map((f) => [f, [...data.names[f].keys()]])) as Record<ListFacet, string[]>;
  // `samtale=ja` names something only where some film has a screening with a talk (docs/decisions/048).
  const talks = data.films.some((f) => f.screenings.some((s) => s.talk));
  return { ...lists, day: [...data.days.keys()], access: [...marks], talk: talks ? [TALK_ON] : [] };
}

const sortSchema = v.pipe(
  v.picklist(Object.values(SORT_SLUGS)),
  v.transform((slug) => (Object.keys(SORT_SLUGS) as SortKey[]).find((key) => SORT_SLUGS[key] === slug) ?? "title"),
);

/**
 * The catalogue filter a query asks for. Only-what-exists (docs/decisions/019, 028): a value that
 * names no option of this catalogue — a country no film is from, a day without screenings, a
 * misspelt genre — makes `namesNothing` true, and the page answers 404 instead of a render that
 * would be kept. Empty values (a GET form's "Alle …") choose nothing. A select's facet takes its
 * first value; the checkboxes' facets every value.
 *
 * @example parseCatalogueQuery({ land: ["norge"], tekst: ["engelsk"] }, data, "title").filter.values.country // ["norge"]
 */
export function parseCatalogueQuery(queries: Record<string, string[]>, data: CatalogueData, defaultSort: SortKey): CatalogueQuery {
  const offered = known(data);
  let namesNothing = false;
  const chosen = (facet: Facet): string[] => {
    const given = (queries[P[facet]] ?? []).filter((value) => value !== "");
    if (given.length === 0) return [];
    const schema = v.picklist(offered[facet]);
    const found: string[] = [];
    for (const value of given) {
      if (v.is(schema, value)) {
        if (!found.includes(value)) found.push(value);
      } else namesNothing = true;
    }
    return SINGLE_FACETS.includes(facet) ? found.slice(0, 1) : found;
  };
  const values = Object.fromEntries(LIST_FACETS.map((f) => [f, chosen(f)])) as Record<ListFacet, string[]>;
  const filter: CatalogueFilter = { ...NO_CATALOGUE_FILTER, values, day: chosen("day")[0], access: chosen("access"), talk: chosen("talk").includes(TALK_ON) };
  let sort = defaultSort;
  const askedSort = (queries[P.sort] ?? []).find((value) => value !== "");
  if (askedSort !== undefined) {
    const parsed = v.safeParse(sortSchema, askedSort);
    if (parsed.success) sort = parsed.output;
    else namesNothing = true;
  }
  return { filter, sort, namesNothing };
}

/**
 * Every value of a facet's parameter that names an option of this catalogue (query-offers.ts): the
 * values parseCatalogueQuery accepts, any other makes its `namesNothing` true; and both orders.
 *
 * @example catalogueOffers(data).land.has("atlantis") // false
 */
export function catalogueOffers(data: CatalogueData): QueryOffers {
  const offered = known(data);
  const facets = (Object.keys(offered) as Facet[]).map((facet) => [P[facet], new Set(offered[facet])]);
  return Object.fromEntries([...facets, [P.sort, new Set(Object.values(SORT_SLUGS))]]);
}
