import type { FestivalEvent } from "../content/event";
import type { Ticket } from "../shared/account-api";

/** A ticket of the visitor and the festival screening it is for. */
export type TicketScreening = { ticket: Ticket; event: FestivalEvent };

/** The film's ediNumber, from the film page the screening belongs to (`/{slug}-DXM{ediNumber}`). */
function ediOf(event: FestivalEvent): string | undefined {
  return /-DXM(\d{1,12})$/.exec(event.production.parentSlug ?? "")?.[1];
}

/** Screenings the audience award counts: the film festival's own, not cancelled, of a film page. */
export function isAwardScreening(event: FestivalEvent): boolean {
  return event.section === "festival" && !event.cancelled && ediOf(event) !== undefined;
}

/**
 * The visitor's tickets matched to the festival's screenings. The venue's ticket names no
 * screening id, so a ticket is for a screening when it starts at the same instant and is for the
 * same venue film: the screening's ediNumber asked of the venue (`movieIdOf`), compared with the
 * ticket's MovieId. Only films with a screening at a ticket's start are asked about.
 *
 * @example await ticketScreenings(tickets, bundle.events, (edi) => venue.movie(edi).then((m) => m.movieId))
 */
export async function ticketScreenings(
  tickets: readonly Ticket[],
  events: readonly FestivalEvent[],
  movieIdOf: (edi: string) => Promise<number | undefined>,
): Promise<TicketScreening[]> {
  const starts = new Set(tickets.map((t) => Date.parse(t.startTime)));
  const candidates = events.filter((e) => isAwardScreening(e) && starts.has(Date.parse(e.startsAt)));
  const edis = [...new Set(candidates.map((e) => ediOf(e)!))];
  const ids = new Map(await Promise.all(edis.map(async (edi) => [edi, await movieIdOf(edi)] as const)));
  return tickets.flatMap((ticket) => {
    const event = candidates.find((e) => Date.parse(e.startsAt) === Date.parse(ticket.startTime) && ids.get(ediOf(e)!) === ticket.movieId);
    return event ? [{ ticket, event }] : [];
  });
}
