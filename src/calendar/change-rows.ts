import type { FestivalEvent } from "../content/event";
import { productionPath } from "../shared/site-paths";
import type { ScheduleChange } from "../shared/schedule-changes-api";
import type { StoredChange } from "./schedule-changes";
import { firstSequence } from "./schedule-ledger";

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
    rows.push(rowOf(event, change, { newTime, newPlace, was }));
  }
  return rows;
}

/**
 * The rows a visitor reads on the changes page: the recorded changes, then every cancelled
 * screening no recorded change names. A visitor reads the page as what differs from the printed
 * programme, and a screening cancelled before the programme was first recorded (in its first
 * published version) is cancelled all the same (docs/decisions/034). Such a one is dated `since`,
 * when the programme was first recorded, and so comes last.
 *
 * @example pageChangeRows(record.changes, bundle.events, record.since).filter((r) => r.kind === "cancelled")
 */
export function pageChangeRows(changes: readonly StoredChange[], events: readonly FestivalEvent[], since: number): ScheduleChange[] {
  const recorded = new Set(changes.map((c) => c.id));
  const standing = events
    .filter((e) => e.cancelled && !recorded.has(e.id))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id))
    .map((e) => rowOf(e, { sequence: firstSequence(e), kind: "cancelled", changedAt: since }, { newTime: false, newPlace: false, was: null }));
  return [...changeRows(changes, events), ...standing];
}

function rowOf(
  event: FestivalEvent,
  change: Pick<StoredChange, "sequence" | "kind" | "changedAt">,
  how: Pick<ScheduleChange, "newTime" | "newPlace" | "was">,
): ScheduleChange {
  const { newTime, newPlace, was } = how;
  return {
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
  };
}
