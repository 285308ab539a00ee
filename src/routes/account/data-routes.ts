import { Hono } from "hono";
import * as v from "valibot";
import { AddToWatchlistBodySchema, REVIEWS_MAX_TAKE, REVIEWS_PAGE_SIZE } from "../../shared/account-api";
import type { AccountEnv } from "./account-env";
import { apiError } from "./api-error";
import { asVisitor } from "./as-visitor";
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
    const r = await asVisitor(c, false, (s) => c.var.venue.tickets(s!));
    if ("response" in r) return r.response;
    const content = await c.var.source.load();
    return c.json({ tickets: withPlaces(r.value, content.bundle.events, c.var.chrome.value.site) });
  })
  .get("/watchlist", async (c) => {
    const r = await asVisitor(c, false, (s) => visitorWatchlist(c, s!));
    if ("response" in r) return r.response;
    return c.json({ movies: await withNextScreenings(c, withSitePosters(r.value, (await c.var.source.load()).bundle)) });
  })
  .post("/watchlist", limitedBody, async (c) => {
    const body = await jsonBody(c, AddToWatchlistBodySchema);
    if (!body.ok) return body.response;
    const r = await asVisitor(c, false, async (s) => {
      if (!(await c.var.venue.addToWatchlist(s!, body.value.id))) return undefined;
      // A film taken off the list here is on the venue's still: adding it puts it back.
      await visitorStub(c, s!.auth.email).markRemoved(body.value.id, false);
      return (await visitorWatchlist(c, s!)).find((m) => m.movieId === body.value.id);
    });
    if ("response" in r) return r.response;
    if (!r.value) return apiError(c, 422, "not_added", "Filmen kunne ikke legges i listen din.");
    const [added] = await withNextScreenings(c, withSitePosters([r.value], (await c.var.source.load()).bundle));
    return c.json(added, 201);
  })
  .delete("/watchlist/:movieId", async (c) => {
    const id = v.safeParse(MovieIdParam, c.req.param("movieId"));
    if (!id.success) return apiError(c, 400, "invalid_movie", "Ukjent film.");
    const current = await readSession(c);
    if (!current) return apiError(c, 401, "unauthorized", "Du må logge inn først.");
    await visitorStub(c, current.auth.email).markRemoved(id.output, true);
    return c.body(null, 204);
  })
  .get("/movies/:ediNumber", async (c) => {
    const edi = v.safeParse(EdiNumber, c.req.param("ediNumber"));
    if (!edi.success) return apiError(c, 400, "invalid_edi", "Ukjent filmnummer.");
    const r = await asVisitor(c, true, () => c.var.venue.movie(edi.output));
    return "response" in r ? r.response : c.json(r.value);
  })
  .get("/movies/:ediNumber/reviews", async (c) => {
    const edi = v.safeParse(EdiNumber, c.req.param("ediNumber"));
    const query = v.safeParse(ReviewQuery, c.req.query());
    if (!edi.success) return apiError(c, 400, "invalid_edi", "Ukjent filmnummer.");
    if (!query.success) return apiError(c, 400, "invalid_paging", `skip må være et tall fra 0, take et tall fra 1 til ${REVIEWS_MAX_TAKE}.`);
    const { skip, take } = query.output;
    const r = await asVisitor(c, true, (s) => c.var.venue.reviews(edi.output, skip, take, s));
    return "response" in r ? r.response : c.json({ reviews: r.value, skip, take });
  });
