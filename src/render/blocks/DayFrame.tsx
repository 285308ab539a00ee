import type { CSSProperties } from "react";
import type { Dictionary } from "../../i18n/dictionary";
import type { DayGrid, GridPlace } from "./day-grid";

/** Custom properties the stylesheet lays the grid out by (style attributes are allowed: decision 003). */
type Placed = CSSProperties & Record<`--${string}`, number>;

/** A column's name: "Havvik kino · Sal 1" as the venue over its room, so nine columns on a laptop are named in full. */
function PlaceName({ place }: { place: GridPlace }) {
  if (!place.venue || !place.room) return <>{place.place}</>;
  return (
    <>
      <span className="day-venue">{place.venue}</span> <span className="day-room">{place.room}</span>
    </>
  );
}

/**
 * A chosen day's rows in one markup (docs/decisions/050): the list of its screenings in time order
 * (`rows`: the kept rows, placed on the grid by day-grid.ts), which the stylesheet lays out as
 * the list on a phone and as a timetable on a laptop — a column per place, time running down,
 * each row a block opening to the whole row on hover and keyboard focus. The column names and
 * the hours ruler are two small lists a screen reader skips (each row says its place), shown only
 * in the timetable. "Vis som: Tidstabell | Liste" lets a laptop visitor have the list instead:
 * two radio buttons the stylesheet reads (`:has(:checked)`), no query parameter and no script.
 */
export function DayFrame({ id, grid, rows, t }: { id: string; grid: DayGrid; rows: string; t: Dictionary }) {
  const frame: Placed = { "--cols": grid.places.length, "--rows": grid.rows };
  const name = `day-view-${id}`;
  return (
    <>
      <fieldset className="day-view">
        <legend>{t.dayView.label}</legend>
        <label>
          <input type="radio" name={name} value="tabell" className="as-table" defaultChecked />
          {t.dayView.timetable}
        </label>
        <label>
          <input type="radio" name={name} value="liste" className="as-list" />
          {t.dayView.list}
        </label>
      </fieldset>
      <p className="day-hint">{t.timetableHint}</p>
      <div className="day-frame" style={frame}>
        <ol className="day-places" aria-hidden="true">
          {grid.places.map((p) => (
            <li key={p.place} title={p.place}>
              <PlaceName place={p} />
            </li>
          ))}
        </ol>
        <ol className="day-hours" aria-hidden="true">
          {grid.hours.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ol>
        {/* Rows are kept as HTML while nothing they show changes (screening-html.ts): most of a day's page, rendered once. */}
        <ul className="screenings" dangerouslySetInnerHTML={{ __html: rows }} />
      </div>
    </>
  );
}
