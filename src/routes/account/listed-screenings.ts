import type { Context } from "hono";
import type { FestivalEvent } from "../../content/event";
import { VenueSession } from "../../venue/venue-client";
import type { AccountEnv } from "./account-env";
import { heldScreenings } from "./held-screenings";
import { type Session, renewSession } from "./session-io";
import { visitorWatchlist } from "./visitor-watchlist";
import { watchlistScreenings } from "./watchlist-screenings";

/**
 * The visitor's watch list and its films' screenings, and, when `needsTickets` says so once the
 * list is known, the screenings the visitor holds tickets for (held-screenings.ts: one more venue
 * call). The session is renewed when the venue renewed its token. The plan routes and a share of
 * the plan read the list through this.
 */
export async function listedScreenings(c: Context<AccountEnv>, current: Session, needsTickets: (listed: readonly FestivalEvent[]) => boolean = () => false) {
  const venue = new VenueSession(current.auth);
  const movies = await visitorWatchlist(c, venue);
  const screenings = await watchlistScreenings(c, movies);
  const held = needsTickets(screenings) ? await heldScreenings(c, venue) : [];
  if (venue.changed) await renewSession(c, { ...current, auth: venue.auth });
  return { movies, screenings, held };
}

/**
 * The screenings a plan names, each of a listed film or of a ticket the visitor holds (the
 * tickets are asked for only when one names no listed film), or the first id that is neither.
 */
export async function planScreenings(
  c: Context<AccountEnv>,
  current: Session,
  eventIds: readonly string[],
): Promise<{ events: FestivalEvent[] } | { unknown: string }> {
  const outside = (listed: readonly FestivalEvent[]) => eventIds.some((id) => !listed.some((s) => s.id === id));
  const { screenings, held } = await listedScreenings(c, current, outside);
  const known = new Map([...screenings, ...held].map((s) => [s.id, s]));
  const unknown = eventIds.find((id) => !known.has(id));
  return unknown === undefined ? { events: [...new Set(eventIds)].map((id) => known.get(id)!) } : { unknown };
}
