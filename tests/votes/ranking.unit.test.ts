import { describe, expect, it } from "vitest";
import type { FilmResult } from "../../src/shared/vote-api";
import { rankedFilms } from "../../src/votes/ranking";

const film = (title: string, average: number, count: number): FilmResult => ({
  film: title.toLowerCase(),
  title,
  count,
  average,
  distribution: [0, 0, 0, 0, 0, 0],
});

describe("Publikumsprisen's order", () => {
  it("ranks by mean die, highest first, and leaves out a film with fewer votes than the minimum", () => {
    const results = [film("Kystlinjer", 4.2, 40), film("Måkeøya", 5.1, 30), film("Full pott", 6, 3)];
    expect(rankedFilms(results, 10).map((r) => r.title)).toEqual(["Måkeøya", "Kystlinjer"]);
    expect(rankedFilms(results, 3).map((r) => r.title)).toEqual(["Full pott", "Måkeøya", "Kystlinjer"]);
  });

  it("breaks a tie by the number of votes, then by title in Norwegian order", () => {
    const results = [film("Åsen", 5, 20), film("Zebra", 5, 20), film("Berget", 5, 25), film("Øya", 5, 20)];
    expect(rankedFilms(results, 1).map((r) => r.title)).toEqual(["Berget", "Zebra", "Øya", "Åsen"]);
  });

  it("keeps a film with exactly the minimum", () => {
    expect(rankedFilms([film("Grensa", 3, 10)], 10)).toHaveLength(1);
    expect(rankedFilms([film("Grensa", 3, 9)], 10)).toHaveLength(0);
  });
});
