import * as v from "valibot";
import { SCHEDULE_CHANGES_PATH, type ScheduleChange, ScheduleChangesSchema } from "../shared/schedule-changes-api";

let loading: Promise<ScheduleChange[]> | undefined;

/**
 * The programme's changes since it was published (docs/decisions/034), asked once per page: the
 * answer is public and the same for every visitor. None when the site cannot be reached or
 * answers something else: the marks are extra, and Min side works without them.
 */
export function loadScheduleChanges(): Promise<ScheduleChange[]> {
  loading ??= window
    // Asked of the site, not the browser's copy of a minute ago: a reload after a change shows it.
    .fetch(SCHEDULE_CHANGES_PATH, { cache: "no-cache", headers: { accept: "application/json" } })
    .then(async (response) => {
      if (!response.ok) return [];
      const parsed = v.safeParse(ScheduleChangesSchema, await response.json());
      return parsed.success ? parsed.output.changes : [];
    })
    .catch(() => []);
  return loading;
}

/**
 * Whether a screening as the plan knows it is no longer what the programme says: cancelled since,
 * or its time or place is not the one the plan was made with.
 */
export function planOutdated(known: { startsAt: string; venue: string; sal: string }, change: ScheduleChange | undefined): boolean {
  if (!change) return false;
  if (change.kind === "cancelled") return true;
  return Date.parse(known.startsAt) !== Date.parse(change.startsAt) || known.venue !== change.venue || known.sal !== change.sal;
}
