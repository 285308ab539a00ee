import { ticketTimeline } from "../ticket-timeline";
import { FormError } from "./FormError";
import { TicketCard } from "./TicketCard";
import { useOnline } from "./use-online";
import { useText } from "./text";
import { TicketVote } from "./TicketVote";
import { useBallots } from "./use-ballots";
import { useTickets } from "./use-tickets";

/**
 * "Mine billetter": loading, error with a retry, none, or the tickets with their QR codes. Without
 * network the service worker answers with the tickets it kept (src/client/sw/account-tickets.ts);
 * a line then says they are as they were when last online.
 *
 * Like a wallet: the coming tickets first, the next screening on top with its QR code ready; the
 * ones whose screening is over below, under "Tidligere billetter", greyed with their QR codes
 * folded away. `now` is the site's clock when fixed (a local run), else the browser's.
 */
export function TicketSection({ now }: { now?: number }) {
  const t = useText();
  const { tickets, reload } = useTickets();
  const online = useOnline();
  const { ballots, vote } = useBallots();
  const ballotOf = (qrCode: string) => {
    const view = ballots.get(qrCode);
    return view && <TicketVote view={view} onVote={(die) => vote(view.ballot, die)} />;
  };
  const { coming, past } = ticketTimeline(tickets.items, now ?? Date.now());
  return (
    <section className="account-section" aria-labelledby="mine-billetter" aria-busy={tickets.loading}>
      <h2 id="mine-billetter">{t.myTickets}</h2>
      {tickets.loading && (
        <p role="status" className="muted">
          {t.loading}
        </p>
      )}
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
      {coming.length > 0 && (
        <ul className="tickets">
          {coming.map((ticket, i) => (
            // A visitor may hold two tickets to the same film; the QR code tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the index only separates two tickets with one QR code
            <TicketCard key={`${ticket.qrCode}-${i}`} ticket={ticket} vote={ballotOf(ticket.qrCode)} />
          ))}
        </ul>
      )}
      {past.length > 0 && (
        <>
          <h3 className="tickets-past-title">{t.pastTickets}</h3>
          <ul className="tickets">
            {past.map((ticket, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the index only separates two tickets with one QR code
              <TicketCard key={`${ticket.qrCode}-${i}`} ticket={ticket} past vote={ballotOf(ticket.qrCode)} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
