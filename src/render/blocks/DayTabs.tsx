import type { Locale } from "../../content/locale";
import { countText, programmeSearch, type ProgrammeFilter } from "../../shared/programme-filter";
import { formatTabDay } from "../format-date";
import type { DayStrip } from "./programme-days";
import type { Dictionary } from "../../i18n/dictionary";

/**
 * The programme's days as a strip of links: "Fra nå" (the default view: whole days from now),
 * then each day of the strip's two weeks with its weekday ("I dag", "I morgen" when they apply),
 * date and number of screenings, and at its ends the way to earlier and later days. Plain links (a
 * nav, not an ARIA tablist): each is the address of that day's programme with the other filters
 * kept, so it works without JavaScript and can be shared; the chosen one has aria-current="page".
 * On a phone the strip scrolls sideways inside itself, never the page.
 *
 * The programme-filter island loads a tab's page in place; `data-day` is what it reads.
 */
export function DayTabs({
  strip,
  coming,
  filter,
  path,
  t,
  locale,
}: {
  strip: DayStrip;
  /** Screenings the default view lists for the other filters. */
  coming: number;
  filter: ProgrammeFilter;
  path: string;
  t: Dictionary;
  locale: Locale;
}) {
  const href = (day: string | undefined) => path + programmeSearch({ ...filter, day, from: undefined });
  const current = filter.day === undefined && filter.from === undefined;
  return (
    <nav className="day-tabs" aria-label={t.programmeDays}>
      <ul>
        <li>
          <a className="day-tab day-tab-all" href={href(undefined)} aria-current={current ? "page" : undefined}>
            <span className="day-tab-name">{t.dayTabComing}</span>
            <span className="day-tab-count">{countText(t.dayTabCount, coming)}</span>
          </a>
        </li>
        {strip.before && (
          <li className="day-tab-more">
            <a className="day-tab day-tab-step" href={href(strip.before)}>
              <span className="day-tab-name">
                <span aria-hidden="true">‹ </span>
                {t.earlierDays}
              </span>
            </a>
          </li>
        )}
        {strip.tabs.map((tab) => {
          const { weekday, date } = formatTabDay(tab.start, locale);
          const name = tab.relative === "today" ? t.today : tab.relative === "tomorrow" ? t.tomorrow : weekday;
          return (
            <li key={tab.day} className={tab.monthStart ? "month-start" : undefined}>
              <a
                className={`day-tab${tab.relative ? " is-soon" : ""}${tab.count === 0 ? " is-empty" : ""}`}
                href={href(tab.day)}
                data-day={tab.day}
                aria-current={filter.day === tab.day ? "page" : undefined}
              >
                <span className="day-tab-name">{name}</span>
                <span className="day-tab-date">{date}</span>
                <span className="day-tab-count">{countText(t.dayTabCount, tab.count)}</span>
              </a>
            </li>
          );
        })}
        {strip.after && (
          <li className="day-tab-more">
            <a className="day-tab day-tab-step" href={href(strip.after)}>
              <span className="day-tab-name">
                {t.laterDays}
                <span aria-hidden="true"> ›</span>
              </span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
