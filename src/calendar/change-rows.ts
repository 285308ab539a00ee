import type { FestivalEvent } from "../content/event";
import { productionPath } from "../shared/site-paths";
import type { ScheduleChange } from "../shared/schedule-changes-api";
import type { StoredChange } from "./schedule-changes";

/**
 * The recorded changes as a visitor reads them, newest first: each with the screening as the
 * content has it now (film, time, place, ticket) and, for a move, what it was. A change whose
 * screening has left the content, or a move whose time and place are back where they were before
 * it, is left out.
 *
 * @example changeRows(record.changes, bundle.events)[0] // { kind: "moved", newTime: true, startsAt: "…", was: { startsAt: "…" } }
 */
export function changeRows(changes: readonly StoredChange[], events: readonly FestivalEvent[]): ScheduleChange[] {
  const byId = new Map(events.map((e) => [e.id, e]));
  const rows: ScheduleChange[] = [];
  for (const change of changes) {
    const event = byId.get(change.id);
    if (!event) continue;
    const was = change.was ? { startsAt: new Date(change.was.startsAt).toISOString(), venue: change.was.venue, sal: change.was.sal } : null;
    const newTime = change.was !== undefined && change.was.startsAt !== Date.parse(event.startsAt);
    const newPlace = change.was !== undefined && (change.was.venue !== event.venue || change.was.sal !== event.sal);
    if (change.kind === "moved" && !newTime && !newPlace) continue;
    rows.push({
      eventId: event.id,
      sequence: change.sequence,
      productionId: event.production.id,
      title: event.production.title,
      filmPath: productionPath(event.production),
      kind: change.kind,
      newTime,
      newPlace,
      startsAt: event.startsAt,
      venue: event.venue,
      sal: event.sal,
      was,
      ticketUrl: event.ticketUrl,
      changedAt: change.changedAt,
    });
  }
  return rows;
}
