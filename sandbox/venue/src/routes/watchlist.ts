import { Hono } from "hono";
import * as v from "valibot";
import { requireUser, sessionUser } from "../auth";
import { readJson } from "../body";
import type { VenueEnv } from "../env";
import { VenueError } from "../errors";
import { movieExists, watchlistMovies } from "../movies";
import { paging } from "../paging";

/** GetWatchlistDx and AddToWatchlistDx. */
export const watchlist = new Hono<VenueEnv>();

watchlist.get("/GetWatchlistDx", requireUser, async (c) => {
  const { skip, take } = paging(c, 10);
  return c.json(await watchlistMovies(c.env.VENUE_DB, sessionUser(c).id, skip, take));
});

const AddBody = v.object({ id: v.pipe(v.number("id må være en MovieId"), v.integer("id må være en MovieId")) });

watchlist.post("/AddToWatchlistDx", requireUser, async (c) => {
  const { id } = await readJson(c, AddBody);
  if (!(await movieExists(c.env.VENUE_DB, id))) throw new VenueError(404, `Fant ingen film med MovieId ${id}.`);
  // Adding a movie that is already on the list changes nothing and still answers true.
  await c.env.VENUE_DB.prepare("INSERT INTO watchlist (user_id, movie_id, added_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING")
    .bind(sessionUser(c).id, id, Date.now())
    .run();
  return c.json(true);
});
