import type { FestivalEvent } from "../../content/event";
import { eventFacts, type ProductionPage } from "./event-facts";
import type { JsonLdNode } from "./json-ld";
import type { PlacesSite } from "./place-node";

/**
 * A culture event (a concert, a party, a talk) as a schema.org Event at its venue. An age limit
 * above "A" becomes `typicalAgeRange` ("18-"), the form schema.org gives for "18 and older".
 */
export function cultureEvent(site: PlacesSite, event: FestivalEvent, page: ProductionPage): JsonLdNode {
  return {
    "@type": "Event",
    ...eventFacts(site, event, "Place", page),
    image: page.image,
    typicalAgeRange: event.ageLimit === "A" ? undefined : `${event.ageLimit}-`,
  };
}
