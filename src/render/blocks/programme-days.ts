import { matchesFilter, programmeView, type ProgrammeFilter, type ScreeningFacts } from "../../shared/programme-filter";
import { osloDayKey } from "../format-date";

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
  /** The day is over while later days are still to come: left out unless the visitor asks (`tidligere=ja`). */
  over: boolean;
  /** The first tab of a new month: the strip leaves a gap there, so the festival week reads as one group. */
  monthStart: boolean;
};

/** The calendar day after `day` (`YYYY-MM-DD`): noon UTC keeps a daylight-saving change out of it. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * One tab per day of the programme, in order. Counts ignore the chosen day (a tab says what it
 * would show) but follow every other filter, as the island recounts them in place.
 *
 * @example dayTabs(days, facts, { ...NO_FILTER, age: 7 }, now)[0] // { day: "2025-09-17", count: 2, relative: "today", … }
 */
export function dayTabs(days: Map<string, string>, facts: readonly ScreeningFacts[], filter: ProgrammeFilter, now: number): DayTab[] {
  const anyDay = { ...filter, day: undefined };
  const over = new Set(programmeView(facts, { ...anyDay, earlier: false }).hiddenPastDays);
  const today = osloDayKey(now);
  const tomorrow = nextDay(today);
  let month = "";
  return [...days].map(([day, start]) => {
    const monthStart = day.slice(0, 7) !== month;
    month = day.slice(0, 7);
    return {
      day,
      start,
      count: facts.filter((s) => s.day === day && matchesFilter(s, anyDay)).length,
      relative: day === today ? "today" : day === tomorrow ? "tomorrow" : undefined,
      over: over.has(day),
      monthStart,
    };
  });
}
