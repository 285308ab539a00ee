import type { AgeLimit, FestivalEvent } from "../../content/event";
import { screeningStatus } from "../../content/screening-status";
import { endAt } from "./date-times";
import { schemaOrg, type JsonLdNode, type JsonLdRef } from "./json-ld";
import { organizationRef } from "./organization";
import type { PlacesSite } from "./place-node";
import type { ProductionPage } from "./production-page";

/** Medietilsynet's age limits as they are written in Norway: "Tillatt for alle", "6 år" … */
export function ageRating(limit: AgeLimit): string {
  return limit === "A" ? "Tillatt for alle" : `${limit} år`;
}

/**
 * The ticket offer, valid from the day sale starts where the content says, at the site's clock
 * `now`: a cancelled screening's tickets are no longer sold ("Discontinued", beside its
 * EventCancelled), a sold-out one's "SoldOut". A screening that has started has no offer: its
 * checkout is closed ("Visningen er over"). The page caches keep a page no longer than until its
 * next screening starts (routes/html-cache.ts), so the markup follows the clock like the page.
 */
function offer(event: FestivalEvent, now: number): JsonLdNode | undefined {
  const status = screeningStatus(event, now);
  if (status === "past") return undefined;
  return {
    "@type": "Offer",
    url: event.ticketUrl,
    price: event.price,
    priceCurrency: event.price === undefined ? undefined : "NOK",
    availability: schemaOrg(status === "cancelled" ? "Discontinued" : status === "sold-out" ? "SoldOut" : "InStock"),
    validFrom: event.saleStartsAt,
  };
}

/**
 * What the event is, in words: the production's summary, then what is special about this one
 * ("Norsk teksting.", "Regissøren er til stede."). Either alone where the other is missing. Notes
 * are written in the content's language only: a page in another leaves them out.
 */
function description(event: FestivalEvent, page: ProductionPage, withSummary: boolean): string | undefined {
  return [withSummary && page.summary, page.native && event.notes.trim()].filter(Boolean).join(" ") || undefined;
}

/**
 * What every event node says, screening or culture event: when, where (`location`: a reference to
 * the page's node of the place, with its address and coordinates: place-node.ts), whether it takes
 * place, what it is, its picture, who performs, the ticket offer and the organizer. The properties
 * shared by ScreeningEvent and Event. `withSummary: false` leaves the production's summary to its
 * own page (a programme listing forty screenings: page-graph.ts), keeping what is special about this one.
 * `now` is the site's clock (the offer's availability).
 *
 * @example eventFacts(site, event, places.location(event.venue, event.sal, "MovieTheater"), page, { now }).location // { "@id": "https://…/steder#havvik-kino" }
 */
export function eventFacts(
  site: PlacesSite,
  event: FestivalEvent,
  location: JsonLdNode | JsonLdRef,
  page: ProductionPage,
  { withSummary = true, now }: { withSummary?: boolean; now: number },
) {
  return {
    name: page.title ?? event.title,
    url: page.url,
    startDate: event.startsAt,
    endDate: endAt(event.startsAt, event.durationMinutes),
    eventStatus: schemaOrg(event.cancelled ? "EventCancelled" : "EventScheduled"),
    eventAttendanceMode: schemaOrg("OfflineEventAttendanceMode"),
    location,
    description: description(event, page, withSummary),
    image: page.image,
    performer: page.performer,
    offers: offer(event, now),
    organizer: organizationRef(site),
  };
}
