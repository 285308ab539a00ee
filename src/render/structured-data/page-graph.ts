import type { PageData } from "../../content/page-data";
import type { SiteConfig } from "../../content/site";
import { cultureEvent } from "./culture-event";
import type { JsonLdGraph, JsonLdNode } from "./json-ld";
import { newsArticle } from "./news-article";
import { festivalOrganization } from "./organization";
import type { PageEvents } from "./page-events";
import { PagePlaces } from "./place-node";
import { productionPage, type ProductionPage } from "./production-page";
import { movie, movieMention, screeningEvent } from "./screening-event";

export type GraphSite = Pick<SiteConfig, "host" | "festivalName" | "places" | "placesPage">;

/**
 * A page's structured data as one `@graph`: the festival, then the article of an article page, or
 * the places, films and events the page shows (`shown`: page-events.ts). Each place and each film is
 * written once, and every event refers to them by `@id` (a place by its section of the places
 * page, a film by its page + `#film`). A film's own page writes its Movie in full; a listing (a
 * programme day) names each film by `@id`, name and page and leaves its summary there. Null for
 * pages that show none.
 *
 * @example pageGraph(filmPageData, pageEvents(filmPageData, ctx), site, "/images/logo.svg")?.["@graph"].map((n) => n["@type"]) // ["Organization", "MovieTheater", "Movie", "ScreeningEvent", …]
 */
export function pageGraph(data: PageData, shown: PageEvents, site: GraphSite, logo: string): JsonLdGraph | null {
  const nodes: JsonLdNode[] = [];
  const films: JsonLdNode[] = [];
  const places = new PagePlaces(site);
  if (data.document?.kind === "article") {
    nodes.push(newsArticle(site, data.document.article));
  } else {
    const { events, productions } = shown;
    const listing = !data.document;
    const pages = new Map<string, { page: ProductionPage; film?: JsonLdNode }>();
    for (const event of events) {
      const id = event.production.id;
      let seen = pages.get(id);
      if (!seen) {
        seen = { page: productionPage(site, event.production, productions.get(id)) };
        pages.set(id, seen);
      }
      if (!event.production.parentSlug) {
        nodes.push(cultureEvent(site, event, places.location(event.venue, event.sal, "Place"), seen.page));
        continue;
      }
      if (!seen.film) {
        seen.film = movie(site, event, productions.get(id), seen.page);
        // A film without a page has no @id to refer to: it is written inside its screening.
        if (seen.film["@id"]) films.push(listing ? movieMention(seen.film) : seen.film);
      }
      const filmId = seen.film["@id"];
      nodes.push(
        screeningEvent(site, event, places.location(event.venue, event.sal, "MovieTheater"), seen.page, filmId ? { "@id": filmId } : seen.film, { listing }),
      );
    }
  }
  // The places page: each place with its address and coordinates.
  if (data.page.blocks.some((b) => b.component === "places" && !b.hide)) places.addAll();
  if (nodes.length === 0 && places.nodes().length === 0) return null;
  // Places and films before the events that refer to them, so a reader meets each first.
  return { "@context": "https://schema.org", "@graph": [festivalOrganization(site, logo), ...places.nodes(), ...films, ...nodes] };
}
