import * as v from "valibot";
import { Slug } from "../content/locale";

/**
 * Minutes on foot between two of the festival's places (content/site.json `walkingMinutes`), so a
 * plan leaves time to get from Kulturhuset to Brygga. One entry serves both directions.
 */
export const WalkingEntrySchema = v.object({
  from: Slug,
  to: Slug,
  minutes: v.pipe(v.number(), v.integer("whole minutes, 0–240"), v.minValue(0, "whole minutes, 0–240"), v.maxValue(240, "whole minutes, 0–240")),
});
export type WalkingEntry = v.InferOutput<typeof WalkingEntrySchema>;

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
