import type { FilmResult } from "../shared/vote-api";

/** One film's row of the votes' grouped query: how many voted, the sum of their dice, and how many gave each face. */
export type FilmVoteRow = { film: string; title: string; count: number; total: number; d1: number; d2: number; d3: number; d4: number; d5: number; d6: number };

/** What the results page shows of a film: the mean die to two decimals and how many gave each face, ones first. */
export function filmResult(row: FilmVoteRow): FilmResult {
  return {
    film: row.film,
    title: row.title,
    count: row.count,
    average: Math.round((row.total / row.count) * 100) / 100,
    distribution: [row.d1, row.d2, row.d3, row.d4, row.d5, row.d6],
  };
}
