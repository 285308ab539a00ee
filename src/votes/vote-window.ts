import { nextOsloNoon } from "../calendar/oslo-time";
import type { BallotState } from "../shared/vote-api";

/**
 * When a screening's audience may vote (docs/decisions/033): from its start until noon the next
 * day, Oslo time. Long enough to vote on the way home or over breakfast; short enough that a
 * ticket is voted by someone who has just seen the film.
 *
 * @example voteWindow("2025-09-17T10:30:00+02:00") // { opensAt: 17 Sep 10:30, closesAt: 18 Sep 12:00 }
 */
export function voteWindow(startsAt: string): { opensAt: number; closesAt: number } {
  const opensAt = Date.parse(startsAt);
  return { opensAt, closesAt: nextOsloNoon(opensAt) };
}

/** Where a ticket's ballot stands at `now`, given the die it gave (or null). */
export function ballotState(window: { opensAt: number; closesAt: number }, die: number | null, now: number): BallotState {
  if (die !== null) return "voted";
  if (now < window.opensAt) return "not-yet";
  return now < window.closesAt ? "open" : "closed";
}
