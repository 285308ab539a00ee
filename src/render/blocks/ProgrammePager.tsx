import type { Locale } from "../../content/locale";
import { formatDayHeading } from "../format-date";
import type { Dictionary } from "../../i18n/dictionary";

/** A link onward: to one day (`dag`) or to the days from one on (`fra`). */
export type PagerLink = { kind: "day" | "days"; day: string; href: string };

/**
 * The way on at the foot of a programme, where a visitor who read to the end is: the day before
 * and after a chosen day, or the days after the list ("Neste dager") — each naming its day.
 * Nothing when there is nowhere to go.
 */
export function ProgrammePager({
  previous,
  next,
  t,
  locale,
}: {
  previous?: PagerLink | undefined;
  next?: PagerLink | undefined;
  t: Dictionary;
  locale: Locale;
}) {
  if (!previous && !next) return null;
  const label = (l: PagerLink, back: boolean) => (back ? t.previousDay : l.kind === "day" ? t.nextDay : t.nextDays);
  const item = (l: PagerLink, back: boolean) => (
    <a className={`pager-link ${back ? "pager-previous" : "pager-next"}`} href={l.href} rel={back ? "prev" : "next"}>
      <span className="pager-label">
        {back && <span aria-hidden="true">‹ </span>}
        {label(l, back)}
        {!back && <span aria-hidden="true"> ›</span>}
      </span>
      <span className="pager-day">{formatDayHeading(`${l.day}T12:00:00Z`, locale)}</span>
    </a>
  );
  return (
    <nav className="programme-pager" aria-label={t.programmeMoreDays}>
      {previous && item(previous, true)}
      {next && item(next, false)}
    </nav>
  );
}
