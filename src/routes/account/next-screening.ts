import type { Context } from "hono";
import { siteNow } from "../../config/clock";
import { type Place, placeNamed } from "../../content/place";
import { screeningStatus } from "../../content/screening-status";
import type { Movie, NextScreening, WatchlistMovie } from "../../shared/account-api";
import type { AccountEnv } from "./account-env";
import { type FilmScreenings, filmScreenings } from "./watchlist-screenings";

/**
 * A film's next screening: the soonest that has not started by the site's clock (config/clock.ts:
 * the demo's fixed moment locally) and is not cancelled. Sold out still counts: it is on.
 */
function nextOf(film: FilmScreenings, now: number, places: readonly Place[]): NextScreening | null {
  const coming = film.events.filter((e) => {
    const status = screeningStatus(e, now);
    return status !== "past" && status !== "cancelled";
  });
  const next = coming.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))[0];
  if (!next) return null;
  // The place as its page names it, where the content knows it ("Havvik kino" for "havvik kino").
  return { eventId: next.id, startsAt: next.startsAt, venue: placeNamed(places, next.venue)?.name ?? next.venue, sal: next.sal, filmHref: film.path };
}

/**
 * Min liste's films with when each is next on in the site's programme (`next`: null when none is
 * left; absent for a film the programme does not have).
 *
 * @example (await withNextScreenings(c, movies))[0].next?.startsAt // "2025-09-18T18:45:00+02:00"
 */
export async function withNextScreenings(c: Context<AccountEnv>, movies: readonly Movie[]): Promise<WatchlistMovie[]> {
  const now = siteNow(c.var.config);
  const places = c.var.chrome.value.site.places;
  const films = new Map((await filmScreenings(c, movies)).map((f) => [f.movie.movieId, f]));
  return movies.map((movie) => {
    const film = films.get(movie.movieId);
    return film ? { ...movie, next: nextOf(film, now, places) } : movie;
  });
}
