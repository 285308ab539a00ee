import { FormError } from "./FormError";
import { TicketCard } from "./TicketCard";
import { useOnline } from "./use-online";
import { useText } from "./text";
import { useTickets } from "./use-tickets";

/**
 * "Mine billetter": loading, error with a retry, none, or the tickets with their QR codes. Without
 * network the service worker answers with the tickets it kept (src/client/sw/account-tickets.ts);
 * a line then says they are as they were when last online.
 */
export function TicketSection() {
  const t = useText();
  const { tickets, reload } = useTickets();
  const online = useOnline();
  return (
    <section className="account-section" aria-labelledby="mine-billetter" aria-busy={tickets.loading}>
      <h2 id="mine-billetter">{t.myTickets}</h2>
      {tickets.loading && <p role="status" className="muted">{t.loading}</p>}
      {tickets.error && (
        <>
          <FormError problem={tickets.error} />
          <button type="button" className="button button-quiet" onClick={reload}>
            {t.tryAgain}
          </button>
        </>
      )}
      {!tickets.loading && !tickets.error && tickets.items.length === 0 && <p className="muted">{t.noTickets}</p>}
      {!online && tickets.items.length > 0 && <p className="note">{t.ticketsOffline}</p>}
      {tickets.items.length > 0 && (
        <ul className="tickets">
          {tickets.items.map((ticket, i) => (
            // A visitor may hold two tickets to the same film; the QR code tells them apart.
            <TicketCard key={`${ticket.qrCode}-${i}`} ticket={ticket} />
          ))}
        </ul>
      )}
    </section>
  );
}
