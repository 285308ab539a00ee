import { featureNamed } from "../../content/feature-named";
import type { Production } from "../../content/production";
import { languageCodes } from "./language-codes";

/**
 * What a film's facts list says of it (director, cast, year, genre, country, languages), as the
 * schema.org Movie properties Google documents. Read from the same features the page shows under
 * "Fakta", so the structured data says what the visitor reads and an editor writes it once.
 * Feature names are matched in Norwegian and English, as hero-facts.ts does.
 */
const NAMES = {
  director: ["regi", "regissør", "director", "directed by"],
  actor: ["skuespillere", "medvirkende", "stemmer", "rolleliste", "cast", "actors", "voices", "starring"],
  year: ["år", "produksjonsår", "year"],
  genre: ["sjanger", "genre"],
  country: ["land", "produksjonsland", "country"],
  language: ["språk", "language"],
  subtitles: ["undertekster", "tekst", "subtitles"],
} as const;

/** "Ingrid Solbakk, Eirik Nyvoll" and "Anna og Ola": one entry each. */
function listed(value: string | undefined): string[] {
  return (value ?? "")
    .split(/\s*,\s*|\s+(?:og|and|&)\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** One value as itself, several as a list, none as nothing (left out of the JSON). */
function oneOrMany<T>(items: T[]): T | T[] | undefined {
  return items.length === 0 ? undefined : items.length === 1 ? items[0] : items;
}

const people = (names: string[]) => oneOrMany(names.map((name) => ({ "@type": "Person", name })));

/**
 * @example filmCredits(kystlinjer) // { director: { "@type": "Person", name: "Ingrid Solbakk" }, dateCreated: "2025", subtitleLanguage: ["no", "en"], … }
 */
export function filmCredits(production: Production): Record<string, unknown> {
  const value = (names: readonly string[]) => featureNamed(production.features, names)?.value.trim();
  // The production year, however it is written ("2025", "2024/2025"): the first four digits.
  const year = /\b(1[89]\d\d|2\d\d\d)\b/.exec(value(NAMES.year) ?? "")?.[1];
  return {
    director: people(listed(value(NAMES.director))),
    actor: people(listed(value(NAMES.actor))),
    dateCreated: year,
    genre: oneOrMany(listed(value(NAMES.genre))),
    countryOfOrigin: oneOrMany(listed(value(NAMES.country)).map((name) => ({ "@type": "Country", name }))),
    inLanguage: oneOrMany(languageCodes(value(NAMES.language) ?? "")),
    subtitleLanguage: oneOrMany(languageCodes(value(NAMES.subtitles) ?? "")),
  };
}
