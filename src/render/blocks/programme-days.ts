import type { ProgrammeFilter } from "../../shared/programme-filter";
import { osloDayKey } from "../format-date";
import type { ProgrammeDay } from "./prepared-programme";
import { dayMatches } from "./programme-window";

/**
 * The programme's days as tabs: which days a visitor can pick, how many screenings each has for the
 * other filters in use, and which of them is today or tomorrow by the site's clock (ctx.now).
 */

export type DayTab = {
  /** `YYYY-MM-DD`, Norwegian time. */
  day: string;
  /** The first start that day, for its Norwegian name. */
  start: string;
  /** Screenings that day matching the filter's other choices (place, section, age, marks). */
  count: number;
  relative?: "today" | "tomorrow" | undefined;
  /** The first tab of a new month: the strip leaves a gap there, so the festival week reads as one group. */
  monthStart: boolean;
};

/** The tabs of one stretch of days, and the programme days just outside it. */
export type DayStrip = { tabs: DayTab[]; before?: string | undefined; after?: string | undefined };

/** How many calendar days one strip of tabs spans: two weeks, a festival and the week after it. */
export const STRIP_DAYS = 14;

const DAY_MS = 86_400_000;
/** Noon UTC keeps a daylight-saving change out of day arithmetic. */
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T12:00:00Z`) / DAY_MS);

/** The calendar day after `day` (`YYYY-MM-DD`). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * The strip of day tabs around `focus` (an index into `days`): the programme days of the same
 * STRIP_DAYS stretch, stretches counted from today (the site's clock), so the strip is "the next two
 * weeks" and stays put while a visitor walks through its days, and a season of a hundred days is
 * never a hundred tabs (a page's size is its own, decision 027). `before` and `after` are the
 * nearest days outside it, for "Tidligere dager" and "Senere dager". Counts ignore the chosen day
 * but follow every other filter.
 *
 * @example dayStrip(days, 2, { ...NO_FILTER, age: 7 }, now).tabs[0] // { day: "2025-09-17", count: 2, relative: "today", … }
 */
export function dayStrip(days: readonly ProgrammeDay[], focus: number, filter: ProgrammeFilter, now: number): DayStrip {
  const today = osloDayKey(now);
  const origin = dayNumber(today);
  const stretch = (i: number) => Math.floor((dayNumber(days[i]!.day) - origin) / STRIP_DAYS);
  const mine = stretch(focus);
  let first = focus;
  while (first > 0 && stretch(first - 1) === mine) first--;
  let last = focus;
  while (last < days.length - 1 && stretch(last + 1) === mine) last++;
  const tomorrow = nextDay(today);
  let month = "";
  const tabs = days.slice(first, last + 1).map((d): DayTab => {
    const monthStart = d.day.slice(0, 7) !== month;
    month = d.day.slice(0, 7);
    return {
      day: d.day,
      start: d.events[0]?.startsAt ?? d.day,
      count: dayMatches(d, filter).length,
      relative: d.day === today ? "today" : d.day === tomorrow ? "tomorrow" : undefined,
      monthStart,
    };
  });
  return { tabs, before: days[first - 1]?.day, after: days[last + 1]?.day };
}
