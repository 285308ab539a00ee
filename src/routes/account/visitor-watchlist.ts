import type { Context } from "hono";
import type { Movie } from "../../shared/account-api";
import type { VenueSession } from "../../venue/venue-client";
import type { AccountEnv } from "./account-env";
import { visitorStub } from "./session-io";

/**
 * The watch list as the site shows it: the venue's, less the films the visitor took off it here.
 * The venue's API can add a film but not remove one (docs/venue-api.md), so a removal is the
 * site's, kept with the visitor (docs/decisions/043); adding the film again puts it back.
 * Min liste, the plan and the calendar feed all read the list through this.
 *
 * @example const movies = await visitorWatchlist(c, new VenueSession(current.auth))
 */
export async function visitorWatchlist(c: Context<AccountEnv>, session: VenueSession): Promise<Movie[]> {
  const [movies, removed] = await Promise.all([c.var.venue.watchlist(session), visitorStub(c, session.auth.email).removedFilms()]);
  const gone = new Set(removed);
  return movies.filter((m) => !gone.has(m.movieId));
}
