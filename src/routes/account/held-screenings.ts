import type { Context } from "hono";
import type { FestivalEvent } from "../../content/event";
import { festivalTickets } from "../../plan/festival-tickets";
import type { VenueSession } from "../../venue/venue-client";
import type { AccountEnv } from "./account-env";
import { ticketEvent } from "./ticket-event";

/**
 * The screenings the visitor's plan holds for their tickets: the venue's tickets (one call),
 * matched to the content's screenings as Min side's ticket cards are (a ticket the content does
 * not know holds nothing), those on the festival's days (plan/festival-tickets.ts). Whether a
 * screening is over or cancelled is the planner's to say: it knows the site's now.
 */
export async function heldScreenings(c: Context<AccountEnv>, venue: VenueSession): Promise<FestivalEvent[]> {
  const tickets = await c.var.venue.tickets(venue);
  const { events } = (await c.var.source.load()).bundle;
  return festivalTickets(
    tickets.flatMap((t) => ticketEvent(t, events) ?? []),
    events,
  );
}
