import type { Accessibility, FestivalEvent } from "../../content/event";
import type { ScreeningFacts } from "../../shared/programme-filter";
import { osloDayKey } from "../format-date";
import { SUBTITLE_ORDER } from "./film-facets";

/**
 * Screening lists as data, apart from their markup: the block's fixed bounds (section, days), the
 * day groups, and what the programme's filter can offer and needs to know of each screening.
 */

type Section = FestivalEvent["section"];

export type ScreeningFilter = {
  section?: Section | undefined;
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

/** The screenings that have not started by `now` (the site's clock), soonest first. */
export function upcoming(events: FestivalEvent[], now: number): FestivalEvent[] {
  // By time, not status: a cancelled screening is still upcoming (shown as "Avlyst") until its time.
  return chronological(events.filter((e) => startTime(e) > now));
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

const SECTION_ORDER: Section[] = ["festival", "buff", "cinema", "culture"];
const ACCESS_ORDER: Accessibility[] = ["captioned", "audio-description", "relaxed", "wheelchair"];

/**
 * What a programme's filter offers, from the page's own screenings. A choice with one option
 * filters nothing, so the form leaves out days, places or sections when there is only one.
 */
export type ProgrammeOptions = {
  /** Day key → the first start that day (for the day's Norwegian name). */
  days: Map<string, string>;
  places: string[];
  sections: Section[];
  /** Some screening has an age limit above A, so asking a child's age can leave something out. */
  ages: boolean;
  access: Accessibility[];
  /** The films' subtitles (slugs of SUBTITLE_ORDER), in that order: the filter offers them where films differ. */
  subtitles: string[];
  /** Some screening has a talk after the film: only then does the filter offer `samtale` (docs/decisions/048). */
  talks: boolean;
  /** Places are venues; with one venue only (Havvik kino) they are its sals. */
  byVenue: boolean;
};

/** The place a screening is filtered by: its venue, or its sal where all share one venue. */
export function placeOf(e: FestivalEvent, byVenue: boolean): string {
  return byVenue || !e.sal ? e.venue : e.sal;
}

/**
 * The timetable column a screening sits in: its room. The sal where all share one venue; venue and
 * sal where there are several, so two sals of one house never share a column.
 */
export function roomOf(e: FestivalEvent, byVenue: boolean): string {
  return byVenue && e.sal ? `${e.venue} · ${e.sal}` : placeOf(e, byVenue);
}

/** A screening's film's subtitles as slugs (film-facets.ts), by the film's id; none where unknown. */
export type SubtitlesOf = (e: FestivalEvent) => readonly string[];

export function programmeOptions(events: FestivalEvent[], subtitlesOf: SubtitlesOf): ProgrammeOptions {
  const byVenue = new Set(events.map((e) => e.venue)).size > 1;
  const days = new Map<string, string>();
  for (const e of chronological(events)) {
    const day = osloDayKey(e.startsAt);
    if (!days.has(day)) days.set(day, e.startsAt);
  }
  const places = [...new Set(events.map((e) => placeOf(e, byVenue)))].sort((a, b) => a.localeCompare(b, "nb", { numeric: true }));
  return {
    days,
    places,
    sections: SECTION_ORDER.filter((s) => events.some((e) => e.section === s)),
    ages: events.some((e) => e.ageLimit !== "A"),
    access: ACCESS_ORDER.filter((a) => events.some((e) => e.accessibility.includes(a))),
    subtitles: SUBTITLE_ORDER.filter((slug) => events.some((e) => subtitlesOf(e).includes(slug))),
    talks: events.some((e) => e.talk !== undefined),
    byVenue,
  };
}

/** The facts the shared filter rule reads (src/shared/programme-filter.ts). */
export function screeningFacts(e: FestivalEvent, byVenue: boolean, subtitlesOf: SubtitlesOf): ScreeningFacts {
  return {
    day: osloDayKey(e.startsAt),
    place: placeOf(e, byVenue),
    section: e.section,
    ageLimit: e.ageLimit,
    access: e.accessibility,
    subtitles: subtitlesOf(e),
    talk: e.talk !== undefined,
  };
}
