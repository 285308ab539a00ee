import type { Locale } from "../../content/locale";
import { type CatalogueFilter, type SortKey, catalogueSearch, sortFilms } from "../../shared/catalogue-filter";
import { type CatalogueCounts, catalogueCounts } from "../../shared/catalogue-counts";
import type { CatalogueData, CatalogueFilm } from "./catalogue-films";
import { collatorFor } from "./catalogue-options";
import { Memo } from "../../shared/memo";

/** What one filter and order make of a catalogue: each option's count and the films in order. */
export type CatalogueView = { counts: CatalogueCounts; films: CatalogueFilm[] };

/**
 * Views kept per catalogue, by locale and the filter and order as the address writes them (one
 * text for both): the filters and orders in use at once (every value names something: catalogue-query.ts).
 */
const views = new Memo<CatalogueData, [locale: Locale, search: string], CatalogueView>(32);

/**
 * The films in each order, per catalogue: the order does not depend on the filter, so a
 * combination of filters no one asked before (rendered, never kept: docs/decisions/040) counts
 * but does not sort again.
 */
const orders = new Memo<CatalogueData, [locale: Locale, sort: SortKey], CatalogueFilm[]>(4);

/**
 * The counts and order of a catalogue for a filter, worked out once per kept catalogue
 * (catalogue-films.ts keeps it while the clock changes nothing in it): counting every option over
 * 90 films and sorting them with the Norwegian collator were a tenth of a catalogue page's CPU
 * (bench:profile), the same for every visitor of the same address.
 */
export function catalogueView(catalogue: CatalogueData, filter: CatalogueFilter, sort: SortKey, locale: Locale): CatalogueView {
  return views.get(catalogue, [locale, catalogueSearch(filter, sort, "title")], () => ({
    counts: catalogueCounts(catalogue.films, filter),
    films: orders.get(catalogue, [locale, sort], () => sortFilms(catalogue.films, sort, collatorFor(locale))),
  }));
}
