import type { FestivalEvent } from "../content/event";
import type { CalendarEvent } from "./ics";

/** A screening as a calendar event: its time, place and film page on the site's own host. */
export function screeningEvent(event: FestivalEvent, origin: string): CalendarEvent {
  const start = Date.parse(event.startsAt);
  const slug = event.production.parentSlug ?? event.production.pageReference ?? "";
  return {
    uid: `${event.id}@kinoweb`,
    start,
    end: start + event.durationMinutes * 60_000,
    summary: event.title,
    location: event.sal ? `${event.venue}, ${event.sal}` : event.venue,
    description: [event.notes, `Billetter: ${event.ticketUrl}`].filter(Boolean).join("\n"),
    url: `${origin}/${encodeURIComponent(slug)}`,
  };
}
