import { TIME_ZONE } from "../shared/time-zone";
import { osloLocal, utcStamp } from "./oslo-time";

/** One event of a calendar file. */
export type CalendarEvent = {
  /** `<id>@<site host>`: stable across files and fetches, so a calendar updates rather than duplicates. */
  uid: string;
  /** Grows whenever the event moves or is cancelled (RFC 5545 §3.8.7.4): calendars drop an update whose SEQUENCE has not grown. */
  sequence: number;
  /** A cancelled screening stays in the feed as CANCELLED, so a following calendar removes or marks it. */
  status: "CONFIRMED" | "CANCELLED";
  start: number;
  end: number;
  summary: string;
  location: string;
  description: string;
  url: string;
};

/** Europe/Oslo's rules (CET/CEST since 1996), so calendars need not know the zone by name. */
const OSLO_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets are folded with CRLF and one space (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const bytes = new TextEncoder();
  const out: string[] = [];
  let current = "";
  for (const char of line) {
    if (bytes.encode(current + char).length > (out.length ? 74 : 75)) {
      out.push(current);
      current = "";
    }
    current += char;
  }
  out.push(current);
  return out.join("\r\n ");
}

/**
 * How often a calendar that follows a feed should fetch it again, as an iCalendar duration. An hour:
 * screenings move or are cancelled days ahead, rarely within the hour, and a festival's worth of
 * subscribers polling more often would only cost requests; Google and Apple poll on their own
 * schedule anyway (hours), so asking for less than an hour would buy nothing there.
 */
export const SUBSCRIPTION_REFRESH = "PT1H";

/**
 * The refresh hint in both spellings: REFRESH-INTERVAL is the standard one (RFC 7986 §5.7, it must
 * be given as a DURATION value), X-PUBLISHED-TTL the one Outlook and older Apple calendars read.
 */
const REFRESH_LINES = [`REFRESH-INTERVAL;VALUE=DURATION:${SUBSCRIPTION_REFRESH}`, `X-PUBLISHED-TTL:${SUBSCRIPTION_REFRESH}`];

/**
 * A complete iCalendar file (RFC 5545) with Oslo local times, CRLF line endings and folded lines.
 * `subscription` marks a feed a calendar follows by URL (webcal): it says how often to refresh.
 * A one-off download is imported once, so a refresh hint would promise updates it never gets.
 *
 * @example calendarFile("Min liste", [event], Date.now(), { subscription: true })
 */
export function calendarFile(name: string, events: CalendarEvent[], now: number, options: { subscription?: boolean } = {}): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Nordkyst filmfestival//kinoweb//NO",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${TIME_ZONE}`,
    ...(options.subscription ? REFRESH_LINES : []),
    ...OSLO_TIMEZONE,
    ...events.flatMap((e) => [
      "BEGIN:VEVENT",
      `UID:${escapeText(e.uid)}`,
      `DTSTAMP:${utcStamp(now)}`,
      `SEQUENCE:${e.sequence}`,
      `STATUS:${e.status}`,
      `DTSTART;TZID=${TIME_ZONE}:${osloLocal(e.start)}`,
      `DTEND;TZID=${TIME_ZONE}:${osloLocal(e.end)}`,
      `SUMMARY:${escapeText(e.summary)}`,
      `LOCATION:${escapeText(e.location)}`,
      `DESCRIPTION:${escapeText(e.description)}`,
      `URL:${e.url}`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
