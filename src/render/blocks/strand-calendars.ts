import type { CatalogueData } from "./catalogue-films";

/** The strands (sections) whose films have screenings: each has a calendar to subscribe to (docs/decisions/047). */
export function strandCalendars(catalogue: CatalogueData): { slug: string; label: string }[] {
  const strands = new Map<string, string>();
  for (const film of catalogue.films) {
    if (film.screenings.length === 0) continue;
    for (const slug of film.values.section) strands.set(slug, catalogue.names.section.get(slug) ?? slug);
  }
  return [...strands].map(([slug, label]) => ({ slug, label }));
}

/** The one strand a filter chooses, if it chooses exactly one. */
export const chosenStrand = (filter: { values: { section: readonly string[] } }) => (filter.values.section.length === 1 ? filter.values.section[0] : undefined);
