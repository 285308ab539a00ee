import type { Ticket } from "../../shared/account-api";
import { formatSeats, formatStartTime } from "../format";
import { QrCode } from "./QrCode";
import { useText } from "./text";

/** One ticket: its QR code for the door, and when, where and which seats. */
export function TicketCard({ ticket }: { ticket: Ticket }) {
  const t = useText();
  return (
    <li className="ticket">
      <div className="ticket-qr">
        <QrCode value={ticket.qrCode} label={t.qrLabel(ticket.movieTitle)} fallbackUrl={ticket.qrUrl} />
      </div>
      <div className="ticket-body">
        <h3 className="ticket-title">{ticket.movieTitle}</h3>
        <dl className="ticket-facts">
          <div>
            <dt>{t.startTime}</dt>
            <dd>
              <time dateTime={ticket.startTime}>{formatStartTime(ticket.startTime, t.intlLocale)}</time>
            </dd>
          </div>
          <div>
            <dt>{t.sal}</dt>
            <dd>{ticket.sal}</dd>
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
      </div>
    </li>
  );
}
