import type { Context } from "hono";
import type { FestivalEvent } from "../../content/event";
import type { Movie } from "../../shared/account-api";
import { productionPath } from "../../shared/site-paths";
import type { AccountEnv } from "./account-env";

/** A watch-listed film's page on this site and that page's screenings. */
export type FilmScreenings = { movie: Movie; path: string; events: FestivalEvent[] };

/**
 * Each film of a watch list that the site's programme has, with its screenings there: a venue
 * film is matched to its film page by the ediNumber in the page's slug (`/{film-slug}-DXM{ediNumber}`).
 * A film the programme lacks is left out. Each page is read once, however many films name it.
 */
export async function filmScreenings(c: Context<AccountEnv>, movies: readonly Movie[]): Promise<FilmScreenings[]> {
  const films = c.var.chrome.value.routes.films;
  const slugsOf = (movie: Movie) => movie.edis.flatMap((edi) => films.filter((slug) => slug.endsWith(`-DXM${edi}`)));
  const slugs = [...new Set(movies.flatMap(slugsOf))];
  const pages = await Promise.all(slugs.map((slug) => c.var.store.pageData({ kind: "production", slug })));
  const eventsBySlug = new Map(slugs.map((slug, i) => [slug, pages[i]?.value.document?.kind === "production" ? pages[i].value.document.events : []]));
  return movies.flatMap((movie) => {
    const own = slugsOf(movie);
    const first = own[0];
    return first === undefined
      ? []
      : [{ movie, path: productionPath({ parentSlug: first }) ?? "/", events: own.flatMap((slug) => eventsBySlug.get(slug) ?? []) }];
  });
}

/** The screenings of the films on a watch list, from the site's own programme, soonest first. */
export async function watchlistScreenings(c: Context<AccountEnv>, movies: readonly Movie[]): Promise<FestivalEvent[]> {
  const byFilm = await filmScreenings(c, movies);
  const unique = new Map(byFilm.flatMap((f) => f.events).map((e) => [e.id, e]));
  return [...unique.values()].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}
