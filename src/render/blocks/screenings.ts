import type { FestivalEvent } from "../../content/event";
import { osloDayKey } from "../format-date";

/**
 * Screening lists as data, apart from their markup, so the full filtered programme (a later issue:
 * filters by day, section, venue) can grow here without touching the components.
 */

export type ScreeningFilter = {
  section?: FestivalEvent["section"] | undefined;
  /** First and last day to show, `YYYY-MM-DD` in Norwegian time, both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
};

export type ScreeningDay = { day: string; events: FestivalEvent[] };

const startTime = (e: FestivalEvent) => Date.parse(e.startsAt);

/** Events sorted by start time, then title. */
export function chronological(events: FestivalEvent[]): FestivalEvent[] {
  return [...events].sort((a, b) => startTime(a) - startTime(b) || a.title.localeCompare(b.title, "nb"));
}

/** Events matching the filter. Day bounds compare Norwegian calendar days, not UTC instants. */
export function filterScreenings(events: FestivalEvent[], filter: ScreeningFilter): FestivalEvent[] {
  return events.filter((e) => {
    if (filter.section && e.section !== filter.section) return false;
    const day = osloDayKey(e.startsAt);
    if (filter.from && day < filter.from) return false;
    if (filter.to && day > filter.to) return false;
    return true;
  });
}

/** Events grouped by Norwegian calendar day, days and events in time order. */
export function groupByDay(events: FestivalEvent[]): ScreeningDay[] {
  const days = new Map<string, FestivalEvent[]>();
  for (const e of chronological(events)) {
    const day = osloDayKey(e.startsAt);
    const list = days.get(day);
    if (list) list.push(e);
    else days.set(day, [e]);
  }
  return [...days].map(([day, list]) => ({ day, events: list }));
}
