import type { PageData } from "../../content/page-data";
import type { SiteConfig } from "../../content/site";
import type { Theme } from "../../content/theme";
import { breadcrumbList } from "./breadcrumb-list";
import { cultureEvent } from "./culture-event";
import type { JsonLdGraph, JsonLdNode } from "./json-ld";
import { newsArticle } from "./news-article";
import { festivalOrganization } from "./organization";
import type { PageEvents } from "./page-events";
import { PagePlaces } from "./place-node";
import { productionPage, type ProductionPage } from "./production-page";
import { movie, movieMention, screeningEvent } from "./screening-event";
import { website } from "./website";

export type GraphSite = Pick<SiteConfig, "host" | "festivalName" | "places" | "placesPage" | "locale">;
export type GraphTheme = Pick<Theme, "logo" | "footerColumns" | "search" | "language">;

/** The places, films and events a page shows (`shown`: page-events.ts), films and places once each. */
function eventNodes(data: PageData, shown: PageEvents, site: GraphSite, places: PagePlaces, films: JsonLdNode[]): JsonLdNode[] {
  const nodes: JsonLdNode[] = [];
  const { events, productions, now } = shown;
  const listing = !data.document;
  const pages = new Map<string, { page: ProductionPage; film?: JsonLdNode }>();
  for (const event of events) {
    const id = event.production.id;
    let seen = pages.get(id);
    if (!seen) {
      seen = { page: productionPage(site, event.production, productions.get(id), data.page.locale) };
      pages.set(id, seen);
    }
    if (!event.production.parentSlug) {
      nodes.push(cultureEvent(site, event, places.location(event.venue, event.sal, "Place"), seen.page, now));
      continue;
    }
    if (!seen.film) {
      seen.film = movie(site, event, productions.get(id), seen.page);
      // A film without a page has no @id to refer to: it is written inside its screening.
      if (seen.film["@id"]) films.push(listing ? movieMention(seen.film, { summary: !seen.page.native }) : seen.film);
    }
    const filmId = seen.film["@id"];
    nodes.push(
      screeningEvent(site, event, places.location(event.venue, event.sal, "MovieTheater"), seen.page, filmId ? { "@id": filmId } : seen.film, {
        listing,
        now,
        locale: data.page.locale,
      }),
    );
  }
  return nodes;
}

/**
 * A page's structured data as one `@graph`: the festival; on a language's home the WebSite with
 * its search; on a nested page its BreadcrumbList; then the article of an article page, or the
 * places, films and events the page shows. Each place and each film is written once, and every
 * event refers to them by `@id` (a place by its section of the places page, a film by its page +
 * `#film`). A film's own page writes its Movie in full; a listing (a programme day) names each film
 * by `@id`, name and page and leaves its summary there. The festival is written where something
 * refers to it; null for pages with nothing to say.
 *
 * @example pageGraph(filmPageData, pageEvents(filmPageData, ctx), site, theme)?.["@graph"].map((n) => n["@type"]) // ["Organization", "BreadcrumbList", "MovieTheater", "Movie", "ScreeningEvent", …]
 */
export function pageGraph(data: PageData, shown: PageEvents, site: GraphSite, theme: GraphTheme): JsonLdGraph | null {
  const films: JsonLdNode[] = [];
  const places = new PagePlaces(site);
  const { locale } = data.page;
  const home = theme.language.homes[locale] ?? "/";
  const isHome = !data.document && data.page.path === home;
  const nodes = data.document?.kind === "article" ? [newsArticle(site, data.document.article)] : eventNodes(data, shown, site, places, films);
  // The places page: each place with its address and coordinates.
  if (data.page.blocks.some((b) => b.component === "places" && !b.hide)) places.addAll();
  const crumbs = breadcrumbList(site, data);
  const festival = nodes.length > 0 || isHome ? [festivalOrganization(site, theme, { home: isHome })] : [];
  const graph = [
    ...festival,
    ...(isHome ? [website(site, theme, locale, home)] : []),
    ...(crumbs ? [crumbs] : []),
    // Places and films before the events that refer to them, so a reader meets each first.
    ...places.nodes(),
    ...films,
    ...nodes,
  ];
  return graph.length === 0 ? null : { "@context": "https://schema.org", "@graph": graph };
}
