import { describe, expect, it } from "vitest";
import { filmResult } from "../../src/votes/film-result";

describe("a film's line on the results page", () => {
  it("shows the mean die to two decimals and how many gave each face, ones first", () => {
    // 3 voters: 6, 6 and 5 → 17 / 3 = 5.666…
    const row = { film: "101", title: "Nordlys", count: 3, total: 17, d1: 0, d2: 0, d3: 0, d4: 0, d5: 1, d6: 2 };
    expect(filmResult(row)).toEqual({ film: "101", title: "Nordlys", count: 3, average: 5.67, distribution: [0, 0, 0, 0, 1, 2] });
  });

  it("rounds a mean half way up, and keeps a whole one whole", () => {
    const faces = { d1: 1, d2: 1, d3: 1, d4: 1, d5: 1, d6: 3 };
    expect(filmResult({ film: "1", title: "A", count: 8, total: 33, ...faces }).average).toBe(4.13); // 4.125
    expect(filmResult({ film: "1", title: "A", count: 7, total: 29, ...faces }).average).toBe(4.14); // 4.1428…
    expect(filmResult({ film: "1", title: "A", count: 2, total: 8, ...faces }).average).toBe(4);
    expect(filmResult({ film: "2", title: "B", count: 6, total: 21, d1: 1, d2: 1, d3: 1, d4: 1, d5: 1, d6: 1 }).distribution).toEqual([1, 1, 1, 1, 1, 1]);
  });
});
