import type { Locale } from "../../content/locale";
import { BoundedMap } from "../../shared/bounded-map";
import { type CatalogueCounts, type CatalogueFilter, type SortKey, catalogueCounts, catalogueSearch, sortFilms } from "../../shared/catalogue-filter";
import type { CatalogueData, CatalogueFilm } from "./catalogue-films";
import { collatorFor } from "./catalogue-options";

/** What one filter and order make of a catalogue: each option's count and the films in order. */
export type CatalogueView = { counts: CatalogueCounts; films: CatalogueFilm[] };

/** Views kept per catalogue: the filters and orders in use at once (every value names something: catalogue-query.ts). */
const MAX_VIEWS = 32;
const views = new WeakMap<CatalogueData, BoundedMap<string, CatalogueView>>();

/**
 * The counts and order of a catalogue for a filter, worked out once per kept catalogue
 * (catalogue-films.ts keeps it while the clock changes nothing in it): counting every option over
 * 90 films and sorting them with the Norwegian collator were a tenth of a catalogue page's CPU
 * (bench:profile), the same for every visitor of the same address.
 */
export function catalogueView(catalogue: CatalogueData, filter: CatalogueFilter, sort: SortKey, locale: Locale): CatalogueView {
  let kept = views.get(catalogue);
  if (!kept) {
    kept = new BoundedMap(MAX_VIEWS);
    views.set(catalogue, kept);
  }
  const key = `${locale}${catalogueSearch(filter, sort, "title")}`;
  return kept.remember(key, () => ({ counts: catalogueCounts(catalogue.films, filter), films: sortFilms(catalogue.films, sort, collatorFor(locale)) }));
}
