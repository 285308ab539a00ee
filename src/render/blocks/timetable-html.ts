import { createElement } from "react";
import { renderToString } from "react-dom/server";
import type { FestivalEvent } from "../../content/event";
import type { Locale } from "../../content/locale";
import type { Dictionary } from "../../i18n/dictionary";
import { DayTimetable } from "./DayTimetable";
import { Memo } from "../../shared/memo";
import { keptHtml } from "./kept-html";
import type { PreparedProgramme } from "./prepared-programme";
import { layoutTimetable } from "./timetable-layout";

type TimetableRequest = {
  /** The block's id (the heading's id is made from it). */
  id: string;
  day: string;
  /** The day's screenings as the filter leaves them, and the filter's query that chose them. */
  events: FestivalEvent[];
  filterKey: string;
  markClashes: boolean;
  now: number;
  t: Dictionary;
  locale: Locale;
};

/**
 * Timetables kept per prepared programme, by the block, the day, the filter that chose its
 * screenings (so the screenings themselves), the locale (the dictionary is the locale's) and how
 * many have started (a started one is drawn as over: all the drawing reads of `now`). Days,
 * filters, clock positions and locales in use at once.
 */
const rendered = new Memo<PreparedProgramme, [id: string, day: string, filterKey: string, markClashes: boolean, locale: Locale, started: number], string>(32);

/** A chosen day's timetable (DayTimetable.tsx) as HTML, laid out and rendered once and kept while nothing it shows changes. */
export function timetableHtml(prepared: PreparedProgramme, r: TimetableRequest): string {
  let started = 0;
  for (const e of r.events) if (Date.parse(e.startsAt) <= r.now) started++;
  return rendered.get(prepared, [r.id, r.day, r.filterKey, r.markClashes, r.locale, started], () => {
    const timetable = layoutTimetable(r.events, prepared.rooms, prepared.room, { markClashes: r.markClashes });
    return keptHtml(renderToString(createElement(DayTimetable, { id: r.id, day: r.day, timetable, now: r.now, t: r.t, locale: r.locale })));
  });
}
