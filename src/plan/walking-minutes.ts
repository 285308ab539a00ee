import type { WalkingEntry } from "../content/walking-entry";

/** Within one place: out of one salon, a queue, into the next. */
export const SAME_PLACE_MINUTES = 5;
/** Between places the matrix does not know (or a venue that is not a place): a safe guess in a small town. */
export const UNKNOWN_PAIR_MINUTES = 15;

export type WalkingTime = (fromPlace: string, toPlace: string) => number;

/**
 * The walking time between two place keys (slugs, or the venue as written when no place matches).
 *
 * @example walkingTime([{ from: "havvik-kino", to: "kulturhuset", minutes: 7 }])("kulturhuset", "havvik-kino") // 7
 */
export function walkingTime(entries: readonly WalkingEntry[]): WalkingTime {
  const table = new Map<string, number>();
  for (const e of entries) {
    table.set(`${e.from}\n${e.to}`, e.minutes);
    table.set(`${e.to}\n${e.from}`, e.minutes);
  }
  return (a, b) => table.get(`${a}\n${b}`) ?? (a === b ? SAME_PLACE_MINUTES : UNKNOWN_PAIR_MINUTES);
}
