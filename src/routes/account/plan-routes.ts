import { Hono } from "hono";
import { findClashes } from "../../calendar/clashes";
import { VenueSession } from "../../venue/venue-client";
import type { AccountEnv } from "./account-env";
import { apiError } from "./api-error";
import { readSession, renewSession } from "./session-io";
import { venueFailure } from "./venue-failure";
import { watchlistScreenings } from "./watchlist-screenings";

/**
 * Beyond the spec: the watch list as a plan. `/plan` lists the screenings of watch-listed films
 * and the pairs that overlap. The calendar links are in calendar-routes.ts.
 */
export const planRoutes = new Hono<AccountEnv>()
  .get("/plan", async (c) => {
    const current = await readSession(c);
    if (!current) return apiError(c, 401, "unauthorized", "Du må logge inn først.");
    const session = new VenueSession(current.auth);
    try {
      const screenings = await watchlistScreenings(c, await c.var.venue.watchlist(session));
      if (session.changed) await renewSession(c, { ...current, auth: session.auth });
      return c.json({ screenings, clashes: findClashes(screenings) });
    } catch (error) {
      return venueFailure(c, error);
    }
  });
