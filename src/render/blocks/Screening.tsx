import type { FestivalEvent } from "../../content/event";
import { formatDayHeading, formatTime } from "../format-date";
import type { Dictionary } from "../i18n/dictionary";
import type { Locale } from "../../content/locale";
import { Icon } from "../Icon";
import { productionPath } from "../site-paths";

/**
 * One screening: time, title (linking to the film or culture page when asked), place, age limit,
 * and the way to a ticket — the external checkout in a new window, or "Utsolgt".
 * `withDate` adds the day to the time, for lists not already grouped under day headings.
 */
export function Screening({
  event,
  t,
  locale,
  linkTitle,
  withDate = false,
}: {
  event: FestivalEvent;
  t: Dictionary;
  locale: Locale;
  linkTitle: boolean;
  withDate?: boolean;
}) {
  const time = formatTime(event.startsAt, locale);
  const when = withDate ? `${formatDayHeading(event.startsAt, locale)} ${time}` : time;
  const href = linkTitle ? productionPath(event.production) : null;
  const place = event.sal ? `${event.venue}, ${event.sal}` : event.venue;
  const price = event.price === undefined ? [] : [event.price === 0 ? t.free : t.price(event.price)];
  const facts = [place, t.ageLimit(event.ageLimit), t.duration(event.durationMinutes), ...price, ...event.accessibility.map((a) => t.accessibility[a])];
  return (
    <li className={event.soldOut ? "screening is-sold-out" : "screening"}>
      <time className="screening-time" dateTime={event.startsAt}>
        {when}
      </time>
      <div className="screening-main">
        <p className="screening-title">{href ? <a href={href}>{event.title}</a> : event.title}</p>
        <p className="screening-facts">{facts.join(" · ")}</p>
        {event.notes && <p className="screening-notes">{event.notes}</p>}
      </div>
      {event.soldOut ? (
        <span className="sold-out">{t.soldOut}</span>
      ) : (
        <a href={event.ticketUrl} target="_blank" rel="noopener" className="button ticket-button">
          <Icon name="ticket" />
          {t.buyTicket}
          {/* Many ticket links share one label; the hidden part tells them apart (WCAG 2.4.4). */}
          <span className="sr-only">
            {`: ${event.title}, ${withDate ? when : `${formatDayHeading(event.startsAt, locale)} ${time}`} ${t.opensInNewWindow}`}
          </span>
        </a>
      )}
    </li>
  );
}
