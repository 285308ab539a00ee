import * as v from "valibot";
import type { FestivalEvent } from "../../content/event";
import { formatDayHeading } from "../format-date";
import { defineBlock } from "./define-block";
import { blockSource } from "./production-facts";
import { Screening } from "./Screening";
import { filterScreenings, groupByDay } from "./screenings";

const Day = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}/, "a date YYYY-MM-DD"),
  v.transform((s) => s.slice(0, 10)),
);

const Props = v.object({
  title: v.optional(v.string()),
  section: v.optional(v.picklist(["festival", "buff", "cinema", "culture"])),
  from: v.optional(Day),
  to: v.optional(Day),
});

/**
 * `programme`: the screenings of the page's production source (its `events`), optionally of one
 * section and between two days, grouped under Norwegian day headings ("Onsdag 10. september").
 */
export const Programme = defineBlock("programme", Props, (p, { block, data, ctx }) => {
  const events: FestivalEvent[] =
    blockSource(block, data, "production")?.events ?? blockSource(block, data, "event")?.items ?? [];
  const days = groupByDay(filterScreenings(events, p));
  return (
    <section className="block b-programme">
      <h2 className="block-title">{p.title || ctx.t.programme}</h2>
      {days.length === 0 ? (
        <p className="empty-note">{ctx.t.programmeEmpty}</p>
      ) : (
        days.map(({ day, events: list }) => (
          <div key={day} className="programme-day">
            <h3 className="day-heading">{formatDayHeading(list[0]?.startsAt ?? day, ctx.locale)}</h3>
            <ul className="screenings">
              {list.map((e) => (
                <Screening key={e.id} event={e} t={ctx.t} locale={ctx.locale} linkTitle />
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
});
