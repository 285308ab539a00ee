import type { PageData } from "../../content/page-data";
import type { SiteConfig } from "../../content/site";
import { cultureEvent } from "./culture-event";
import type { JsonLdGraph, JsonLdNode } from "./json-ld";
import { newsArticle } from "./news-article";
import { placeNodes } from "./place-node";
import { festivalOrganization } from "./organization";
import { pageEvents } from "./page-events";
import { productionPage, type ProductionPage } from "./production-page";
import { movie, screeningEvent } from "./screening-event";

/**
 * A page's structured data as one `@graph`: the festival, then the article of an article page, or
 * the films and events a film, culture or programme page lists. Null for pages that show none.
 *
 * @example pageGraph(filmPageData, site, "/images/logo.svg")?.["@graph"].map((n) => n["@type"]) // ["Organization", "Movie", "ScreeningEvent", …]
 */
export function pageGraph(data: PageData, site: Pick<SiteConfig, "host" | "festivalName" | "places" | "placesPage">, logo: string): JsonLdGraph | null {
  const nodes: JsonLdNode[] = [];
  const films: JsonLdNode[] = [];
  if (data.document?.kind === "article") {
    nodes.push(newsArticle(site, data.document.article));
  } else {
    const { events, productions } = pageEvents(data);
    const pages = new Map<string, { page: ProductionPage; film?: JsonLdNode }>();
    for (const event of events) {
      const id = event.production.id;
      let seen = pages.get(id);
      if (!seen) {
        seen = { page: productionPage(site, event.production, productions.get(id)) };
        pages.set(id, seen);
      }
      if (!event.production.parentSlug) {
        nodes.push(cultureEvent(site, event, seen.page));
        continue;
      }
      if (!seen.film) {
        seen.film = movie(site, event, productions.get(id), seen.page);
        // A film without a page has no @id to refer to: it is written inside its screening.
        if (seen.film["@id"]) films.push(seen.film);
      }
      const filmId = seen.film["@id"];
      nodes.push(screeningEvent(site, event, seen.page, filmId ? { "@id": filmId } : seen.film));
    }
  }
  // The places page: each place with its address and coordinates.
  if (data.page.blocks.some((b) => b.component === "places" && !b.hide)) nodes.push(...placeNodes(site));
  if (nodes.length === 0) return null;
  // Films before the screenings that refer to them, so a reader meets each film first.
  return { "@context": "https://schema.org", "@graph": [festivalOrganization(site, logo), ...films, ...nodes] };
}
