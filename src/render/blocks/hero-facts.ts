import { featureNamed } from "../../content/feature-named";
import type { Production } from "../../content/production";
import type { Dictionary } from "../../i18n/dictionary";

/**
 * The one line of facts under a film's or culture event's title, picked from the production's
 * features by name (editors write them in Norwegian; the English names are accepted too). A film
 * says what a visitor decides on — age limit, length, language and subtitles, genre — and a
 * culture event where, when, for whom and for how much. Features not named here stay in the full
 * facts list further down.
 */
const FILM_FACTS = [
  ["aldersgrense", "age limit"],
  ["lengde", "length", "running time"],
  ["språk", "language"],
  ["undertekster", "tekst", "subtitles"],
  ["sjanger", "genre"],
] as const;

const CULTURE_FACTS = [
  ["sted", "place", "venue"],
  ["dato", "datoer", "date", "dates"],
  ["varighet", "duration"],
  ["aldersgrense", "age limit"],
  ["pris", "price"],
] as const;

/** Subtitles given as none: said nowhere rather than "Tekst: ingen". */
const NO_SUBTITLES = new Set(["ingen", "none", "-"]);

/** The facts of the line, in reading order. */
export function heroFacts(production: Production, t: Dictionary): string[] {
  const wanted = production.object === "movie" ? FILM_FACTS : CULTURE_FACTS;
  const facts: string[] = [];
  for (const names of wanted) {
    const value = featureNamed(production.features, names)?.value.trim();
    if (!value) continue;
    if (names[0] === "undertekster") {
      if (!NO_SUBTITLES.has(value.toLowerCase())) facts.push(t.subtitledIn(value));
    } else facts.push(value);
  }
  return facts;
}
