import * as v from "valibot";
import type { FestivalEvent } from "../../content/event";
import { NO_FILTER, countText, programmeSearch, programmeView } from "../../shared/programme-filter";
import { formatDayHeading } from "../format-date";
import { Island } from "../Island";
import { defineBlock } from "./define-block";
import { placeHref } from "../place-links";
import { DayTabs } from "./DayTabs";
import { DayTimetable } from "./DayTimetable";
import { blockSource, picturesById, translationsById } from "./production-facts";
import { dayTabs } from "./programme-days";
import { ProgrammeFilterForm, offersMoreFilters } from "./programme-filter-form";
import { parseProgrammeQuery } from "./programme-query";
import { Screening } from "./Screening";
import { filterScreenings, groupByDay, placeOf, programmeOptions, roomOf, screeningFacts } from "./screenings";
import { layoutTimetable } from "./timetable-layout";

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
 * section and between two days (the block's props fix these), grouped under Norwegian day headings
 * ("Onsdag 10. september"), with a filter form whose query the visitor can share
 * (src/shared/programme-filter.ts holds the rule).
 *
 * Every screening of the block is in the HTML; those the filter leaves out carry `hidden`, so the
 * programme-filter island can filter in place and show them again without a request.
 *
 * The days are a strip of links (DayTabs) above the list; with a day chosen, that day is also drawn
 * as a timetable (DayTimetable), shown on laptop screens only. Each row has its production's still
 * when the source is productions (an event source has no pictures).
 * Why these choices: docs/decisions/016-programme-by-day.md.
 */
export const Programme = defineBlock("programme", Props, (p, { block, data, ctx }) => {
  const { t } = ctx;
  const productions = blockSource(block, data, "production");
  const source: FestivalEvent[] = productions?.events ?? blockSource(block, data, "event")?.items ?? [];
  const pictures = picturesById(productions?.items ?? []);
  const translated = translationsById(productions?.items ?? [], ctx.locale);
  const events = filterScreenings(source, p);
  const title = p.title || t.programme;
  if (events.length === 0) {
    return (
      <section className="block b-programme" data-list-name={title}>
        <h2 className="block-title">{title}</h2>
        <p className="empty-note">{t.programmeEmpty}</p>
      </section>
    );
  }
  const options = programmeOptions(events);
  const filter = parseProgrammeQuery(ctx.queries, options);
  const days = groupByDay(events);
  const facts = days.flatMap((d) => d.events.map((e) => screeningFacts(e, options.byVenue, ctx.now)));
  const view = programmeView(facts, filter);
  // view.shown follows the days' order; each day takes its share.
  let start = 0;
  const shownDays = days.map((d) => ({ ...d, shown: view.shown.slice(start, (start += d.events.length)) }));
  const chosen = shownDays.find((d) => d.day === filter.day);
  const placeKey = (e: FestivalEvent) => placeOf(e, options.byVenue);
  const room = (e: FestivalEvent) => roomOf(e, options.byVenue);
  const rooms = [...new Set(events.map(room))].sort((a, b) => a.localeCompare(b, "nb", { numeric: true }));
  return (
    <section className="block b-programme" data-list-name={title}>
      <h2 className="block-title">{title}</h2>
      <Island name="programme-filter" props={{ count: t.programmeCount, tab: t.dayTabCount }} className="programme">
        {options.days.size > 1 && (
          <DayTabs
            tabs={dayTabs(options.days, facts, filter, ctx.now)}
            total={programmeView(facts, { ...filter, day: undefined }).count}
            filter={filter}
            path={ctx.path}
            t={t}
            locale={ctx.locale}
          />
        )}
        {offersMoreFilters(options) && (
          <ProgrammeFilterForm id={block.id} path={ctx.path} renderedFor={ctx.queries} options={options} filter={filter} t={t} />
        )}
        <div className="programme-summary">
          <p className="programme-count" role="status">
            {countText(t.programmeCount, view.count)}
          </p>
          <a className="programme-earlier" href={ctx.path + programmeSearch({ ...filter, earlier: true })} hidden={view.hiddenPastDays.length === 0}>
            {t.showEarlierDays}
          </a>
        </div>
        {chosen && (
          <DayTimetable
            id={block.id}
            day={chosen.day}
            timetable={layoutTimetable(chosen.events, rooms, room)}
            hidden={new Set(chosen.events.filter((_, i) => !chosen.shown[i]).map((e) => e.id))}
            now={ctx.now}
            t={t}
            locale={ctx.locale}
          />
        )}
        {shownDays.map(({ day, events: list, shown }) => (
          <div key={day} className="programme-day" data-day={day} hidden={!shown.includes(true)}>
            <h3 className="day-heading">{formatDayHeading(list[0]?.startsAt ?? day, ctx.locale)}</h3>
            <ul className="screenings">
              {list.map((e, i) => (
                <Screening
                  key={e.id}
                  event={e}
                  t={t}
                  locale={ctx.locale}
                  now={ctx.now}
                  linkTitle
                  place={placeKey(e)}
                  hidden={!shown[i]}
                  image={pictures.get(e.production.id)}
                  placeHref={placeHref(ctx.site, e.venue)}
                  translation={translated.get(e.production.id)}
                />
              ))}
            </ul>
          </div>
        ))}
        <div className="programme-empty" hidden={view.count > 0}>
          <p>{t.programmeNoMatch}</p>
          <a href={ctx.path + programmeSearch({ ...NO_FILTER, day: filter.day })} className="button button-quiet">
            {t.filterReset}
          </a>
        </div>
      </Island>
    </section>
  );
});
