import type { PlanScreening } from "./plan-screening";

/**
 * How good a plan is, compared in this order (docs/decisions/023-festival-plan.md):
 * 1. more films placed; 2. fewer days at the festival; 3. fewer screenings ending after the last
 * bus; 4. earlier: the smaller sum of start times (minutes after the search's base instant).
 */
export type PlanScore = { placed: number; days: number; late: number; minutes: number };

/** Whether `a` is strictly better than `b`. */
export function better(a: PlanScore, b: PlanScore): boolean {
  if (a.placed !== b.placed) return a.placed > b.placed;
  if (a.days !== b.days) return a.days < b.days;
  if (a.late !== b.late) return a.late < b.late;
  return a.minutes < b.minutes;
}

/** The minutes a screening adds to the "earlier" tie-break. */
export const startMinutes = (s: PlanScreening, base: number) => Math.max(0, Math.round((s.start - base) / 60_000));

/** The score of a finished plan. */
export function scoreOf(chosen: readonly PlanScreening[], base: number): PlanScore {
  return {
    placed: chosen.length,
    days: new Set(chosen.map((s) => s.day)).size,
    late: chosen.filter((s) => s.late).length,
    minutes: chosen.reduce((sum, s) => sum + startMinutes(s, base), 0),
  };
}
