import type { ReactNode } from "react";
import type { Ticket } from "../../shared/account-api";
import { calendarPath } from "../../shared/site-paths";
import { formatSeats, formatStartTime } from "../format";
import { QrCode } from "./QrCode";
import { useText } from "./text";

/**
 * One ticket, drawn like one: when, where and which seats, and a stub with the QR code for the
 * door. A `past` ticket (its screening is over) is greyed, marked "Vist" (its time is in the
 * facts below, once), and keeps its QR code folded away; its title is a level lower, under
 * "Tidligere billetter". `vote` is the ticket's Publikumsprisen ballot, under its facts.
 */
export function TicketCard({ ticket, past = false, vote }: { ticket: Ticket; past?: boolean; vote?: ReactNode }) {
  const t = useText();
  const Title = past ? "h4" : "h3";
  const qr = <QrCode value={ticket.qrCode} label={t.qrLabel(ticket.movieTitle)} fallbackUrl={ticket.qrUrl} />;
  return (
    <li className={past ? "ticket ticket-past" : "ticket"}>
      <div className="ticket-body">
        {past && <p className="ticket-used">{t.shown}</p>}
        <Title className="ticket-title">{ticket.movieTitle}</Title>
        <dl className="ticket-facts">
          <div>
            <dt>{t.startTime}</dt>
            <dd>
              <time dateTime={ticket.startTime}>{formatStartTime(ticket.startTime, t.intlLocale)}</time>
            </dd>
          </div>
          <div>
            <dt>{ticket.screening ? t.place : t.sal}</dt>
            <dd>
              {/* A festival has five places and "Sal 1" in more than one: the place first, linked to how to get there. */}
              {ticket.screening && (ticket.screening.placeHref ? <a href={ticket.screening.placeHref}>{ticket.screening.venue}</a> : ticket.screening.venue)}
              {ticket.screening ? `, ${ticket.sal}` : ticket.sal}
              {ticket.screening?.address && <span className="ticket-address">{ticket.screening.address}</span>}
            </dd>
          </div>
          <div>
            <dt>{t.seats}</dt>
            <dd>
              {/* Per row from the seat list; the venue's own summary text only when there is no list. */}
              {ticket.seatsInfo.seats.length > 0 ? (
                <ul className="ticket-seats">
                  {ticket.seatsInfo.seats.map((s) => (
                    <li key={s.row}>{t.seatRow(s.row, formatSeats(s.seats))}</li>
                  ))}
                </ul>
              ) : (
                ticket.seatsInfo.info || "–"
              )}
            </dd>
          </div>
          {ticket.notes && (
            <div>
              <dt>{t.notes}</dt>
              <dd>{ticket.notes}</dd>
            </div>
          )}
        </dl>
        {ticket.screening && (ticket.screening.filmHref || !past) && (
          <p className="ticket-links">
            {ticket.screening.filmHref && <a href={ticket.screening.filmHref}>{t.aboutFilm}</a>}
            {!past && <a href={calendarPath(ticket.screening.eventId)}>{t.addToCalendar}</a>}
          </p>
        )}
        {vote}
      </div>
      <div className="ticket-qr">
        {past ? (
          <details className="ticket-qr-fold">
            <summary>{t.showQr}</summary>
            {qr}
          </details>
        ) : (
          qr
        )}
      </div>
    </li>
  );
}
