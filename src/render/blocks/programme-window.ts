import type { FestivalEvent } from "../../content/event";
import { matchesChoices, type ProgrammeFilter } from "../../shared/programme-filter";
import type { ProgrammeDay } from "./prepared-programme";

/**
 * How many screenings a programme page lists at most without a chosen day: whole days from the
 * start, as many as fit (the first day always whole, however long). A row is about 22 elements and
 * 0.4 KB gzip, so 40 keep a page near 1,300 elements and under 30 KB gzip at a real festival's
 * size: about one festival day, or a week of the cinema's own programme (docs/decisions/027).
 */
export const LIST_SCREENINGS = 40;

export type ListedDay = { day: string; events: FestivalEvent[] };

/** What a programme page lists: whole days, and the way on. */
export type ProgrammeList = {
  days: ListedDay[];
  count: number;
  /** Screenings of the first day the list leaves out because they have started (the default view only). */
  started: number;
  /** The first day after the list with a screening for the filter: where "Neste dager" leads. */
  next?: string | undefined;
};

const starts = (e: FestivalEvent) => Date.parse(e.startsAt);

/** The first day with a screening that has not started by `now` (the site's clock); -1 when all are over. */
export function openDayIndex(days: readonly ProgrammeDay[], now: number): number {
  return days.findIndex((d) => d.events.some((e) => starts(e) > now));
}

/** The screenings of one day the filter's choices keep. */
export function dayMatches(d: ProgrammeDay, filter: ProgrammeFilter): FestivalEvent[] {
  return d.events.filter((_, i) => matchesChoices(d.facts[i]!, filter));
}

/**
 * Whole days from `start` (an index into `days`), each with the screenings the filter keeps, until
 * LIST_SCREENINGS would be passed; days with none are skipped. With `now`, screenings of the first
 * day that have started are left out and counted: the default view opens at what is still to come.
 *
 * @example listFrom(days, openDayIndex(days, now), NO_FILTER, now) // { days: [today's rest, …], started: 3, next: "2025-09-19" }
 */
export function listFrom(days: readonly ProgrammeDay[], start: number, filter: ProgrammeFilter, now?: number, budget = LIST_SCREENINGS): ProgrammeList {
  const listed: ListedDay[] = [];
  let count = 0;
  let started = 0;
  for (let i = start; i < days.length; i++) {
    const day = days[i]!;
    let events = dayMatches(day, filter);
    if (i === start && now !== undefined) {
      const coming = events.filter((e) => starts(e) > now);
      started = events.length - coming.length;
      events = coming;
    }
    if (events.length === 0) continue;
    if (listed.length > 0 && count + events.length > budget) return { days: listed, count, started, next: day.day };
    listed.push({ day: day.day, events });
    count += events.length;
  }
  return { days: listed, count, started };
}

/** One chosen day: its screenings the filter keeps. */
export function listDay(day: ProgrammeDay, filter: ProgrammeFilter): ProgrammeList {
  const events = dayMatches(day, filter);
  return { days: events.length > 0 ? [{ day: day.day, events }] : [], count: events.length, started: 0 };
}
