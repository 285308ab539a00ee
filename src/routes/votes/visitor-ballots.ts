import type { Context } from "hono";
import { siteNow } from "../../config/clock";
import type { FestivalEvent } from "../../content/event";
import type { Ballot } from "../../shared/vote-api";
import { UpstreamError } from "../../upstream/upstream-error";
import type { VenueSession } from "../../venue/venue-client";
import { votesStub } from "../../votes/votes-stub";
import { ticketKey } from "../../votes/ticket-key";
import { ticketScreenings, type TicketScreening } from "../../votes/ticket-screenings";
import { ballotState, voteWindow } from "../../votes/vote-window";
import type { AccountEnv } from "../account/account-env";

/**
 * The visitor's tickets to festival screenings, asked of the venue now: the server never takes
 * the browser's word for a ticket. `events` narrows the screenings looked at (one, for a vote).
 */
export async function visitorTicketScreenings(c: Context<AccountEnv>, session: VenueSession, events?: FestivalEvent[]): Promise<TicketScreening[]> {
  const tickets = await c.var.venue.tickets(session);
  const all = events ?? (await c.var.source.load()).bundle.events;
  return ticketScreenings(tickets, all, async (edi) => {
    try {
      return (await c.var.venue.movie(edi)).movieId;
    } catch (error) {
      // A film the venue does not know has no tickets; anything else is the venue failing.
      if (error instanceof UpstreamError && error.status === 404) return undefined;
      throw error;
    }
  });
}

/** Each matched ticket as a ballot: its window, its state now, the die it gave. */
export async function ballotsOf(c: Context<AccountEnv>, matched: readonly TicketScreening[]): Promise<Ballot[]> {
  const keys = await Promise.all(matched.map((m) => ticketKey(m.ticket.qrCode)));
  const dice: Record<string, number> = (await votesStub(c.var.config)?.dice(keys)) ?? {};
  const now = siteNow(c.var.config);
  return matched.map(({ ticket, event }, i) => {
    const window = voteWindow(event.startsAt);
    const die = dice[keys[i]!] ?? null;
    return {
      qrCode: ticket.qrCode,
      screeningId: event.id,
      title: event.production.title,
      startsAt: event.startsAt,
      ...window,
      state: ballotState(window, die, now),
      die,
    };
  });
}
