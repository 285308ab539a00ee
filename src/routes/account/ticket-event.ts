import type { FestivalEvent } from "../../content/event";
import type { Ticket } from "../../shared/account-api";

/** Two names of a sal or film alike but for case and spacing. */
const same = (a: string, b: string) => a.trim().toLocaleLowerCase("nb-NO") === b.trim().toLocaleLowerCase("nb-NO");

/**
 * The screening of the content a ticket is for: the venue names no screening id, so it is the one
 * that starts at the ticket's instant in a sal of that name — and, where several places have a sal
 * so named, the one whose title holds the ticket's film. Undefined when none, or more than one, fits.
 *
 * @example ticketEvent(ticket, bundle.events)?.id // "nff25-nordlys-avslutning"
 */
export function ticketEvent(ticket: Ticket, events: readonly FestivalEvent[]): FestivalEvent | undefined {
  const at = Date.parse(ticket.startTime);
  const inSal = events.filter((e) => Date.parse(e.startsAt) === at && same(e.sal, ticket.sal));
  if (inSal.length <= 1) return inSal[0];
  const titled = inSal.filter((e) => e.title.toLocaleLowerCase("nb-NO").includes(ticket.movieTitle.trim().toLocaleLowerCase("nb-NO")));
  return titled.length === 1 ? titled[0] : undefined;
}
