import { ageAllows } from "../shared/programme-filter";
import type { PlanScreening } from "./plan-screening";
import type { NoScreeningLeft, UnplacedReason } from "./unplaced-reason";

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
  | { filmId: string; title: string; reason: UnplacedReason; soldOut?: PlanScreening[] };

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
  const steps: [(s: PlanScreening) => boolean, NoScreeningLeft][] = [
    [(s) => !s.cancelled, "cancelled"],
    [(s) => s.start > f.now && s.day >= f.from && (f.to === undefined || s.day <= f.to), "noneLeft"],
    [(s) => (f.age === undefined || ageAllows(s.ageLimit, f.age, f.withAdult)) && f.access.every((a) => s.access.includes(a)), "filter"],
    [(s) => !s.soldOut, "soldOut"],
  ];
  let left = sorted;
  // A film with no screenings at all has none left either.
  if (left.length === 0) return { filmId, title, reason: { kind: "noneLeft" } };
  for (const [keep, kind] of steps) {
    const before = left;
    left = left.filter(keep);
    if (left.length === 0) return kind === "soldOut" ? { filmId, title, reason: { kind }, soldOut: before } : { filmId, title, reason: { kind } };
  }
  return { filmId, title, candidates: left.slice(0, f.perFilm), open: left };
}
