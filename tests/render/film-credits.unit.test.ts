import { describe, expect, test } from "vitest";
import type { Feature } from "../../src/content/production";
import { endAt, isoDuration, osloDateTime } from "../../src/render/structured-data/date-times";
import { filmCredits } from "../../src/render/structured-data/film-credits";
import { film } from "./fixtures";

// What a search engine reads of a film's facts list: the same words the visitor reads under "Fakta".
const credits = (features: Feature[]) => filmCredits({ ...film, features });

describe("filmCredits", () => {
  test("every fact a Movie has, from Norwegian names", () => {
    expect(
      credits([
        { name: "Regi", value: "Ingrid Solbakk" },
        { name: "Skuespillere", value: "Anna Berg, Ola Lie og Kari Nes" },
        { name: "Produksjonsår", value: "2024/2025" },
        { name: "Sjanger", value: "Drama & Komedie" },
        { name: "Land", value: "Norge, Sverige" },
        { name: "Språk", value: "Nordsamisk, norsk" },
        { name: "Undertekster", value: "Norsk" },
      ]),
    ).toEqual({
      director: { "@type": "Person", name: "Ingrid Solbakk" },
      actor: [
        { "@type": "Person", name: "Anna Berg" },
        { "@type": "Person", name: "Ola Lie" },
        { "@type": "Person", name: "Kari Nes" },
      ],
      dateCreated: "2024",
      genre: ["Drama", "Komedie"],
      countryOfOrigin: [
        { "@type": "Country", name: "Norge" },
        { "@type": "Country", name: "Sverige" },
      ],
      inLanguage: ["se", "no"],
      subtitleLanguage: "no",
    });
  });

  test.each([
    ["regissør", "director"],
    ["director", "director"],
    ["Directed by", "director"],
    ["Medvirkende", "actor"],
    ["Stemmer", "actor"],
    ["Rolleliste", "actor"],
    ["Cast", "actor"],
    ["Actors", "actor"],
    ["Voices", "actor"],
    ["Starring", "actor"],
  ])("a fact named %s gives the %s", (name, key) => {
    expect(credits([{ name, value: "Kari Nordmann" }])[key]).toEqual({ "@type": "Person", name: "Kari Nordmann" });
  });

  test.each([
    ["År", "year"],
    ["Year", "year"],
    ["Genre", "genre"],
    ["Produksjonsland", "country"],
    ["Country", "country"],
    ["Language", "language"],
    ["Tekst", "subtitles"],
    ["Subtitles", "subtitles"],
  ])("a fact named %s is read as the %s", (name, kind) => {
    const c = credits([{ name, value: kind === "year" ? "2023" : "Engelsk" }]);
    const found = { year: c.dateCreated, genre: c.genre, country: c.countryOfOrigin, language: c.inLanguage, subtitles: c.subtitleLanguage }[kind];
    expect(found).toEqual({ year: "2023", genre: "Engelsk", country: { "@type": "Country", name: "Engelsk" }, language: "en", subtitles: "en" }[kind]);
  });

  test("a year only where four digits of a year are written; no facts, nothing said", () => {
    expect(credits([{ name: "År", value: "ca. 1899" }]).dateCreated).toBe("1899");
    expect(credits([{ name: "År", value: "12025" }]).dateCreated).toBeUndefined();
    expect(credits([{ name: "År", value: "1799" }]).dateCreated).toBeUndefined();
    expect(credits([{ name: "År", value: "3000" }]).dateCreated).toBeUndefined();
    const none = credits([]);
    for (const value of Object.values(none)) expect(value).toBeUndefined();
    expect(credits([{ name: "Regi", value: " , " }]).director).toBeUndefined();
    expect(credits([{ name: "Regi", value: "Anna and Ola" }]).director).toHaveLength(2);
    expect(credits([{ name: "Regi", value: "Anna,Ola" }]).director).toEqual([
      { "@type": "Person", name: "Anna" },
      { "@type": "Person", name: "Ola" },
    ]);
  });
});

describe("date-times", () => {
  test("an end at a negative offset, and in UTC", () => {
    expect(endAt("2025-10-10T10:00:00-03:30", 30)).toBe("2025-10-10T10:30:00-03:30");
    expect(endAt("2025-10-10T10:00:00Z", 61)).toBe("2025-10-10T11:01:00+00:00");
    expect(endAt("2025-10-10T10:00:05+05:45", 1)).toBe("2025-10-10T10:01:05+05:45");
  });

  test("a time with seconds keeps them; an instant inside a second is written at that second's offset", () => {
    expect(osloDateTime(Date.UTC(2025, 0, 2, 3, 4, 5, 999))).toBe("2025-01-02T04:04:05+01:00");
    expect(osloDateTime(Date.UTC(2025, 2, 30, 1, 0))).toBe("2025-03-30T03:00:00+02:00");
    expect(osloDateTime(Date.UTC(2025, 2, 30, 0, 59, 59))).toBe("2025-03-30T01:59:59+01:00");
  });

  test("durations with hours, minutes, both or neither", () => {
    expect(isoDuration(0)).toBe("PT0M");
    expect(isoDuration(60)).toBe("PT1H");
    expect(isoDuration(61)).toBe("PT1H1M");
    expect(isoDuration(59)).toBe("PT59M");
  });
});
