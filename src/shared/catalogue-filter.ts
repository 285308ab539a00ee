/**
 * Which films a catalogue shows for a filter, and how many each option would give. One rule, run
 * by the server (from the query: src/render/blocks/catalogue-query.ts) and by the catalogue island
 * (from the form and the cards' data attributes), so a link gives the same films with or without
 * JavaScript. Plain TypeScript with no imports: the browser downloads this file.
 * Why these choices: docs/decisions/028-film-catalogue.md.
 */

/** The facets a film has values of, by its facts (one film: several countries, genres …). */
export const LIST_FACETS = ["section", "country", "language", "subtitles", "genre", "length", "age"] as const;
export type ListFacet = (typeof LIST_FACETS)[number];

/** Every facet the form offers: the list facets, and the three its screenings answer. */
export type Facet = ListFacet | "day" | "access" | "talk";

/**
 * Query parameter names, short and Norwegian: a filtered catalogue is a link people share. `dag`,
 * `tilrettelegging` and `samtale` mean what they mean on the programme (src/shared/programme-filter.ts).
 */
export const CATALOGUE_PARAMS = {
  section: "program",
  country: "land",
  language: "sprak",
  subtitles: "tekst",
  genre: "sjanger",
  length: "lengde",
  age: "grense",
  access: "tilrettelegging",
  talk: "samtale",
  day: "dag",
  sort: "sorter",
} as const satisfies Record<Facet | "sort", string>;

/** Facets chosen with a select: one value each. The others are checkboxes: any of several. */
export const SINGLE_FACETS: readonly Facet[] = ["section", "country", "language", "subtitles", "genre", "day"];

/** How the cards are ordered, and the value each order has in the address. */
export const SORT_SLUGS = { title: "tittel", next: "neste" } as const;
export type SortKey = keyof typeof SORT_SLUGS;

/** What the rule needs of one screening of a film. */
export type ScreeningMark = {
  /** Norwegian calendar day, `YYYY-MM-DD`. */
  day: string;
  /** Accessibility marks, as their URL slugs (`tekstet`, `rullestol`). */
  access: readonly string[];
  /** Started already (by the site's clock). */
  past: boolean;
  /** A talk follows the film (src/content/guest.ts). */
  talk: boolean;
};

/** What the rule needs of one film: its option values (URL slugs) per list facet, and its screenings. */
export type FilmFacts = {
  values: Readonly<Record<ListFacet, readonly string[]>>;
  screenings: readonly ScreeningMark[];
};

/** A filter as applied: only values the catalogue has; URL slugs. */
export type CatalogueFilter = {
  /** Per list facet, the chosen values: a film matches with any of them. */
  values: Readonly<Record<ListFacet, readonly string[]>>;
  /** A film matches with a screening that day (started or not). */
  day: string | undefined;
  /** A film matches with one screening still to come (on `day`, when chosen) that has every chosen mark. */
  access: readonly string[];
  /** A film matches with one such screening that has a talk after the film, too. */
  talk: boolean;
};

/** The one value of the talk facet (`samtale=ja`). */
export const TALK_ON = "ja";

export const NO_CATALOGUE_FILTER: CatalogueFilter = {
  values: { section: [], country: [], language: [], subtitles: [], genre: [], length: [], age: [] },
  day: undefined,
  access: [],
  talk: false,
};

/** The facets folded under "Flere filtre" (the form shows country, language and subtitles first). */
export const MORE_FACETS: readonly Facet[] = ["talk", "section", "genre", "day", "length", "age", "access"];

/** The values a filter chooses in a facet of its screenings (a day, marks, the talk's one value). */
function chosenOf(f: CatalogueFilter, facet: "day" | "access" | "talk"): readonly string[] {
  if (facet === "day") return f.day === undefined ? [] : [f.day];
  return facet === "access" ? f.access : f.talk ? [TALK_ON] : [];
}

/** The values the filter chooses in one facet. */
export const chosenIn = (f: CatalogueFilter, facet: Facet): readonly string[] =>
  facet === "day" || facet === "access" || facet === "talk" ? chosenOf(f, facet) : f.values[facet];

/** How many values the filter chooses in the given facets. */
export function chosenCount(f: CatalogueFilter, facets: readonly Facet[]): number {
  return facets.reduce((n, facet) => n + chosenIn(f, facet).length, 0);
}

/** Whether the filter chooses anything at all. */
export function filterInUse(f: CatalogueFilter): boolean {
  return f.day !== undefined || f.access.length > 0 || f.talk || LIST_FACETS.some((facet) => f.values[facet].length > 0);
}

/** Each value the filter chooses, with its facet, in the form's order: what an empty result offers to undo. */
export function chosenValues(f: CatalogueFilter): [Facet, string][] {
  const chosen: [Facet, string][] = LIST_FACETS.flatMap((facet) => f.values[facet].map((value): [Facet, string] => [facet, value]));
  if (f.day !== undefined) chosen.push(["day", f.day]);
  for (const mark of f.access) chosen.push(["access", mark]);
  if (f.talk) chosen.push(["talk", TALK_ON]);
  return chosen;
}

/**
 * The filter without one of its values: the way out of a combination that gives no film, one
 * choice at a time (the catalogue's empty state, with and without JavaScript).
 *
 * @example withoutChoice(filter, "country", "iran") // the same filter, Iran no longer chosen
 */
export function withoutChoice(f: CatalogueFilter, facet: Facet, value: string): CatalogueFilter {
  if (facet === "day") return { ...f, day: f.day === value ? undefined : f.day };
  if (facet === "access") return { ...f, access: f.access.filter((mark) => mark !== value) };
  if (facet === "talk") return { ...f, talk: false };
  return { ...f, values: { ...f.values, [facet]: f.values[facet].filter((v) => v !== value) } };
}

/** The list facets whose choices the film does not meet (none: it passes them all). */
export function failedFacets(film: FilmFacts, f: CatalogueFilter): ListFacet[] {
  const failed: ListFacet[] = [];
  for (const facet of LIST_FACETS) {
    const chosen = f.values[facet];
    if (chosen.length > 0 && !chosen.some((value) => film.values[facet].includes(value))) failed.push(facet);
  }
  return failed;
}

/**
 * The screening conditions: with a day, one screening that day; without, one still to come —
 * each with every chosen mark (and `extra`, when given) and, with `talk`, a talk after the film.
 * With none chosen, every film passes (a film whose screenings are all over stays in the catalogue).
 */
export function screeningsMatch(film: FilmFacts, day: string | undefined, access: readonly string[], talk: boolean, extra?: string): boolean {
  if (day === undefined && access.length === 0 && !talk && extra === undefined) return true;
  return film.screenings.some(
    (s) =>
      (day === undefined ? !s.past : s.day === day) &&
      (!talk || s.talk) &&
      (extra === undefined || s.access.includes(extra)) &&
      access.every((a) => s.access.includes(a)),
  );
}

/** Whether one film matches every chosen facet. */
export function filmMatches(film: FilmFacts, f: CatalogueFilter): boolean {
  return failedFacets(film, f).length === 0 && screeningsMatch(film, f.day, f.access, f.talk);
}

/** Where the films of an order go: by title in the page's language, or by their next screening (none last). */
export type SortFacts = { title: string; next: number | undefined };

/**
 * The films in the order asked: by title with the page's collator (Norwegian: Æ, Ø, Å after Z), or
 * by next screening, films with none last, ties by title.
 */
export function sortFilms<T extends SortFacts>(films: readonly T[], sort: SortKey, collator: Intl.Collator): T[] {
  const byTitle = (a: T, b: T) => collator.compare(a.title, b.title);
  if (sort === "title") return [...films].sort(byTitle);
  const at = (x: T) => x.next ?? Number.POSITIVE_INFINITY;
  return [...films].sort((a, b) => at(a) - at(b) || byTitle(a, b));
}

/**
 * The query string of a filter and order (`?land=norge&tekst=engelsk`), empty without one; the
 * page's own order (`defaultSort`) is not written. The server's links and the island's
 * `history.replaceState` both use it, so the two write the same addresses.
 *
 * @example catalogueSearch({ ...NO_CATALOGUE_FILTER, day: "2025-09-18" }, "next", "title") // "?dag=2025-09-18&sorter=neste"
 */
export function catalogueSearch(f: CatalogueFilter, sort: SortKey, defaultSort: SortKey): string {
  const q = new URLSearchParams();
  const P = CATALOGUE_PARAMS;
  for (const facet of LIST_FACETS) for (const value of [...f.values[facet]].sort()) q.append(P[facet], value);
  for (const mark of [...f.access].sort()) q.append(P.access, mark);
  if (f.talk) q.append(P.talk, TALK_ON);
  if (f.day !== undefined) q.append(P.day, f.day);
  if (sort !== defaultSort) q.append(P.sort, SORT_SLUGS[sort]);
  const s = q.toString();
  return s ? `?${s}` : "";
}

/**
 * An option's text with its count, from the page's template (the dictionary's `optionCount`).
 *
 * @example optionText("{label} ({n})", "Norge", 12) // "Norge (12)"
 */
export function optionText(template: string, label: string, n: number): string {
  return template.replace("{label}", label).replace("{n}", String(n));
}
