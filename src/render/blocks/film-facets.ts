import type { FestivalEvent } from "../../content/event";
import { featureNamed } from "../../content/feature-named";
import { filmMinutes } from "../../content/guest";
import type { Production } from "../../content/production";
import type { ListFacet } from "../../shared/catalogue-filter";
import { optionSlug } from "./option-slug";

/**
 * A film's values for each catalogue facet, read from its production's features (the content
 * contract: `Seksjon`, `Land`, `Språk`, `Undertekster`, `Sjanger`, `Lengde`, `Aldersgrense`,
 * `Versjon`; the English names are accepted too), with the screenings standing in where an older
 * film lacks a fact: its length, age limit and, for BUFF and the cinema, its section.
 */

/** One option value: its slug in the address and the content's own (Norwegian) name. */
export type FacetValue = { slug: string; name: string };

export type FilmFacetValues = {
  values: Record<ListFacet, FacetValue[]>;
  /** Running time in minutes, when known. */
  minutes: number | undefined;
  /** The age limit ("A", "6", …), when known. */
  age: string | undefined;
};

const NAMES = {
  section: ["seksjon", "programseksjon", "section", "strand"],
  country: ["land", "country", "countries"],
  language: ["språk", "sprak", "language", "languages"],
  subtitles: ["undertekster", "tekst", "subtitles"],
  genre: ["sjanger", "genre", "genres"],
  length: ["lengde", "length", "running time", "varighet"],
  age: ["aldersgrense", "age limit"],
  version: ["versjon", "version"],
} as const;

/** The Norwegian-dubbed version of a children's film ("Versjon: Norsk tale", or the title says so). */
export const DUBBED = { slug: "norsk-tale", name: "Norsk tale" } as const;

/** The subtitle values the contract names, in the order the form lists them. */
export const SUBTITLE_ORDER = ["norsk", "engelsk", "ingen", DUBBED.slug] as const;

/**
 * Length groups, shortest first: each film is in exactly one, by its running time alone. A short
 * film is at most 40 minutes; a programme of short films that runs 88 minutes is an 88-minute
 * evening, found where other 88-minute films are (its section finds it as short films).
 */
export const LENGTH_ORDER = ["kort", "under-90", "90-120", "over-120"] as const;
const SHORT_MAX = 40;

const NONE = new Set(["ingen", "none", "-", "nei", "no"]);
/** Words that say how a language is used, not which: "norsk tale", "engelsk tekst". */
const HOW = /\s+(tale|tekst|teksting|speech|spoken|dialogue|subtitles)$/;

const capitalised = (s: string) => s.charAt(0).toLocaleUpperCase("nb-NO") + s.slice(1);

/** "Norge, Danmark" / "Animasjon og familie" / "Drama/komedie" → the parts, each capitalised. */
function listOf(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(/\s*[,/;]\s*|\s+(?:og|and|&)\s+/)
    .map((part) => part.trim())
    .filter((part) => part !== "" && !NONE.has(part.toLowerCase()))
    .map(capitalised);
}

function unique(values: FacetValue[]): FacetValue[] {
  const seen = new Set<string>();
  return values.filter((v) => v.slug !== "" && !seen.has(v.slug) && seen.add(v.slug));
}

const named = (names: string[]): FacetValue[] => unique(names.map((name) => ({ slug: optionSlug(name), name })));

/**
 * Minutes from "1 t 42 min", "1 h 42 m", "1:42", "102 min" or "102"; undefined when it says none.
 *
 * @example runningMinutes("1 t 42 min") // 102
 */
export function runningMinutes(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const text = value.toLowerCase();
  const clock = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const hours = /(\d+)\s*(?:t|h|time|timer|hr|hrs|hour|hours)\b/.exec(text);
  const minutes = /(\d+)\s*(?:min|m|minutter|minutes)\b/.exec(text);
  if (hours || minutes) return Number(hours?.[1] ?? 0) * 60 + Number(minutes?.[1] ?? 0) || undefined;
  const bare = /^\s*(\d{1,3})\s*$/.exec(text);
  return bare ? Number(bare[1]) : undefined;
}

/** "12 år" → "12", "Tillatt for alle" → "A"; undefined when it says neither. */
export function ageOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (/tillatt|alle|all ages|^\s*a\s*$/i.test(value)) return "A";
  const years = /(\d{1,2})/.exec(value)?.[1];
  return years === undefined ? undefined : String(Number(years));
}

/** An age limit's value in the address: `alle` for A, else the years. */
export const ageSlug = (age: string) => (age === "A" ? "alle" : age);

/** The one length group of a running time (LENGTH_ORDER); none when the length is unknown. */
function lengthGroups(minutes: number | undefined): string[] {
  if (minutes === undefined) return [];
  return [minutes <= SHORT_MAX ? "kort" : minutes < 90 ? "under-90" : minutes <= 120 ? "90-120" : "over-120"];
}

/** The section a film without `Seksjon` is in, from its screenings: the BUFF and cinema programmes have one. */
const SECTION_OF_SCREENINGS: Partial<Record<FestivalEvent["section"], string>> = { buff: "BUFF", cinema: "Kino" };

function subtitlesOf(value: string | undefined): FacetValue[] {
  if (!value) return [];
  const parts = value.split(/\s*[,/;]\s*|\s+(?:og|and)\s+/).map((p) => p.trim().toLowerCase().replace(HOW, ""));
  return unique(parts.filter(Boolean).map((p) => (NONE.has(p) ? { slug: "ingen", name: "Ingen" } : { slug: optionSlug(p), name: capitalised(p) })));
}

/** The facet values of one film; `events` are its screenings (for the facts its features lack). */
export function filmFacetValues(p: Production, events: readonly FestivalEvent[]): FilmFacetValues {
  const feature = (names: readonly string[]) => featureNamed(p.features, names)?.value.trim() || undefined;
  const dubbed = /norsk tale/i.test(feature(NAMES.version) ?? "") || /\(norsk tale\)\s*$/i.test(p.title);
  const sectionName = feature(NAMES.section);
  const sections = sectionName ? [capitalised(sectionName)] : [...new Set(events.flatMap((e) => SECTION_OF_SCREENINGS[e.section] ?? []))];
  const section = named(sections);
  const minutes = runningMinutes(feature(NAMES.length)) ?? (events.length > 0 ? Math.min(...events.map(filmMinutes)) : undefined);
  const age = ageOf(feature(NAMES.age)) ?? events[0]?.ageLimit;
  // A dubbed version is heard in Norwegian, whatever the original: that is the language it is found by.
  const languages = dubbed ? ["Norsk"] : listOf(feature(NAMES.language)?.replace(/\s+(tale|speech)\b/gi, ""));
  const subtitles = [...subtitlesOf(feature(NAMES.subtitles)), ...(dubbed ? [DUBBED] : [])];
  return {
    values: {
      section,
      country: named(listOf(feature(NAMES.country))),
      language: named(languages),
      subtitles: unique(subtitles),
      genre: named(listOf(feature(NAMES.genre))),
      length: lengthGroups(minutes).map((slug) => ({ slug, name: slug })),
      age: age === undefined ? [] : [{ slug: ageSlug(age), name: age }],
    },
    minutes,
    age,
  };
}
