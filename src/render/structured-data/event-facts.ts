import type { AgeLimit, FestivalEvent } from "../../content/event";
import type { SiteConfig } from "../../content/site";
import { absoluteUrl } from "../page-head";
import { productionPath } from "../site-paths";
import { endAt } from "./date-times";
import { schemaOrg, type JsonLdNode } from "./json-ld";
import { organizationRef } from "./organization";
import { eventPlace, type PlacesSite } from "./place-node";


/** Medietilsynet's age limits as they are written in Norway: "Tillatt for alle", "6 år" … */
export function ageRating(limit: AgeLimit): string {
  return limit === "A" ? "Tillatt for alle" : `${limit} år`;
}

/** The film or culture page of an event's production, absolute; undefined when it has none. */
export function productionUrl(site: Pick<SiteConfig, "host">, ref: FestivalEvent["production"]): string | undefined {
  const path = productionPath(ref);
  return path ? absoluteUrl(site, path) : undefined;
}

/**
 * The ticket offer. Availability follows the content's sold-out flag only, not the clock, so the
 * markup of a cached page does not go stale at a screening's start (crawlers ignore past events).
 */
function offer(event: FestivalEvent): JsonLdNode {
  return {
    "@type": "Offer",
    url: event.ticketUrl,
    price: event.price,
    priceCurrency: event.price === undefined ? undefined : "NOK",
    availability: schemaOrg(event.soldOut ? "SoldOut" : "InStock"),
  };
}

/** Where an event's production lives: its page and lead image, absolute (see productionPage). */
export type ProductionPage = { url: string | undefined; image: string | undefined };

/**
 * What every event node says, screening or culture event: when, where (the place with its address
 * and coordinates: place-node.ts), whether it takes place, the ticket offer and the organizer.
 * The properties shared by ScreeningEvent and Event. `place` is MovieTheater for film screenings.
 *
 * @example eventFacts(site, event, "MovieTheater", page).location // { "@type": "MovieTheater", name: "Havvik kino, Sal 1", … }
 */
export function eventFacts(site: PlacesSite, event: FestivalEvent, place: "MovieTheater" | "Place", page: ProductionPage) {
  return {
    name: event.title,
    url: page.url,
    startDate: event.startsAt,
    endDate: endAt(event.startsAt, event.durationMinutes),
    eventStatus: schemaOrg(event.cancelled ? "EventCancelled" : "EventScheduled"),
    eventAttendanceMode: schemaOrg("OfflineEventAttendanceMode"),
    location: eventPlace(site, event.venue, event.sal, place),
    description: event.notes || undefined,
    offers: offer(event),
    organizer: organizationRef(site),
  };
}
