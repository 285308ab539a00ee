import { describe, expect, test } from "vitest";
import { languageCodes } from "../../src/render/structured-data/language-codes";

// What a search engine reads in a film's `inLanguage` and `subtitleLanguage`: the BCP 47 code of
// each language the facts name, in Norwegian or English, in the order written.
describe("languageCodes", () => {
  test.each([
    ["Norsk", "no"],
    ["Norwegian", "no"],
    ["Bokmål", "nb"],
    ["Nynorsk", "nn"],
    ["Nordsamisk", "se"],
    ["Northern Sami", "se"],
    ["Lulesamisk", "smj"],
    ["Lule Sami", "smj"],
    ["Sørsamisk", "sma"],
    ["Southern Sami", "sma"],
    ["Samisk", "smi"],
    ["Sami", "smi"],
    ["Kvensk", "fkv"],
    ["Kven", "fkv"],
    ["Svensk", "sv"],
    ["Swedish", "sv"],
    ["Dansk", "da"],
    ["Danish", "da"],
    ["Finsk", "fi"],
    ["Finnish", "fi"],
    ["Islandsk", "is"],
    ["Icelandic", "is"],
    ["Færøysk", "fo"],
    ["Faroese", "fo"],
    ["Grønlandsk", "kl"],
    ["Greenlandic", "kl"],
    ["Engelsk", "en"],
    ["English", "en"],
    ["Tysk", "de"],
    ["German", "de"],
    ["Fransk", "fr"],
    ["French", "fr"],
    ["Spansk", "es"],
    ["Spanish", "es"],
    ["Italiensk", "it"],
    ["Italian", "it"],
    ["Portugisisk", "pt"],
    ["Portuguese", "pt"],
    ["Nederlandsk", "nl"],
    ["Dutch", "nl"],
    ["Polsk", "pl"],
    ["Polish", "pl"],
    ["Russisk", "ru"],
    ["Russian", "ru"],
    ["Ukrainsk", "uk"],
    ["Ukrainian", "uk"],
    ["Arabisk", "ar"],
    ["Arabic", "ar"],
    ["Persisk", "fa"],
    ["Persian", "fa"],
    ["Tyrkisk", "tr"],
    ["Turkish", "tr"],
    ["Hindi", "hi"],
    ["Kinesisk", "zh"],
    ["Chinese", "zh"],
    ["Mandarin", "zh"],
    ["Japansk", "ja"],
    ["Japanese", "ja"],
    ["Koreansk", "ko"],
    ["Korean", "ko"],
    ["Thai", "th"],
    ["Inuktitut", "iu"],
  ])("%s is %s", (name, code) => {
    expect(languageCodes(name)).toEqual([code]);
  });

  test("words that say how a language is used are not a language", () => {
    for (const how of ["tale", "tekst", "teksting", "språk", "speech", "spoken", "dialogue"]) {
      expect(languageCodes(`Norsk ${how}`), how).toEqual(["no"]);
    }
    expect(languageCodes("Engelsk  tekst")).toEqual(["en"]);
    // Only at the end, and only after a space: a name containing the word stays itself.
    expect(languageCodes("Tale norsk")).toEqual(["Tale norsk"]);
    expect(languageCodes("Norsktale")).toEqual(["Norsktale"]);
  });

  test("several languages, however they are joined, each once in the order written", () => {
    expect(languageCodes("Nordsamisk, norsk")).toEqual(["se", "no"]);
    expect(languageCodes("Nordsamisk ,norsk")).toEqual(["se", "no"]);
    expect(languageCodes("Svensk og dansk")).toEqual(["sv", "da"]);
    expect(languageCodes("Swedish and Danish")).toEqual(["sv", "da"]);
    expect(languageCodes("Engelsk / fransk")).toEqual(["en", "fr"]);
    expect(languageCodes("Engelsk/fransk")).toEqual(["en", "fr"]);
    expect(languageCodes("Norsk, norwegian, Norsk tale")).toEqual(["no"]);
    // "og" only as a word of its own: a name holding the letters is not split.
    expect(languageCodes("Mongolsk")).toEqual(["Mongolsk"]);
  });

  test("no subtitles, or nothing written, is no language at all", () => {
    for (const none of ["Ingen", "None", "-", "", "  ", ", ,"]) expect(languageCodes(none), none).toEqual([]);
    expect(languageCodes("Ingen, engelsk")).toEqual(["en"]);
  });

  test("a name not listed, or a code already, is given as written, trimmed", () => {
    expect(languageCodes("  Swahili ")).toEqual(["Swahili"]);
    expect(languageCodes("nb-NO, en")).toEqual(["nb-NO", "en"]);
    expect(languageCodes("Swahili tale")).toEqual(["Swahili tale"]);
  });
});
