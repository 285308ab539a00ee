import type { FestivalEvent } from "../content/event";
import type { CalendarEvent } from "./ics";
import { dictionary } from "../i18n/dictionary";

/** The feeds are Norwegian, as the site's default locale. */
const t = dictionary("nb");

/**
 * A screening as a calendar event: its time, place and film page on the site's own host. The UID's
 * domain part is the site's configured host (not the request's, which may be an alias or a preview),
 * so the same screening has the same UID in every file; `sequence` comes from the schedule ledger
 * (src/calendar/schedule-ledger.ts).
 *
 * @example screeningEvent(event, "www.nordkystfilm.no", 0).uid // "nff25-fiskeren-4@www.nordkystfilm.no"
 */
export function screeningEvent(event: FestivalEvent, host: string, sequence: number): CalendarEvent {
  const start = Date.parse(event.startsAt);
  const slug = event.production.parentSlug ?? event.production.pageReference ?? "";
  return {
    uid: `${event.id}@${host}`,
    sequence,
    status: event.cancelled ? "CANCELLED" : "CONFIRMED",
    start,
    end: start + event.durationMinutes * 60_000,
    // Named in the title too: not every calendar shows STATUS (some keep a cancelled event as it was).
    summary: event.cancelled ? `${t.cancelled}: ${event.title}` : event.title,
    location: event.sal ? `${event.venue}, ${event.sal}` : event.venue,
    // No ticket link for a screening that will not take place: the checkout has nothing to sell.
    description: [event.notes, event.cancelled ? "" : `Billetter: ${event.ticketUrl}`].filter(Boolean).join("\n"),
    url: `https://${host}/${encodeURIComponent(slug)}`,
  };
}
