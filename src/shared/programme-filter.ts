/**
 * Which screenings a programme shows for a filter. One rule, run by the server (from the query,
 * parsed with valibot in src/render/blocks/programme-query.ts) and by the programme-filter island
 * (the addresses it loads, and offline the rows it has), so a link gives the same list with or
 * without JavaScript. Plain TypeScript with no imports: the browser downloads this file.
 */

/** Norwegian age limits (Medietilsynet), youngest first; A is for all ages. */
export const AGE_LIMITS = ["A", "6", "9", "12", "15", "18"] as const;

/** The child ages the form offers: a child is 0–17; an adult needs no age filter. */
export const MAX_CHILD_AGE = 17;

/**
 * With an adult, a child may see a film rated up to three years above its age — never one rated
 * 18 (the film law's "følgeregel").
 */
export const WITH_ADULT_YEARS = 3;

/** Query parameter names, Norwegian: a filtered programme is a link people share. */
export const PROGRAMME_PARAMS = {
  day: "dag",
  from: "fra",
  place: "sted",
  section: "seksjon",
  age: "alder",
  withAdult: "voksen",
  access: "tilrettelegging",
  /** The film's subtitles, as the catalogue spells them (`tekst=engelsk`): the one filter an English visitor needs. */
  subtitles: "tekst",
  /** Only screenings with a talk after the film (`samtale=ja`), as the catalogue spells it. */
  talk: "samtale",
} as const;

/** The value of an on/off parameter that is on (`voksen=ja`). */
export const YES = "ja";

/** A section's value in the URL. The markup keeps the content's ids (`data-section="cinema"`). */
export const SECTION_SLUGS = { festival: "festival", buff: "buff", cinema: "kino", culture: "kultur" } as const;

/** An accessibility mark's value in the URL. */
export const ACCESS_SLUGS = {
  captioned: "tekstet",
  "audio-description": "synstolket",
  relaxed: "avslappet",
  wheelchair: "rullestol",
} as const;

/** What the rule needs to know of one screening (the server has it; the browser reads `data-*`). */
export type ScreeningFacts = {
  /** Norwegian calendar day, `YYYY-MM-DD`. */
  day: string;
  /** The page's place key: the venue, or the sal when every screening is in one venue. */
  place: string;
  section: string;
  ageLimit: string;
  access: readonly string[];
  /** The film's subtitles, as slugs (`norsk`, `engelsk`, `ingen`, `norsk-tale`). */
  subtitles: readonly string[];
  /** A talk follows the film (src/content/guest.ts). */
  talk?: boolean;
};

/** A filter as applied: only values the page offers; ids, not URL slugs. */
export type ProgrammeFilter = {
  /** One day (`dag`): that day's screenings and its timetable. */
  day?: string | undefined;
  /** Days from this one on (`fra`), as many as the page shows at once; without it and without a day, from now. */
  from?: string | undefined;
  place?: string | undefined;
  section?: string | undefined;
  /** The child's age, 0–17. */
  age?: number | undefined;
  /** With an adult: counts only beside an age. */
  withAdult: boolean;
  /** Marks every shown screening must have (a visitor may need captions and a wheelchair space). */
  access: readonly string[];
  /** Subtitles the film must have (`engelsk`). */
  subtitles?: string | undefined;
  /** Only screenings with a talk after the film. */
  talk?: boolean;
};

export const NO_FILTER: ProgrammeFilter = { withAdult: false, access: [] };

const years = (limit: string): number => (limit === "A" ? 0 : Number(limit));

/**
 * Whether a child of `age` may see a film with this age limit.
 *
 * @example ageAllows("9", 7, false) // false
 * @example ageAllows("9", 7, true)  // true: 9 is within three years of 7
 * @example ageAllows("18", 15, true) // false: never 18
 */
export function ageAllows(limit: string, age: number, withAdult: boolean): boolean {
  const limitYears = years(limit);
  if (limitYears <= age) return true;
  return withAdult && limit !== "18" && limitYears <= age + WITH_ADULT_YEARS;
}

/** Whether one screening matches the filter's place, section, age, subtitles, talk and accessibility (not its days). */
export function matchesChoices(s: ScreeningFacts, f: ProgrammeFilter): boolean {
  if (f.place !== undefined && s.place !== f.place) return false;
  if (f.section !== undefined && s.section !== f.section) return false;
  if (f.age !== undefined && !ageAllows(s.ageLimit, f.age, f.withAdult)) return false;
  if (f.subtitles !== undefined && !s.subtitles.includes(f.subtitles)) return false;
  if (f.talk === true && s.talk !== true) return false;
  return f.access.every((a) => s.access.includes(a));
}

/**
 * Whether the filter narrows the screenings to some of them by place, section, age or access (not
 * by day): what the visitor could go to. Overlaps among those are a choice worth marking; on a
 * whole festival day of several rooms nearly everything overlaps something, and the timetable's
 * columns already show what runs at once.
 */
export const narrowsChoices = (f: ProgrammeFilter): boolean =>
  f.place !== undefined || f.section !== undefined || f.age !== undefined || f.subtitles !== undefined || f.talk === true || f.access.length > 0;

/** Whether one screening matches the whole filter: its day (or from which day) and its choices. */
export function matchesFilter(s: ScreeningFacts, f: ProgrammeFilter): boolean {
  if (f.day !== undefined && s.day !== f.day) return false;
  if (f.from !== undefined && s.day < f.from) return false;
  return matchesChoices(s, f);
}

const slugOf = <K extends string>(map: Record<K, string>, id: string): string => map[id as K] ?? id;

/**
 * The query string of a filter (`?dag=2025-09-18&alder=7&voksen=ja`), empty without one, in the
 * one spelling the server reads (src/render/blocks/page-params.ts). The server's links and the
 * island's addresses both come from here, so the two write the same URLs (and reach the same
 * cached page). "With an adult" is written only beside an age: alone it filters nothing.
 *
 * @example programmeSearch({ ...NO_FILTER, age: 7, withAdult: true }) // "?alder=7&voksen=ja"
 */
export function programmeSearch(f: ProgrammeFilter): string {
  const q = new URLSearchParams();
  const P = PROGRAMME_PARAMS;
  if (f.day !== undefined) q.append(P.day, f.day);
  if (f.from !== undefined) q.append(P.from, f.from);
  if (f.place !== undefined) q.append(P.place, f.place);
  if (f.section !== undefined) q.append(P.section, slugOf(SECTION_SLUGS, f.section));
  if (f.age !== undefined) q.append(P.age, String(f.age));
  if (f.age !== undefined && f.withAdult) q.append(P.withAdult, YES);
  for (const a of f.access) q.append(P.access, slugOf(ACCESS_SLUGS, a));
  if (f.subtitles !== undefined) q.append(P.subtitles, f.subtitles);
  if (f.talk === true) q.append(P.talk, YES);
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** A count phrase in the page's language: `{ one: "Viser 1 visning", other: "Viser {n} visninger" }`. */
export type CountText = { one: string; other: string };

/** @example countText({ one: "1 visning", other: "{n} visninger" }, 3) // "3 visninger" */
export function countText(t: CountText, n: number): string {
  return n === 1 ? t.one : t.other.replace("{n}", String(n));
}
