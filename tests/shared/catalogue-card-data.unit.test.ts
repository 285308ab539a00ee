import { describe, expect, it } from "vitest";
import { type CardData, cardDataAttributes, readCardData } from "../../src/shared/catalogue-card-data";

/** A card's attributes as the browser's `dataset` gives them back: names without `data-`. */
const datasetOf = (attrs: Record<string, string>) => Object.fromEntries(Object.entries(attrs).map(([name, value]) => [name.replace(/^data-/, ""), value]));

const EMPTY_VALUES: CardData["values"] = { section: [], country: [], language: [], subtitles: [], genre: [], length: [], age: [] };

describe("the catalogue card's data, written by the server and read by the island", () => {
  it("reads back what it wrote: facets, screenings with their marks, talk and start, the next screening", () => {
    const card: CardData = {
      values: { ...EMPTY_VALUES, section: ["buff"], country: ["norge", "sverige"], length: ["90-120"] },
      screenings: [
        { day: "2025-09-16", access: [], past: true, talk: false },
        { day: "2025-09-18", access: ["tekstet", "rullestol"], past: false, talk: false },
        { day: "2025-09-19", access: ["rullestol"], past: false, talk: true },
        { day: "2025-09-20", access: [], past: true, talk: true },
      ],
      next: 1_758_207_600_000,
    };
    const attrs = cardDataAttributes(card);
    expect(attrs["data-s"]).toBe("-2025-09-16 2025-09-18+tekstet+rullestol 2025-09-19+rullestol+samtale -2025-09-20+samtale");
    expect(readCardData(datasetOf(attrs))).toEqual(card);
  });

  it("reads a film with no screenings, no next and no facet values as that", () => {
    const card: CardData = { values: EMPTY_VALUES, screenings: [], next: undefined };
    const attrs = cardDataAttributes(card);
    expect(Object.keys(attrs)).toEqual(["data-s"]);
    expect(readCardData(datasetOf(attrs))).toEqual(card);
  });
});
