import { NO_FILTER, countText, narrowsChoices, programmeSearch, type ProgrammeFilter } from "../../shared/programme-filter";
import { INTL_LOCALE, formatDayHeading, formatLongDate } from "../format-date";
import { Island } from "../Island";
import { placeHref } from "../place-links";
import { CHANGES_PAGE_PATHS } from "../../shared/schedule-changes-api";
import { DayTabs } from "./DayTabs";
import { defineBlock } from "./define-block";
import { blockSource, picturesById, translationsById } from "./production-facts";
import { ProgrammeFilterForm, offersMoreFilters } from "./programme-filter-form";
import { ProgrammePager, type PagerLink } from "./ProgrammePager";
import { ProgrammeProps } from "./programme-props";
import { ProgrammeUndo } from "./programme-undo";
import {
  PROGRAMME_READS,
  programmeBlockOffers,
  programmeListsNothing,
  programmeNamesNothing,
  programmeSelection,
  type ProgrammeSelection,
} from "./programme-selection";
import { screeningHtml } from "./screening-html";
import { placeOf } from "./screenings";
import { PrintButton, PrintHead, SubscribeLink } from "./paper-tools";
import { optionSlug } from "./option-slug";
import type { Locale } from "../../content/locale";
import type { FestivalEvent } from "../../content/event";
import { DayFrame } from "./DayFrame";
import { dayGrid, placedRow } from "./day-grid";

/**
 * `programme`: the screenings of the page's production source (its `events`), optionally of one
 * section and between two days (the block's props fix these), under Norwegian day headings
 * ("Onsdag 10. september"), with day tabs and a filter form whose query the visitor can share
 * (src/shared/programme-filter.ts holds the rule).
 *
 * A page carries what it shows (docs/decisions/027): a chosen day (`dag`) lists that day's
 * screenings for the filter, laid out as its timetable on a laptop (DayFrame: one markup); without a
 * day the page lists whole days from now (or from `fra`), 40 screenings at most, and links onward.
 * The tabs count every day of their strip from the screenings' facts, not from rows in the page.
 * A query naming nothing in the programme is a 404 before anything renders (`namesNothing`).
 * With JavaScript the programme-filter island loads another day or filter's page and swaps it in.
 * Each row has its production's still when the source is productions (an event source has none).
 * Why the tabs and timetable: docs/decisions/016-programme-by-day.md; why one markup: 050.
 */
/**
 * The query this HTML was rendered for (as the page reads it: routes/render-page.tsx `pageAddressOf`): the programme-filter
 * island compares it with the address, to know a page the service worker kept for another one.
 */
function renderedSearch(queries: Record<string, string[]>): string {
  return new URLSearchParams(Object.entries(queries).flatMap(([key, values]) => values.map((v): [string, string] => [key, v]))).toString();
}

/** The pager's links: a chosen day's neighbours, or the days after the list. */
function pagerLinks(s: ProgrammeSelection, link: (f: ProgrammeFilter) => string): { previous?: PagerLink | undefined; next?: PagerLink | undefined } {
  const { filter } = s;
  const day = (d: string | undefined): PagerLink | undefined => (d === undefined ? undefined : { kind: "day", day: d, href: link({ ...filter, day: d }) });
  if (s.chosen) return { previous: day(s.previousDay), next: day(s.nextDay) };
  const next = s.list.next;
  return { next: next === undefined ? undefined : { kind: "days", day: next, href: link({ ...filter, day: undefined, from: next }) } };
}

/** What a printed sheet says it is: the programme's title, its place when filtered by one, and its day or days ("Lørdag 20. september 2025"). */
function printedWhat(title: string, s: ProgrammeSelection, locale: Locale): string {
  const days = s.list.days;
  const first = days[0]?.events[0]?.startsAt;
  const last = days.at(-1)?.events[0]?.startsAt;
  const when =
    first === undefined || last === undefined
      ? ""
      : s.chosen
        ? `${formatDayHeading(first, locale)} ${first.slice(0, 4)}`
        : first.slice(0, 10) === last.slice(0, 10)
          ? formatLongDate(first, locale)
          : `${formatLongDate(first, locale)} – ${formatLongDate(last, locale)}`;
  return [title, s.filter.place, when].filter(Boolean).join(" · ");
}

export const Programme = defineBlock(
  "programme",
  ProgrammeProps,
  (p, args) => {
    const { block, data, ctx } = args;
    const { t } = ctx;
    const title = p.title || t.programme;
    const selection = programmeSelection(p, args);
    if (!selection) {
      return (
        <section className="block b-programme" data-list-name={title}>
          <h2 className="block-title">{title}</h2>
          <p className="empty-note">{t.programmeEmpty}</p>
        </section>
      );
    }
    const { prepared, filter, list, chosen, strip, startDay } = selection;
    const { options } = prepared;
    const productions = blockSource(block, data, "production")?.items ?? [];
    const pictures = picturesById(productions);
    const translated = translationsById(productions, ctx.locale);
    const link = (f: ProgrammeFilter) => ctx.path + programmeSearch(f);
    return (
      <section className="block b-programme" data-list-name={title} data-block={block.id} data-search={renderedSearch(ctx.queries)}>
        <h2 className="block-title">{title}</h2>
        <Island
          name="programme-filter"
          props={{ count: t.programmeCount, offline: t.programmeOffline, notKept: { ...t.programmeNotKept, intlLocale: INTL_LOCALE[ctx.locale] } }}
          className="programme"
        >
          <PrintHead site={ctx.site} what={printedWhat(title, selection, ctx.locale)} t={t} />
          {prepared.days.length > 1 && <DayTabs strip={strip} coming={selection.coming} filter={filter} path={ctx.path} t={t} locale={ctx.locale} />}
          {offersMoreFilters(options) && <ProgrammeFilterForm id={block.id} path={ctx.path} options={options} filter={filter} t={t} />}
          <div className="programme-summary">
            <p className="programme-count" role="status">
              {countText(t.programmeCount, list.count)}
            </p>
            {p.changes !== undefined && p.changes > 0 && (
              <p className="programme-changes">
                <a href={CHANGES_PAGE_PATHS[ctx.locale]}>{t.changesLink(p.changes)}</a>
              </p>
            )}
            {list.count > 0 && (
              <p className="paper-tools">
                <PrintButton t={t} />
                {/* A place is a calendar of its own where the programme is filtered by one (docs/decisions/047). */}
                {filter.place !== undefined && options.byVenue && (
                  <SubscribeLink site={ctx.site} kind="place" slug={optionSlug(filter.place)} name={filter.place} t={t} />
                )}
              </p>
            )}
            {list.started > 0 && (
              <p className="programme-started">
                {`${countText(t.programmeStarted, list.started)} `}
                <a href={link({ ...filter, from: undefined, day: startDay })}>{t.showWholeDay}</a>
              </p>
            )}
          </div>
          {list.days.map(({ day, events }) => {
            // Rows are kept as HTML while nothing they show changes (screening-html.ts): most of a day's page, rendered once.
            const row = (e: FestivalEvent) =>
              screeningHtml({
                event: e,
                t,
                locale: ctx.locale,
                now: ctx.now,
                linkTitle: true,
                place: placeOf(e, options.byVenue),
                image: pictures.get(e.production.id),
                placeHref: placeHref(ctx.site, e.venue),
                translation: translated.get(e.production.id),
                subtitles: prepared.subtitlesOf(e),
                native: ctx.locale === ctx.site.locale.default,
              });
            // A chosen day's rows are its timetable too, on a laptop (DayFrame, docs/decisions/050).
            const grid =
              chosen?.day === day
                ? dayGrid(prepared, { day, events, filterKey: programmeSearch(filter), markClashes: narrowsChoices(filter), t, locale: ctx.locale })
                : undefined;
            return (
              <div key={day} className={grid ? "programme-day is-chosen" : "programme-day"} data-day={day}>
                <h3 className="day-heading">{formatDayHeading(events[0]?.startsAt ?? day, ctx.locale)}</h3>
                {grid ? (
                  <DayFrame id={block.id} grid={grid} rows={events.map((e) => placedRow(row(e), grid.placement.get(e.id))).join("")} t={t} />
                ) : (
                  <ul className="screenings" dangerouslySetInnerHTML={{ __html: events.map(row).join("") }} />
                )}
              </div>
            );
          })}
          {list.count === 0 && (
            <div className="programme-empty">
              <p>{t.programmeNoMatch}</p>
              <ProgrammeUndo id={`programme-${block.id}`} filter={filter} link={link} t={t} />
              <a href={link({ ...NO_FILTER, day: filter.day, from: filter.from })} className="button button-quiet">
                {t.filterReset}
              </a>
            </div>
          )}
          <ProgrammePager {...pagerLinks(selection, link)} t={t} locale={ctx.locale} />
        </Island>
      </section>
    );
  },
  { namesNothing: programmeNamesNothing, offers: programmeBlockOffers, reads: () => PROGRAMME_READS, listsNothing: programmeListsNothing },
);
