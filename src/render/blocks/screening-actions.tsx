import type { FestivalEvent } from "../../content/event";
import type { ScreeningStatus } from "../../content/screening-status";
import type { Dictionary } from "../../i18n/dictionary";
import { calendarPath } from "../../shared/site-paths";
import { Icon } from "../Icon";

/**
 * What a visitor can do with a screening: buy a ticket at the external checkout (new window) while
 * it is on sale; otherwise read why not — "Utsolgt", "Avlyst", or "Visningen er over" once it has
 * started, when the checkout is closed — and put it in a calendar while it is still to come (not
 * once it has started, nor when it is cancelled). A sold-out screening offers "Si fra om det blir
 * ledig" (docs/decisions/045): a button the `live-screenings` island reveals where push works
 * (client/seat-watch.ts), invisible until then so the row keeps its place; without JavaScript the
 * row says "Utsolgt" and nothing more.
 */
export function ScreeningActions({
  event,
  status,
  t,
  when,
  inlineIcons = false,
}: {
  event: FestivalEvent;
  status: ScreeningStatus;
  t: Dictionary;
  when: string;
  /** A short list (the front page's next screenings): the icons drawn in the page, not by a mask. */
  inlineIcons?: boolean;
}) {
  // Many rows share these labels; the name says which screening (WCAG 2.4.4), starting with the
  // words on the button (2.5.3). A name rather than a hidden span: a festival day's page has forty
  // rows, and each element counts (docs/decisions/027); for the same reason a long list's icons are
  // drawn by CSS (`i-ticket`, `i-calendar`: scripts/build-icon-masks.mjs), not an <svg> each. A
  // short one draws them in the page, so its first screen needs no mask's data URI, which
  // Lighthouse's simulation counts as a request before the paint (docs/decisions/055).
  const which = `: ${event.title}, ${when}`;
  const ticketIcon = inlineIcons ? <Icon name="ticket" inline /> : null;
  const calendarIcon = inlineIcons ? <Icon name="calendar" inline /> : null;
  const masked = (className: string, icon: string) => (inlineIcons ? className : `${className} ${icon}`);
  return (
    <div className="screening-actions">
      {status === "on-sale" ? (
        <a
          href={event.ticketUrl}
          target="_blank"
          rel="noopener"
          className={masked("button ticket-button", "i-ticket")}
          aria-label={`${t.buyTicket}${which} ${t.opensInNewWindow}`}
        >
          {ticketIcon}
          {t.buyTicket}
        </a>
      ) : status === "sold-out" ? (
        <>
          <span className="sold-out">{t.soldOut}</span>
          <button type="button" className="seat-button" data-seat={event.id} data-pending="" title={t.seatWatchHint}>
            {t.seatWatch}
          </button>
        </>
      ) : status === "cancelled" ? (
        <span className="screening-cancelled">{t.cancelled}</span>
      ) : (
        <span className="screening-over">{t.screeningOver}</span>
      )}
      {(status === "on-sale" || status === "sold-out") && (
        <a href={calendarPath(event.id)} className={masked("calendar-link", "i-calendar")} aria-label={`${t.addToCalendar}${which}`}>
          {calendarIcon}
          {t.addToCalendar}
        </a>
      )}
    </div>
  );
}
