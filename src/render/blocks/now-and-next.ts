import type { FestivalEvent } from "../../content/event";
import { osloDayKey } from "../format-date";

/** How far ahead "Nå og neste" looks, and how many screenings it shows at least when the day has them. */
export const NOW_AND_NEXT_HOURS = 3;
const AT_LEAST = 4;
const AT_MOST = 12;

/**
 * Which screenings "Nå og neste" lists by the site clock, and why: those starting in the next three
 * hours (`window`); when fewer than four, the rest of today's up to four (`today`); when today has
 * none left, the next four whenever they are (`later`, with their day). Never more than twelve: a
 * festival evening may start many at once, and the films below list the rest. Each start is read
 * once and only the screenings still to come are ordered: a cinema's autumn is hundreds.
 *
 * @example nowAndNext(events, Date.parse("2025-09-17T12:00:00+02:00")).kind // "window"
 */
export function nowAndNext(events: readonly FestivalEvent[], now: number): { kind: "window" | "today" | "later"; events: FestivalEvent[] } {
  const soon = events
    .map((event) => ({ event, start: Date.parse(event.startsAt) }))
    .filter((s) => s.start > now)
    .sort((a, b) => a.start - b.start || a.event.title.localeCompare(b.event.title, "nb"));
  const until = now + NOW_AND_NEXT_HOURS * 3_600_000;
  const inWindow = soon.filter((s) => s.start <= until).map((s) => s.event);
  if (inWindow.length >= AT_LEAST) return { kind: "window", events: inWindow.slice(0, AT_MOST) };
  const today = osloDayKey(now);
  // A day is at most 25 hours: only those need their Oslo day worked out.
  const todays = soon.filter((s) => s.start - now < 25 * 3_600_000 && osloDayKey(s.event.startsAt) === today).map((s) => s.event);
  if (todays.length > 0) return { kind: inWindow.length === todays.length ? "window" : "today", events: todays.slice(0, Math.max(AT_LEAST, inWindow.length)) };
  return { kind: "later", events: soon.slice(0, AT_LEAST).map((s) => s.event) };
}
