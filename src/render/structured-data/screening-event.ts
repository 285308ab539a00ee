import type { FestivalEvent } from "../../content/event";
import { htmlToText } from "../../content/excerpt";
import type { Production } from "../../content/production";
import { firstImage } from "../blocks/production-facts";
import { absoluteUrl } from "../page-head";
import { isoDuration } from "./date-times";
import { ageRating, eventFacts, productionUrl, type ProductionPage } from "./event-facts";
import type { JsonLdNode, JsonLdRef } from "./json-ld";
import type { PlacesSite } from "./place-node";

type Site = PlacesSite;

/**
 * The page and lead image of an event's production, absolute. Worked out once per production of
 * a page: a programme lists the same few films many times.
 *
 * @example productionPage(site, event.production, film).url // "https://www.nordkystfilm.no/makeoya-DXM10302"
 */
export function productionPage(site: Site, ref: FestivalEvent["production"], production: Production | undefined): ProductionPage {
  const image = production && firstImage(production);
  return { url: productionUrl(site, ref), image: image ? absoluteUrl(site, image.url) : undefined };
}

/**
 * The film a screening shows, as a Movie with the `@id` of its film page, so a programme with five
 * screenings of one film writes the film once. Length and age limit come from the screening: the
 * content keeps them there (the film's feature list has them as free text).
 *
 * @example movie(event, production, page)["@id"] // "https://www.nordkystfilm.no/makeoya-DXM10302#film"
 */
export function movie(event: FestivalEvent, production: Production | undefined, page: ProductionPage): JsonLdNode {
  const summary = production?.contents[0]?.summary;
  return {
    "@type": "Movie",
    "@id": page.url ? `${page.url}#film` : undefined,
    name: production?.title ?? event.production.title,
    url: page.url,
    image: page.image,
    description: summary ? htmlToText(summary) : undefined,
    duration: isoDuration(event.durationMinutes),
    contentRating: ageRating(event.ageLimit),
  };
}

/**
 * A film screening as a ScreeningEvent at the cinema. `film` is the Movie node, or a reference to
 * it by `@id` when the page's graph holds it already (the Movie carries the image).
 */
export function screeningEvent(site: Site, event: FestivalEvent, page: ProductionPage, film: JsonLdNode | JsonLdRef): JsonLdNode {
  return { "@type": "ScreeningEvent", ...eventFacts(site, event, "MovieTheater", page), workPresented: film };
}
