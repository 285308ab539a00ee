import type { FestivalEvent } from "../../content/event";
import { placeNamed } from "../../content/place";
import type { SiteConfig } from "../../content/site";
import type { Ticket, TicketScreening } from "../../shared/account-api";
import { productionPath } from "../../shared/site-paths";
import { ticketEvent } from "./ticket-event";

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
    const event = ticketEvent(ticket, events);
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
