import { createElement } from "react";
import { renderToString } from "react-dom/server";
import type { FestivalEvent } from "../../content/event";
import type { Locale } from "../../content/locale";
import type { Dictionary } from "../../i18n/dictionary";
import { DayTimetable } from "./DayTimetable";
import { KeptHtml } from "./kept-html";
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

/** Variants per programme: days, filters, clock positions and locales in use at once. */
const rendered = new KeptHtml<PreparedProgramme>(32);

/**
 * A chosen day's timetable (DayTimetable.tsx) as HTML, laid out and rendered once and kept with its
 * prepared programme (kept-html.ts) while nothing it shows changes: the day, the filter that chose
 * its screenings, how many have started (a started one is drawn as over), the locale.
 */
export function timetableHtml(prepared: PreparedProgramme, r: TimetableRequest): string {
  let started = 0;
  for (const e of r.events) if (Date.parse(e.startsAt) <= r.now) started++;
  const key = [r.id, r.day, r.locale, r.filterKey, r.markClashes ? 1 : 0, started].join("|");
  return rendered.get(prepared, key, () => {
    const timetable = layoutTimetable(r.events, prepared.rooms, prepared.room, { markClashes: r.markClashes });
    return renderToString(createElement(DayTimetable, { id: r.id, day: r.day, timetable, now: r.now, t: r.t, locale: r.locale }));
  });
}
