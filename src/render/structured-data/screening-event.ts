import type { FestivalEvent } from "../../content/event";
import type { Locale } from "../../content/locale";
import type { Production } from "../../content/production";
import { absoluteUrl } from "../page-head";
import { isoDuration } from "./date-times";
import { ageRating, eventFacts } from "./event-facts";
import { filmCredits } from "./film-credits";
import type { JsonLdNode, JsonLdRef } from "./json-ld";
import type { PlacesSite } from "./place-node";
import type { ProductionPage } from "./production-page";
import { guestPerformers, talkSubEvent } from "./screening-guests";
import { FILM_ANCHOR } from "../../shared/site-paths";

/**
 * The film's pictures for a Movie, absolute: its poster first (Google's movie carousel shows
 * posters), then its lead still. Only the still when the film has no poster.
 */
function filmImages(site: PlacesSite, production: Production | undefined, page: ProductionPage): string[] | undefined {
  const poster = production?.assets.find((a) => a.type === "poster" && a.url)?.url;
  const images = [poster && absoluteUrl(site, poster), page.image].filter((url): url is string => Boolean(url));
  return images.length > 0 ? images : undefined;
}

/**
 * The film a screening shows, as a Movie with the `@id` of its film page, so a programme with five
 * screenings of one film writes the film once. Director, cast, year, genre, country and languages
 * come from the film's facts (film-credits.ts). Length and age limit come from the screening: the
 * content keeps them there (the facts have them as free text); the age limit in Medietilsynet's
 * words ("12 år", "Tillatt for alle").
 *
 * @example movie(site, event, production, page)["@id"] // "https://www.nordkystfilm.no/makeoya-DXM10302#film"
 */
export function movie(site: PlacesSite, event: FestivalEvent, production: Production | undefined, page: ProductionPage): JsonLdNode {
  return {
    "@type": "Movie",
    "@id": page.url ? `${page.url}#${FILM_ANCHOR}` : undefined,
    name: page.title ?? production?.title ?? event.production.title,
    url: page.url,
    image: filmImages(site, production, page),
    description: page.summary,
    duration: isoDuration(event.durationMinutes),
    contentRating: ageRating(event.ageLimit),
    ...(production ? filmCredits(production) : {}),
  };
}

/**
 * A film as a listing names it (a programme page of forty screenings): what Google asks of a Movie
 * (name, poster), with the `@id` of its page, where the whole Movie stands — year, director, cast
 * and the rest. Writing every film in full on every day's page cost a third of its compressed
 * bytes (decision 027), and its year and director another 0.9 KB of the busiest day's document,
 * which is to arrive in one round trip (docs/decisions/053). With `summary`, its description too:
 * on a page in another language its summary in that language (the English programme shows it) has
 * no other page to stand on.
 */
export function movieMention(film: JsonLdNode, { summary = false } = {}): JsonLdNode {
  const images = film["image"];
  const image = Array.isArray(images) ? images[0] : images;
  const description = summary ? film["description"] : undefined;
  return { "@type": "Movie", "@id": film["@id"], name: film["name"], url: film["url"], image, description };
}

/**
 * A film screening as a ScreeningEvent at the cinema. `film` is the Movie node, or a reference to
 * it by `@id` when the page's graph holds it already; `location` likewise its place. In a listing
 * the film's summary is left to its page (event-facts.ts `withSummary`); `now` is the site's clock.
 * Its guests are its performers, and the talk after the film a sub-event (screening-guests.ts),
 * on the film's page: a listing leaves both to it, as it leaves the summary (docs/decisions/027,
 * 048). `locale` is the page's: the guests' roles are written in it.
 */
export function screeningEvent(
  site: PlacesSite,
  event: FestivalEvent,
  location: JsonLdNode | JsonLdRef,
  page: ProductionPage,
  film: JsonLdNode | JsonLdRef,
  { listing = false, now, locale }: { listing?: boolean; now: number; locale: Locale },
): JsonLdNode {
  const facts = eventFacts(site, event, location, page, { withSummary: !listing, now });
  return {
    "@type": "ScreeningEvent",
    ...facts,
    performer: (listing ? undefined : guestPerformers(event, locale)) ?? facts.performer,
    subEvent: listing ? undefined : talkSubEvent(event, location, locale, page.native),
    workPresented: film,
  };
}
