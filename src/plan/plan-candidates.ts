import { ageAllows } from "../shared/programme-filter";
import type { PlanScreening } from "./plan-screening";
import { UNPLACED } from "./unplaced-reason";

/** What the visitor asked of the plan, as the planner takes it (days are Oslo calendar days). */
export type PlanFilter = {
  now: number;
  /** First and last day, inclusive; `from` defaults to the day of `now`, `to` to no end. */
  from: string;
  to?: string | undefined;
  age?: number | undefined;
  withAdult: boolean;
  access: readonly string[];
  /** Each film's first this-many screenings that pass everything are the search's candidates. */
  perFilm: number;
};

/** One film's screenings after the visitor's filter: the search's candidates, or why there are none. */
export type FilmCandidates =
  | { filmId: string; title: string; candidates: PlanScreening[]; open: PlanScreening[] }
  | { filmId: string; title: string; reason: string; soldOut?: PlanScreening[] };

/** Started already, or gone: nothing to buy a ticket for. */
export const bookable = (s: PlanScreening, now: number) => !s.cancelled && !s.soldOut && s.start > now;

/**
 * A film's candidates, narrowed in the order a visitor would ask "why not?": cancelled, then
 * over or outside the days asked for, then not for this child or these needs, then sold out. The
 * reason names the last step that left nothing. `open` is every screening that passes (the swaps
 * Min side offers); `candidates` the first `perFilm` of them, which bound the search's work. A film
 * left out as sold out keeps the sold-out screenings that passed the rest (`soldOut`, soonest first):
 * Min side offers "Si fra om det blir ledig" for them (docs/decisions/045).
 */
export function filmCandidates(filmId: string, title: string, screenings: readonly PlanScreening[], f: PlanFilter): FilmCandidates {
  const sorted = [...screenings].sort((a, b) => a.start - b.start);
  const steps: [(s: PlanScreening) => boolean, string][] = [
    [(s) => !s.cancelled, UNPLACED.cancelled],
    [(s) => s.start > f.now && s.day >= f.from && (f.to === undefined || s.day <= f.to), UNPLACED.noneLeft],
    [(s) => (f.age === undefined || ageAllows(s.ageLimit, f.age, f.withAdult)) && f.access.every((a) => s.access.includes(a)), UNPLACED.filter],
    [(s) => !s.soldOut, UNPLACED.soldOut],
  ];
  let left = sorted;
  // A film with no screenings at all has none left either.
  if (left.length === 0) return { filmId, title, reason: UNPLACED.noneLeft };
  for (const [keep, reason] of steps) {
    const before = left;
    left = left.filter(keep);
    if (left.length === 0) return reason === UNPLACED.soldOut ? { filmId, title, reason, soldOut: before } : { filmId, title, reason };
  }
  return { filmId, title, candidates: left.slice(0, f.perFilm), open: left };
}
