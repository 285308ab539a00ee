import type { FestivalEvent } from "../../content/event";
import { placeNamed } from "../../content/place";
import type { SiteConfig } from "../../content/site";
import type { Ticket, TicketScreening } from "../../shared/account-api";
import { productionPath } from "../../shared/site-paths";

/** Two names of a sal or film alike but for case and spacing. */
const same = (a: string, b: string) => a.trim().toLocaleLowerCase("nb-NO") === b.trim().toLocaleLowerCase("nb-NO");

/**
 * The screening of the content a ticket is for: the venue names no screening id, so it is the one
 * that starts at the ticket's instant in a sal of that name — and, where several places have a sal
 * so named, the one whose title holds the ticket's film. Undefined when none, or more than one, fits.
 */
function screeningOf(ticket: Ticket, events: readonly FestivalEvent[]): FestivalEvent | undefined {
  const at = Date.parse(ticket.startTime);
  const inSal = events.filter((e) => Date.parse(e.startsAt) === at && same(e.sal, ticket.sal));
  if (inSal.length <= 1) return inSal[0];
  const titled = inSal.filter((e) => e.title.toLocaleLowerCase("nb-NO").includes(ticket.movieTitle.trim().toLocaleLowerCase("nb-NO")));
  return titled.length === 1 ? titled[0] : undefined;
}

/**
 * The visitor's tickets with the place each is at: a festival has five places and a sal is named in
 * several, so a ticket says where it is (the place's name and address, its section on the places
 * page), links its film's page and its screening's calendar file. A ticket the content does not
 * know (another season's) stays as the venue gave it.
 *
 * @example withPlaces(tickets, bundle.events, site)[0].screening?.venue // "Havvik kino"
 */
export function withPlaces(tickets: readonly Ticket[], events: readonly FestivalEvent[], site: Pick<SiteConfig, "places" | "placesPage">): Ticket[] {
  return tickets.map((ticket) => {
    const event = screeningOf(ticket, events);
    if (!event) return ticket;
    const place = placeNamed(site.places, event.venue);
    const film = productionPath(event.production);
    const screening: TicketScreening = {
      eventId: event.id,
      venue: place?.name ?? event.venue,
      ...(place ? { address: `${place.address.street}, ${place.address.postcode} ${place.address.city}`, placeHref: `${site.placesPage}#${place.slug}` } : {}),
      ...(film ? { filmHref: film } : {}),
    };
    return { ...ticket, screening };
  });
}
