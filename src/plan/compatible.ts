import type { PlanScreening } from "./plan-screening";
import type { WalkingTime } from "./walking-minutes";

/**
 * Whether one visitor can see both screenings: one ends, the visitor walks to the other's place,
 * and is there before it starts. Touching is fine (a film ending 18:00 and the walk taking 7
 * minutes fits one starting 18:07).
 *
 * @example compatible(kino1600to1756, kulturhuset1800, walking) // false: 7 minutes' walk, 4 to spare
 */
export function compatible(a: PlanScreening, b: PlanScreening, walking: WalkingTime): boolean {
  return a.end + walking(a.place, b.place) * 60_000 <= b.start || b.end + walking(b.place, a.place) * 60_000 <= a.start;
}
