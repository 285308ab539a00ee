import type { Locale } from "../../content/locale";
import { countText, programmeSearch, type ProgrammeFilter } from "../../shared/programme-filter";
import { formatTabDay } from "../format-date";
import type { Dictionary } from "../i18n/dictionary";
import type { DayTab } from "./programme-days";

/**
 * The programme's days as a strip of links: "Alle dager", then each day with its weekday ("I dag",
 * "I morgen" when they apply), date and number of screenings. Plain links (a nav, not an ARIA
 * tablist): each is the address of that day's programme with the other filters kept, so it works
 * without JavaScript and can be shared; the chosen one has aria-current="page". On a phone the
 * strip scrolls sideways inside itself, never the page.
 *
 * The programme-filter island rewrites the hrefs and counts when other filters change in place;
 * `data-day` and `data-over` are what it reads.
 */
export function DayTabs({
  tabs,
  total,
  filter,
  path,
  t,
  locale,
}: {
  tabs: DayTab[];
  /** Screenings on all days for the other filters (days over left out unless asked for). */
  total: number;
  filter: ProgrammeFilter;
  path: string;
  t: Dictionary;
  locale: Locale;
}) {
  const current = (day: string | undefined) => (filter.day === day ? "page" : undefined);
  return (
    <nav className="day-tabs" aria-label={t.programmeDays}>
      <ul>
        <li>
          <a className="day-tab day-tab-all" href={path + programmeSearch({ ...filter, day: undefined })} aria-current={current(undefined)}>
            <span className="day-tab-name">{t.filterAllDays}</span>
            <span className="day-tab-count">{countText(t.dayTabCount, total)}</span>
          </a>
        </li>
        {tabs.map((tab) => {
          const { weekday, date } = formatTabDay(tab.start, locale);
          const name = tab.relative === "today" ? t.today : tab.relative === "tomorrow" ? t.tomorrow : weekday;
          return (
            <li
              key={tab.day}
              className={tab.monthStart ? "month-start" : undefined}
              data-over={tab.over ? "" : undefined}
              hidden={tab.over && !filter.earlier && filter.day !== tab.day}
            >
              <a
                className={`day-tab${tab.relative ? " is-soon" : ""}${tab.count === 0 ? " is-empty" : ""}`}
                href={path + programmeSearch({ ...filter, day: tab.day })}
                data-day={tab.day}
                aria-current={current(tab.day)}
              >
                <span className="day-tab-name">{name}</span>
                <span className="day-tab-date">{date}</span>
                <span className="day-tab-count">{countText(t.dayTabCount, tab.count)}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
