import * as v from "valibot";
import { Slug } from "./locale";

/**
 * Minutes on foot between two of the festival's places (content/site.json `walkingMinutes`), so a
 * plan leaves time to get from Kulturhuset to Brygga. One entry serves both directions; the
 * planner reads them (plan/walking-minutes.ts).
 */
export const WalkingEntrySchema = v.object({
  from: Slug,
  to: Slug,
  minutes: v.pipe(v.number(), v.integer("whole minutes, 0–240"), v.minValue(0, "whole minutes, 0–240"), v.maxValue(240, "whole minutes, 0–240")),
});
export type WalkingEntry = v.InferOutput<typeof WalkingEntrySchema>;
