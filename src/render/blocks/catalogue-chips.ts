import { MORE_FACETS, type CatalogueFilter, type SortKey, catalogueSearch, chosenValues, withoutChoice } from "../../shared/catalogue-filter";
import type { CatalogueOptions } from "./catalogue-options";
import type { Chip } from "./ChosenChips";

/**
 * The folded facets' chosen values as chips (ChosenChips.tsx), each a link to the same films
 * without it; the catalogue island writes the same as the form changes (client/islands/catalogue-chosen.ts).
 */
export function catalogueChips(filter: CatalogueFilter, options: CatalogueOptions, path: string, sort: SortKey, defaultSort: SortKey): Chip[] {
  return chosenValues(filter)
    .filter(([facet]) => MORE_FACETS.includes(facet))
    .map(([facet, value]) => ({
      key: `${facet}=${value}`,
      label: options[facet].find((o) => o.slug === value)?.label ?? value,
      href: path + catalogueSearch(withoutChoice(filter, facet, value), sort, defaultSort),
      facet,
      value,
    }));
}
