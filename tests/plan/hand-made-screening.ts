import type { PlanScreening } from "../../src/plan/plan-screening";

/** An instant in Havvik on a day of September 2025 (Oslo is UTC+2). */
export const at = (hhmm: string, day = 19) => Date.parse(`2025-09-${day}T${hhmm}:00+02:00`);

/** A screening made by hand for the planner's tests, on 19 September 2025 unless `more` says otherwise. */
export function screening(id: string, filmId: string, start: string, minutes: number, place: string, more: Partial<PlanScreening> = {}): PlanScreening {
  const s = at(start);
  return {
    id,
    filmId,
    title: filmId,
    start: s,
    end: s + minutes * 60_000,
    place,
    day: "2025-09-19",
    late: false,
    soldOut: false,
    cancelled: false,
    ageLimit: "A",
    access: [],
    talk: false,
    ...more,
  };
}
