import type { FilmResult } from "../shared/vote-api";

/**
 * The films in award order: those with at least `minVotes` votes, the highest mean die first; a
 * tie goes to the film more people voted for, then by title. Fewer votes than the minimum and a
 * film is not ranked at all: one full row of sixes must not beat a film a whole hall liked.
 *
 * @example rankedFilms(await votes.results(), 10)
 */
export function rankedFilms(results: readonly FilmResult[], minVotes: number): FilmResult[] {
  return results.filter((r) => r.count >= minVotes).sort((a, b) => b.average - a.average || b.count - a.count || a.title.localeCompare(b.title, "nb"));
}
