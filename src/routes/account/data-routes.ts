import { Hono } from "hono";
import * as v from "valibot";
import { AddToWatchlistBodySchema, REVIEWS_MAX_TAKE, REVIEWS_PAGE_SIZE } from "../../shared/account-api";
import type { AccountEnv } from "./account-env";
import { apiError } from "../api-failure";
import { asVisitor, asVisitorOrAnyone } from "./as-visitor";
import { jsonBody, limitedBody } from "./guards";
import { withNextScreenings } from "./next-screening";
import { readSession, visitorStub } from "./session-io";
import { withPlaces } from "./ticket-places";
import { visitorWatchlist } from "./visitor-watchlist";
import { withSitePosters } from "./watchlist-posters";

const EdiNumber = v.pipe(v.string(), v.regex(/^\d{1,12}$/));
const MovieIdParam = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.toNumber());
const ReviewQuery = v.object({
  skip: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.toNumber()), "0"),
  take: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.toNumber(), v.minValue(1), v.maxValue(REVIEWS_MAX_TAKE)), String(REVIEWS_PAGE_SIZE)),
});

/**
 * Tickets, watch list, movie info and reviews (docs/venue-api.md), for the islands. Beyond the spec,
 * Min liste names each film's next screening and can take a film off the list (the site's own
 * removal, docs/decisions/043); adding the film again puts it back.
 */
export const dataRoutes = new Hono<AccountEnv>()
  .get("/tickets", async (c) => {
    const tickets = await asVisitor(c, (s) => c.var.venue.tickets(s));
    const content = await c.var.source.load();
    return c.json({ tickets: withPlaces(tickets, content.bundle.events, c.var.chrome.value.site) });
  })
  .get("/watchlist", async (c) => {
    const movies = await asVisitor(c, (s) => visitorWatchlist(c, s));
    return c.json({ movies: await withNextScreenings(c, withSitePosters(movies, (await c.var.source.load()).bundle)) });
  })
  .post("/watchlist", limitedBody, async (c) => {
    const body = await jsonBody(c, AddToWatchlistBodySchema);
    const movie = await asVisitor(c, async (s) => {
      if (!(await c.var.venue.addToWatchlist(s, body.id))) return undefined;
      // A film taken off the list here is on the venue's still: adding it puts it back.
      await visitorStub(c, s.auth.email).markRemoved(body.id, false);
      return (await visitorWatchlist(c, s)).find((m) => m.movieId === body.id);
    });
    if (!movie) return apiError(c, 422, "not_added", (m) => m.filmNotAdded);
    const [added] = await withNextScreenings(c, withSitePosters([movie], (await c.var.source.load()).bundle));
    return c.json(added, 201);
  })
  .delete("/watchlist/:movieId", async (c) => {
    const id = v.safeParse(MovieIdParam, c.req.param("movieId"));
    if (!id.success) return apiError(c, 400, "invalid_movie", (m) => m.unknownFilm);
    const current = await readSession(c);
    if (!current) return apiError(c, 401, "unauthorized", (m) => m.loginFirst);
    await visitorStub(c, current.auth.email).markRemoved(id.output, true);
    return c.body(null, 204);
  })
  .get("/movies/:ediNumber", async (c) => {
    const edi = v.safeParse(EdiNumber, c.req.param("ediNumber"));
    if (!edi.success) return apiError(c, 400, "invalid_edi", (m) => m.unknownFilmNumber);
    return c.json(await asVisitorOrAnyone(c, () => c.var.venue.movie(edi.output)));
  })
  .get("/movies/:ediNumber/reviews", async (c) => {
    const edi = v.safeParse(EdiNumber, c.req.param("ediNumber"));
    const query = v.safeParse(ReviewQuery, c.req.query());
    if (!edi.success) return apiError(c, 400, "invalid_edi", (m) => m.unknownFilmNumber);
    if (!query.success) return apiError(c, 400, "invalid_paging", (m) => m.reviewPaging(REVIEWS_MAX_TAKE));
    const { skip, take } = query.output;
    const reviews = await asVisitorOrAnyone(c, (s) => c.var.venue.reviews(edi.output, skip, take, s));
    return c.json({ reviews, skip, take });
  });
