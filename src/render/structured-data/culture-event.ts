import type { FestivalEvent } from "../../content/event";
import { eventFacts } from "./event-facts";
import type { JsonLdNode, JsonLdRef } from "./json-ld";
import type { PlacesSite } from "./place-node";
import type { ProductionPage } from "./production-page";

/**
 * A culture event (a concert, a party, a talk) as a schema.org Event at its venue, with what it
 * is, its picture and who performs (event-facts.ts). An age limit above "A" becomes
 * `typicalAgeRange` ("18-"), the form schema.org gives for "18 and older". `now` is the site's clock.
 */
export function cultureEvent(site: PlacesSite, event: FestivalEvent, location: JsonLdNode | JsonLdRef, page: ProductionPage, now: number): JsonLdNode {
  return {
    "@type": "Event",
    ...eventFacts(site, event, location, page, { now }),
    typicalAgeRange: event.ageLimit === "A" ? undefined : `${event.ageLimit}-`,
  };
}
