import { describe, expect, it } from "vitest";
import { ageOf, filmFacetValues, runningMinutes } from "../../src/render/blocks/film-facets";
import { optionSlug } from "../../src/render/blocks/option-slug";
import { film, screening } from "./fixtures";

/** A film's catalogue facts as editors write them (the content contract), and as older films lack them. */

const withFeatures = (features: Record<string, string>, title = film.title) => ({
  ...film,
  title,
  features: Object.entries(features).map(([name, value]) => ({ name, value })),
});
const slugs = (features: Record<string, string>, title?: string) => {
  const { values } = filmFacetValues(withFeatures(features, title), [
    screening("s", "2025-09-18T18:00:00+02:00", { durationMinutes: 97, ageLimit: "9", section: "cinema" }),
  ]);
  return Object.fromEntries(Object.entries(values).map(([facet, list]) => [facet, list.map((v) => v.slug)]));
};

describe("a film's facts for the catalogue", () => {
  it("reads running times as editors write them", () => {
    expect(runningMinutes("1 t 42 min")).toBe(102);
    expect(runningMinutes("14 min")).toBe(14);
    expect(runningMinutes("2 t")).toBe(120);
    expect(runningMinutes("1:35")).toBe(95);
    expect(runningMinutes("88")).toBe(88);
    expect(runningMinutes("lang")).toBeUndefined();
  });

  it("reads age limits", () => {
    expect(ageOf("12 år")).toBe("12");
    expect(ageOf("Tillatt for alle")).toBe("A");
    expect(ageOf("ukjent")).toBeUndefined();
  });

  it("splits lists, names the options by slugs that spell out æ, ø and å", () => {
    expect(optionSlug("Sør-Korea")).toBe("sor-korea");
    expect(optionSlug("Retrospektiv: Anja Breien")).toBe("retrospektiv-anja-breien");
    expect(optionSlug("Færøyene")).toBe("faeroyene");
    expect(
      slugs({
        Land: "Norge, Sør-Korea og Frankrike",
        Sjanger: "Animasjon/familie",
        Språk: "Nordsamisk, norsk",
        Undertekster: "Norsk, engelsk",
        Seksjon: "Nordlige stemmer",
        Lengde: "1 t 42 min",
        Aldersgrense: "12 år",
      }),
    ).toEqual({
      section: ["nordlige-stemmer"],
      country: ["norge", "sor-korea", "frankrike"],
      language: ["nordsamisk", "norsk"],
      subtitles: ["norsk", "engelsk"],
      genre: ["animasjon", "familie"],
      length: ["90-120"],
      age: ["12"],
    });
  });

  it("knows a Norwegian-dubbed version by its `Versjon` or its title, and finds it by Norwegian", () => {
    expect(slugs({ Språk: "Svensk", Undertekster: "Ingen", Versjon: "Norsk tale" })).toMatchObject({ language: ["norsk"], subtitles: ["ingen", "norsk-tale"] });
    expect(slugs({ Språk: "Svensk" }, "Pelle (norsk tale)")).toMatchObject({ language: ["norsk"], subtitles: ["norsk-tale"] });
    // "Norsk tale" as the language of a Norwegian film is Norwegian, not a dubbed version.
    expect(slugs({ Språk: "Norsk tale", Undertekster: "Ingen" })).toMatchObject({ language: ["norsk"], subtitles: ["ingen"] });
  });

  it("takes length, age limit and section from the screenings when an older film lacks them; each film in one length group", () => {
    expect(slugs({})).toEqual({ section: ["kino"], country: [], language: [], subtitles: [], genre: [], length: ["90-120"], age: ["9"] });
    // A programme of short films is found by its length like any film, and by its section as short films.
    expect(slugs({ Seksjon: "Kortfilm", Lengde: "85 min" }).length).toEqual(["under-90"]);
    expect(slugs({ Lengde: "38 min" }).length).toEqual(["kort"]);
    expect(slugs({ Lengde: "2 t 10 min" }).length).toEqual(["over-120"]);
  });

  it("puts every length in exactly one group, at each edge: 40 is short, 41 and 89 under 90, 90 and 120 from 90 to 120, 121 over", () => {
    const group = (minutes: number) => slugs({ Lengde: `${minutes} min` }).length;
    expect([40, 41, 89, 90, 120, 121].map(group)).toEqual([["kort"], ["under-90"], ["under-90"], ["90-120"], ["90-120"], ["over-120"]]);
    expect(group(1)).toEqual(["kort"]);
  });
});
