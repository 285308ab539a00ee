import { compatible } from "./compatible";
import { bookable } from "./plan-candidates";
import type { PlanScreening } from "./plan-screening";
import type { WalkingTime } from "./walking-minutes";

/** What a plan is made around: the screenings the visitor holds tickets for, then their swaps. */
export type FixedScreenings = { held: PlanScreening[]; kept: PlanScreening[] };

/**
 * The fixed points of a plan (docs/decisions/023, "Tickets are fixed points"). A ticket's screening
 * is held until it is over, unless it is cancelled: the visitor has it, so it stays even when it
 * is sold out, outside the days asked, or clashes with another ticket. A swap (`keep`, in the order
 * given) stays while it can still be booked, is of a listed film no ticket holds, fits the
 * screenings fixed before it (walk included) and its day has room.
 *
 * @example fixedScreenings(tickets, ["nff25-nordlys-2"], listed, { now, cap: 3, walking }).held
 */
export function fixedScreenings(
  tickets: readonly PlanScreening[],
  keep: readonly string[],
  listed: ReadonlyMap<string, PlanScreening>,
  at: { now: number; cap: number; walking: WalkingTime },
): FixedScreenings {
  const held = [...new Map(tickets.filter((s) => !s.cancelled && s.end > at.now).map((s) => [s.id, s])).values()].sort((a, b) => a.start - b.start);
  const kept: PlanScreening[] = [];
  for (const id of keep) {
    const s = listed.get(id);
    const fixed = [...held, ...kept];
    if (!s || !bookable(s, at.now) || fixed.some((k) => k.filmId === s.filmId || !compatible(k, s, at.walking))) continue;
    if (fixed.filter((k) => k.day === s.day).length >= at.cap) continue;
    kept.push(s);
  }
  return { held, kept };
}
