import type { CSSProperties } from "react";
import type { FestivalEvent } from "../../content/event";
import type { Locale } from "../../content/locale";
import { screeningStatus } from "../../content/screening-status";
import { formatDayHeading, formatTime } from "../format-date";
import type { Timetable } from "./timetable-layout";
import { productionPath } from "../../shared/site-paths";
import type { Dictionary } from "../../i18n/dictionary";

/** Custom properties the stylesheet places a block by (style attributes are allowed: decision 003). */
type Placed = CSSProperties & Record<`--${string}`, number>;

const endTime = (e: FestivalEvent) => new Date(Date.parse(e.startsAt) + e.durationMinutes * 60_000);

/**
 * A column's name: "Havvik kino · Sal 1" as the venue over its room, so nine columns on a laptop
 * are named in full; a place of one room (or a programme of one venue) as it is.
 */
function PlaceName({ place, first }: { place: string; first: FestivalEvent | undefined }) {
  if (!first?.sal || place !== `${first.venue} · ${first.sal}`) return <>{place}</>;
  return (
    <>
      <span className="tt-venue">{first.venue}</span>
      <span className="tt-sep"> · </span>
      <span className="tt-room">{first.sal}</span>
    </>
  );
}

/**
 * One day at a glance, for laptop screens (the list below it has the same screenings for phones):
 * a column per place, time running down, each screening a link to its film or event page (or its
 * ticket where it has no page), marked "Samtale" when a talk follows the film. Screenings overlapping another of the timetable (the day's, as
 * filtered) carry a visible "Overlapper" mark naming the others, so clashes show without comparing
 * times. Only the chosen day is drawn, so the page's HTML does not carry the programme twice.
 *
 * Each block's `data-for` names its screening's `<li>` in the list (offline, the programme-filter
 * island hides a block with its row). A block too short or narrow for its text shows whole lines
 * ending in "…" and opens to all of it on hover and keyboard focus: the stylesheet's doing, so it
 * works without JavaScript (docs/decisions/016-programme-by-day.md).
 */
export function DayTimetable({
  id,
  day,
  timetable,
  now,
  t,
  locale,
}: {
  id: string;
  day: string;
  timetable: Timetable;
  now: number;
  t: Dictionary;
  locale: Locale;
}) {
  const hours = Array.from({ length: timetable.hours }, (_, i) => `${String((timetable.firstHour + i) % 24).padStart(2, "0")}:00`);
  const grid: Placed = { "--hours": timetable.hours, "--cols": timetable.columns.length };
  return (
    <section className="timetable" aria-labelledby={`${id}-tt`} data-day={day}>
      <h3 id={`${id}-tt`} className="timetable-title">
        {`${t.timetable}: ${formatDayHeading(day + "T12:00:00Z", locale)}`}
      </h3>
      <p className="timetable-hint">{t.timetableHint}</p>
      <div className="tt-grid" style={grid}>
        <ol className="tt-hours" aria-hidden="true">
          {hours.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ol>
        {timetable.columns.map((col) => (
          <div key={col.place} className="tt-col">
            <h4 className="tt-place" title={col.place}>
              <PlaceName place={col.place} first={col.slots[0]?.event} />
            </h4>
            <ol className="tt-track">
              {col.slots.map(({ event: e, top, length, lane, lanes, clashes: overlapping }) => {
                const clashes = overlapping.map((o) => o.title);
                const status = screeningStatus(e, now);
                const href = productionPath(e.production) ?? (status === "on-sale" ? e.ticketUrl : null);
                const style: Placed = { "--top": top, "--len": length, "--lane": lane, "--lanes": lanes };
                // The place and the clashes are said once, in one hidden span: a festival day has forty blocks.
                const spoken = `, ${col.place}${clashes.length > 0 ? `. ${t.clashWith(clashes)}` : ""}`;
                const state = status === "sold-out" ? t.soldOut : status === "cancelled" ? t.cancelled : undefined;
                // The visible text in one run, so the stylesheet can end it on the last line the block has room for.
                const body = (
                  <>
                    <span className="tt-text">
                      <span className="tt-time">{`${formatTime(e.startsAt, locale)}–${formatTime(endTime(e), locale)}`}</span>{" "}
                      <span className="tt-name">{e.title}</span>
                      {state && (
                        <>
                          {" "}
                          <span className="tt-state">{state}</span>
                        </>
                      )}
                      {e.talk && (
                        <>
                          {" "}
                          <span className="tt-talk">{t.talkMark}</span>
                        </>
                      )}
                      {clashes.length > 0 && (
                        <>
                          {" "}
                          <span className="tt-clash" aria-hidden="true">
                            {t.clash}
                          </span>
                        </>
                      )}
                    </span>
                    <span className="sr-only">{spoken}</span>
                  </>
                );
                return (
                  <li key={e.id} className={`tt-slot is-${status}${clashes.length > 0 ? " is-clash" : ""}`} data-for={e.id} style={style}>
                    {href ? (
                      <a href={href} title={clashes.length > 0 ? t.clashWith(clashes) : undefined}>
                        {body}
                      </a>
                    ) : (
                      <span className="tt-static">{body}</span>
                    )}
                  </li>
                );
              })}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}
