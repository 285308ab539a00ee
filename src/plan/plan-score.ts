import type { PlanScreening } from "./plan-screening";

/**
 * How good a plan is, compared in this order (docs/decisions/023-festival-plan.md):
 * 1. more films marked "må se" placed; 2. more films placed; 3. when the visitor prefers talks,
 * more screenings with a talk after the film (docs/decisions/048; otherwise none are counted);
 * 4. fewer days at the festival; 5. fewer screenings ending after the last bus; 6. earlier: the
 * smaller sum of start times (minutes after the search's base instant).
 */
export type PlanScore = { must: number; placed: number; talks: number; days: number; late: number; minutes: number };

/** The first two rules alone: what the count search proves. */
export function placesMore(a: PlanScore, b: PlanScore): boolean {
  return a.must !== b.must ? a.must > b.must : a.placed > b.placed;
}

/** Whether `a` is strictly better than `b`. */
export function better(a: PlanScore, b: PlanScore): boolean {
  if (a.must !== b.must) return a.must > b.must;
  if (a.placed !== b.placed) return a.placed > b.placed;
  if (a.talks !== b.talks) return a.talks > b.talks;
  if (a.days !== b.days) return a.days < b.days;
  if (a.late !== b.late) return a.late < b.late;
  return a.minutes < b.minutes;
}

const NONE: ReadonlySet<string> = new Set();

/** The minutes a screening adds to the "earlier" tie-break. */
export const startMinutes = (s: PlanScreening, base: number) => Math.max(0, Math.round((s.start - base) / 60_000));

/** The score of a finished plan; `must` holds the film ids marked "må se"; `preferTalks` counts the talks. */
export function scoreOf(chosen: readonly PlanScreening[], base: number, must: ReadonlySet<string> = NONE, preferTalks = false): PlanScore {
  return {
    must: chosen.filter((s) => must.has(s.filmId)).length,
    placed: chosen.length,
    talks: preferTalks ? chosen.filter((s) => s.talk).length : 0,
    days: new Set(chosen.map((s) => s.day)).size,
    late: chosen.filter((s) => s.late).length,
    minutes: chosen.reduce((sum, s) => sum + startMinutes(s, base), 0),
  };
}
