/**
 * Languages as the film facts name them ("Norsk tale", "Nordsamisk, norsk", "Engelsk") turned
 * into the BCP 47 codes schema.org asks for in `inLanguage` and `subtitleLanguage`. Editors write
 * names, not codes; a name not listed here is given as written, which schema.org also accepts
 * (its `Text` form of a language).
 */

/** Norwegian and English names of the languages a Nordic festival's films are in. */
const CODES: Record<string, string> = {
  norsk: "no",
  norwegian: "no",
  bokmål: "nb",
  nynorsk: "nn",
  nordsamisk: "se",
  "northern sami": "se",
  lulesamisk: "smj",
  "lule sami": "smj",
  sørsamisk: "sma",
  "southern sami": "sma",
  samisk: "smi",
  sami: "smi",
  kvensk: "fkv",
  kven: "fkv",
  svensk: "sv",
  swedish: "sv",
  dansk: "da",
  danish: "da",
  finsk: "fi",
  finnish: "fi",
  islandsk: "is",
  icelandic: "is",
  færøysk: "fo",
  faroese: "fo",
  grønlandsk: "kl",
  greenlandic: "kl",
  engelsk: "en",
  english: "en",
  tysk: "de",
  german: "de",
  fransk: "fr",
  french: "fr",
  spansk: "es",
  spanish: "es",
  italiensk: "it",
  italian: "it",
  portugisisk: "pt",
  portuguese: "pt",
  nederlandsk: "nl",
  dutch: "nl",
  polsk: "pl",
  polish: "pl",
  russisk: "ru",
  russian: "ru",
  ukrainsk: "uk",
  ukrainian: "uk",
  arabisk: "ar",
  arabic: "ar",
  persisk: "fa",
  persian: "fa",
  tyrkisk: "tr",
  turkish: "tr",
  hindi: "hi",
  kinesisk: "zh",
  chinese: "zh",
  mandarin: "zh",
  japansk: "ja",
  japanese: "ja",
  koreansk: "ko",
  korean: "ko",
  thai: "th",
  inuktitut: "iu",
};

/** Words that say how the language is used, not which: "norsk tale", "engelsk tekst". */
const HOW = /\s+(tale|tekst|teksting|språk|speech|spoken|dialogue)$/;

/** "Ingen" subtitles, or none written: no language at all. */
const NONE = new Set(["ingen", "none", "-"]);

/**
 * The languages a facts value names, as BCP 47 codes where known, in the order written.
 *
 * @example languageCodes("Nordsamisk, norsk") // ["se", "no"]
 * @example languageCodes("Norsk tale") // ["no"]
 * @example languageCodes("Ingen") // []
 */
export function languageCodes(value: string): string[] {
  const codes: string[] = [];
  for (const part of value.split(/\s*,\s*|\s+(?:og|and)\s+|\s*\/\s*/)) {
    const name = part.trim().toLowerCase().replace(HOW, "");
    if (!name || NONE.has(name)) continue;
    // A name not listed (or a code already: "en", "nb-NO") is given as written.
    const code = CODES[name] ?? part.trim();
    if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}
