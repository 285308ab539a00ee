import { Fragment, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { FestivalEvent } from "../../content/event";
import type { Locale } from "../../content/locale";
import type { Dictionary } from "../../i18n/dictionary";
import { Memo } from "../../shared/memo";
import { formatTime } from "../format-date";
import type { PreparedProgramme } from "./prepared-programme";
import { layoutTimetable, type TimetableColumn } from "./timetable-layout";

/**
 * A chosen day's rows placed on a timetable grid (docs/decisions/050): one markup, the list in
 * time order, that the stylesheet lays out as the list on a phone and as the timetable on a
 * laptop. The grid has a column per place and a row per five minutes from the day's first whole
 * hour; each row (`li`) says where it sits in integers the stylesheet reads (decision 003 allows
 * custom properties in `style`): `--c` its column, `--r` its first grid row, `--s` how many it
 * spans, and, where screenings overlap in one place, `--lane` of `--lanes` side by side.
 */

/** Minutes a grid row stands for. */
export const GRID_MINUTES = 5;
/**
 * The fewest grid rows a block spans: its time and one line of its title (3.1rem at 4rem an
 * hour, rounded up to whole rows), so a screening under 50 minutes is drawn a little longer.
 */
export const MIN_SPAN = 10;

/** A column's name: the venue over its room where a column is one room of a venue of several. */
export type GridPlace = { place: string; venue?: string | undefined; room?: string | undefined };

/** What a row gets beside its kept HTML: attributes for its `<li>`, its end time, and its clash mark. */
export type RowPlacement = { style: string; end: string; clash: string };

export type DayGrid = {
  places: GridPlace[];
  /** The ruler's hours ("10:00"), one per hour the day spans. */
  hours: string[];
  /** Grid rows the day needs (a short last block may reach past its last hour). */
  rows: number;
  placement: Map<string, RowPlacement>;
};

const endTime = (e: FestivalEvent, locale: Locale) => formatTime(new Date(Date.parse(e.startsAt) + e.durationMinutes * 60_000).toISOString(), locale);

function placeOfColumn(col: TimetableColumn): GridPlace {
  const first = col.slots[0]?.event;
  if (!first?.sal || col.place !== `${first.venue} · ${first.sal}`) return { place: col.place };
  return { place: col.place, venue: first.venue, room: first.sal };
}

/** "Overlapper" seen as a pill (its tooltip naming the others), and heard naming them: a screen reader reads the block's text. */
const clashMark = (t: Dictionary, titles: string[]) =>
  renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      createElement("span", { className: "clash-mark", "aria-hidden": true, title: t.clashWith(titles) }, t.clash),
      createElement("span", { className: "sr-only" }, `. ${t.clashWith(titles)}`),
    ),
  );

type GridRequest = {
  day: string;
  /** The day's screenings as the filter leaves them, and the filter's query that chose them. */
  events: FestivalEvent[];
  filterKey: string;
  /** Mark screenings that overlap another (only once the filter narrows the day: docs/decisions/016). */
  markClashes: boolean;
  t: Dictionary;
  locale: Locale;
};

/** Grids kept per prepared programme, by the day, the filter that chose its screenings, whether clashes are marked and the locale. */
const grids = new Memo<PreparedProgramme, [day: string, filterKey: string, markClashes: boolean, locale: Locale], DayGrid>(32);

/** The chosen day's grid: laid out once and kept while the programme and the filter are the same. */
export function dayGrid(prepared: PreparedProgramme, r: GridRequest): DayGrid {
  return grids.get(prepared, [r.day, r.filterKey, r.markClashes, r.locale], () => {
    const timetable = layoutTimetable(r.events, prepared.rooms, prepared.room, { markClashes: r.markClashes });
    const placement = new Map<string, RowPlacement>();
    let rows = timetable.hours * (60 / GRID_MINUTES);
    timetable.columns.forEach((col, i) => {
      for (const { event, top, length, lane, lanes, clashes } of col.slots) {
        const first = Math.floor(top / GRID_MINUTES) + 1;
        const span = Math.max(MIN_SPAN, Math.ceil((top + length) / GRID_MINUTES) + 1 - first);
        rows = Math.max(rows, first + span - 1);
        const lanesStyle = lanes > 1 ? `;--lane:${lane};--lanes:${lanes}` : "";
        const titles = clashes.map((o) => o.title);
        placement.set(event.id, {
          style: `--c:${i + 1};--r:${first};--s:${span}${lanesStyle}`,
          end: endTime(event, r.locale),
          clash: titles.length === 0 ? "" : clashMark(r.t, titles),
        });
      }
    });
    const hours = Array.from({ length: timetable.hours }, (_, i) => `${String((timetable.firstHour + i) % 24).padStart(2, "0")}:00`);
    return { places: timetable.columns.map(placeOfColumn), hours, rows, placement };
  });
}

/**
 * A kept row's HTML (screening-html.ts) placed on the grid: its position in the `<li>`'s style (its last attribute),
 * its end after its start ("18:00–19:45", shown in the timetable only) and its clash mark at its
 * end. Three splices of a string the row's own component wrote, so the row stays kept whatever
 * day and filter it is placed for.
 */
export function placedRow(html: string, p: RowPlacement | undefined): string {
  // The start tag ends at its first ">": React writes one inside an attribute's value as "&gt;".
  const tag = html.startsWith("<li ") ? html.indexOf(">") : -1;
  const time = html.indexOf("</time>");
  const close = html.lastIndexOf("</li>");
  if (!p || tag < 0 || time < tag || close < time) return html;
  return `${html.slice(0, tag)} style="${p.style}"${html.slice(tag, time)}<span class="screening-end">–${p.end}</span>${html.slice(time, close)}${p.clash}</li>`;
}
