import { MORE_FACETS, type CatalogueFilter, type Facet, type SortKey, catalogueSearch, chosenValues, withoutChoice } from "./catalogue-filter";

/** A folded facet's chosen value as a chip: what it reads and the same films without it. */
export type CatalogueChip = { key: string; facet: Facet; value: string; label: string; href: string };

/**
 * The folded facets' chosen values as chips, each a link to the same films without it: the
 * server's (CatalogueForm.tsx) and the catalogue island's (client/islands/catalogue-chosen.ts)
 * are the same list. `label` names a value as the form does.
 */
export function catalogueChips(
  filter: CatalogueFilter,
  page: { path: string; sort: SortKey; defaultSort: SortKey },
  label: (facet: Facet, value: string) => string,
): CatalogueChip[] {
  return chosenValues(filter)
    .filter(([facet]) => MORE_FACETS.includes(facet))
    .map(([facet, value]) => ({
      key: `${facet}=${value}`,
      facet,
      value,
      label: label(facet, value),
      href: page.path + catalogueSearch(withoutChoice(filter, facet, value), page.sort, page.defaultSort),
    }));
}
