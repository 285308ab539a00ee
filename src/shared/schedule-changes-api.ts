import * as v from "valibot";

/**
 * `GET /api/events/changes`: what moved, was cancelled or added since the programme was first
 * published, newest first (src/calendar/schedule-changes.ts keeps it, docs/decisions/034). Shared
 * by the route, which answers it, and Min side, which marks the plan and the watch list with it.
 */
export const SCHEDULE_CHANGES_PATH = "/api/events/changes";

/** The page "Endringer i programmet" and its English twin, by locale (content/pages/endringer.json, english-changes.json). */
export const CHANGES_PAGE_PATHS = { nb: "/endringer", en: "/english-changes" } as const;

const Where = v.object({ startsAt: v.string(), venue: v.string(), sal: v.string() });

export const ScheduleChangeSchema = v.object({
  eventId: v.string(),
  /** The SEQUENCE the change gave the screening: `eventId` and this name the change. */
  sequence: v.number(),
  productionId: v.string(),
  /** The film's title as the programme writes it. */
  title: v.string(),
  /** The film page (`/{slug}-DXM{edi}`), or null for a production without a page. */
  filmPath: v.nullable(v.string()),
  /** "moved": a new time or place (or both, say `newTime` and `newPlace`); "added": a new screening, or one taken back in. */
  kind: v.picklist(["moved", "cancelled", "added"]),
  newTime: v.boolean(),
  newPlace: v.boolean(),
  /** Where and when the screening is now. */
  ...Where.entries,
  /** Where and when it was before this change; null when it is new. */
  was: v.nullable(Where),
  ticketUrl: v.string(),
  /** When the change was recorded (epoch ms). */
  changedAt: v.number(),
});
export type ScheduleChange = v.InferOutput<typeof ScheduleChangeSchema>;

export const ScheduleChangesSchema = v.object({ changes: v.array(ScheduleChangeSchema) });
export type ScheduleChanges = v.InferOutput<typeof ScheduleChangesSchema>;
