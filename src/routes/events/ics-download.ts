import { calendarFile } from "../../calendar/ics";
import { osloLocal } from "../../calendar/oslo-time";
import { screeningEvent } from "../../calendar/screening-event";
import type { FestivalEvent } from "../../content/event";
import type { SiteConfig } from "../../content/site";

/** Characters no file system takes in a name, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const UNSAFE_IN_FILENAME = /[\\/:*?"<>|\u0000-\u001f]+/g;

/**
 * The file name a visitor sees in the download bar: title, day and time ("Måkeøya 2025-10-10
 * 17.00.ics"). `filename*` carries it in UTF-8 (RFC 6266, RFC 8187); older clients get the id.
 */
export function icsDisposition(event: FestivalEvent): string {
  const local = osloLocal(Date.parse(event.startsAt)); // 20251010T170000
  const when = `${local.slice(0, 4)}-${local.slice(4, 6)}-${local.slice(6, 8)} ${local.slice(9, 11)}.${local.slice(11, 13)}`;
  const name = `${event.title.replace(UNSAFE_IN_FILENAME, " ").trim()} ${when}.ics`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${event.id}.ics"; filename*=UTF-8''${encoded}`;
}

/**
 * One screening as an iCalendar file for the visitor's calendar: Oslo time zone, title, place,
 * the film or culture page, and the ticket link in the description (src/calendar/). Its UID and
 * SEQUENCE are the feeds' own, so a screening imported here and later served by the visitor's
 * subscribed calendar is one event, and a file downloaded again after a move replaces the old one.
 *
 * @example new Response(screeningIcs(event, site, Date.now(), 0), { headers: { "Content-Type": "text/calendar; charset=utf-8" } })
 */
export function screeningIcs(event: FestivalEvent, site: Pick<SiteConfig, "host" | "festivalName">, now: number, sequence: number): string {
  return calendarFile(`${event.title} – ${site.festivalName}`, [screeningEvent(event, site.host, sequence)], now);
}
