import ICAL from "ical.js";

/** One VEVENT as a calendar reads it. */
export type ParsedEvent = {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  /** The start as an instant, worked out through the file's own VTIMEZONE. */
  start: string;
};

/** A calendar file read by ical.js, an independent parser: its refresh hints and its events. */
export type ParsedCalendar = {
  /** REFRESH-INTERVAL's value and value type (RFC 7986 wants a DURATION). */
  refreshInterval?: { value: string; type: string };
  publishedTtl?: string;
  events: ParsedEvent[];
};

/**
 * Parses an iCalendar text as a calendar application would; throws when ical.js cannot read it.
 *
 * @example (await parseCalendar(await response.text())).events[0]?.status // "CONFIRMED"
 */
export function parseCalendar(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const refresh = calendar.getFirstProperty("refresh-interval");
  const ttl = calendar.getFirstPropertyValue("x-published-ttl");
  const events = calendar.getAllSubcomponents("vevent").map((component): ParsedEvent => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: String(component.getFirstPropertyValue("status")),
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
    };
  });
  return {
    ...(refresh ? { refreshInterval: { value: String(refresh.getFirstValue()), type: refresh.type } } : {}),
    ...(ttl === null ? {} : { publishedTtl: String(ttl) }),
    events,
  };
}
