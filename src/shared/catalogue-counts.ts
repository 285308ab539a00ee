import { type CatalogueFilter, type Facet, type FilmFacts, LIST_FACETS, type ListFacet, TALK_ON, failedFacets, screeningsMatch } from "./catalogue-filter";

/**
 * How many films each option would give with the other facets' choices applied (faceted counts),
 * and `any`: how many films each facet gives with nothing chosen in it (its "Alle" option).
 * For `access`, whose marks must all hold on one screening, an option's count is the films with
 * that mark added to the chosen ones; `talk`'s one option likewise, the talk added.
 */
export type CatalogueCounts = {
  total: number;
  options: Record<Facet, Map<string, number>>;
  any: Record<Facet, number>;
};

const bump = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

/**
 * One pass per film: which list facets it fails, and whether its screenings pass. A film counts
 * for a facet's options when it fails no other facet (option values of one film are distinct).
 *
 * @example catalogueCounts(films, { ...NO_CATALOGUE_FILTER, values: { ...NO_CATALOGUE_FILTER.values, country: ["norge"] } }).options.language.get("norsk")
 */
export function catalogueCounts(films: readonly FilmFacts[], f: CatalogueFilter): CatalogueCounts {
  const options = { day: new Map(), access: new Map(), talk: new Map() } as Record<Facet, Map<string, number>>;
  const any = { day: 0, access: 0, talk: 0 } as Record<Facet, number>;
  for (const facet of LIST_FACETS) {
    options[facet] = new Map();
    any[facet] = 0;
  }
  let total = 0;
  for (const film of films) {
    const failed = failedFacets(film, f);
    if (failed.length > 1) continue;
    const screens = screeningsMatch(film, f.day, f.access, f.talk);
    if (failed.length === 1) {
      const facet = failed[0] as ListFacet;
      if (!screens) continue;
      any[facet]++;
      for (const value of film.values[facet]) bump(options[facet], value);
      continue;
    }
    // The film passes every list facet: it counts for every one of them, for days and for marks.
    if (screens) {
      total++;
      for (const facet of LIST_FACETS) {
        any[facet]++;
        for (const value of film.values[facet]) bump(options[facet], value);
      }
    }
    if (screeningsMatch(film, undefined, f.access, f.talk)) any.day++;
    const days: string[] = [];
    const marks: string[] = [];
    for (const s of film.screenings) {
      if (!days.includes(s.day) && (!f.talk || s.talk) && f.access.every((a) => s.access.includes(a))) days.push(s.day);
      for (const mark of s.access) if (!marks.includes(mark)) marks.push(mark);
    }
    for (const day of days) bump(options.day, day);
    for (const mark of marks) if (screeningsMatch(film, f.day, f.access, f.talk, mark)) bump(options.access, mark);
    if (screeningsMatch(film, f.day, f.access, true)) bump(options.talk, TALK_ON);
  }
  any.access = total;
  any.talk = total;
  return { total, options, any };
}
