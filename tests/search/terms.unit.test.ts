import { describe, expect, it } from "vitest";
import { fold } from "../../src/search/fold";
import { segments } from "../../src/search/highlight";
import { stem } from "../../src/search/norwegian-stemmer";
import { parseQuery } from "../../src/search/query";
import { processTerm } from "../../src/search/terms";

describe("search terms", () => {
  it("fold æ/ø/å and their ASCII spellings to one form", () => {
    for (const word of ["måkeøya", "maakeoeya", "makeoya", "makeøya", "maakeøya"]) expect(fold(word)).toBe("makeoya");
    expect(fold("ærfugl")).toBe(fold("aerfugl"));
    expect(fold("café")).toBe("cafe");
  });

  it("stem Norwegian endings (Snowball)", () => {
    expect(stem("festivalene")).toBe("festival");
    expect(stem("festivalen")).toBe("festival");
    expect(stem("billettene")).toBe("billett");
    expect(stem("billetter")).toBe("billett");
    expect(stem("filmens")).toBe("film");
    expect(stem("kinoer")).toBe("kino");
  });

  it("make one term of every spelling and form, and drop stop words", () => {
    expect(processTerm("Måkeøya")).toBe(processTerm("MAAKEOEYA"));
    expect(processTerm("Festivalene")).toBe("festival");
    expect(processTerm("på")).toBeNull();
    expect(processTerm("x".repeat(41))).toBeNull();
  });

  it("mark matched words however they are spelled, keeping the rest as text", () => {
    expect(segments("Til Måkeøya i mai.", new Set(["makeoy"]))).toEqual([{ text: "Til " }, { text: "Måkeøya", mark: true }, { text: " i mai." }]);
  });

  it("trim, fold white space and cut a query to 100 characters", () => {
    expect(parseQuery(undefined)).toBe("");
    expect(parseQuery("  kino \n\t havvik  ")).toBe("kino havvik");
    expect(Array.from(parseQuery("🎬".repeat(500)))).toHaveLength(100);
  });
});
