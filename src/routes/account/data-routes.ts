import type { Context } from "hono";
import { Hono } from "hono";
import * as v from "valibot";
import { AddToWatchlistBodySchema, REVIEWS_MAX_TAKE, REVIEWS_PAGE_SIZE } from "../../shared/account-api";
import { UpstreamError } from "../../upstream/upstream-error";
import { VenueSession } from "../../venue/venue-client";
import type { AccountEnv } from "./account-env";
import { apiError } from "./api-error";
import { jsonBody, limitedBody } from "./guards";
import { endSession, readSession, renewSession } from "./session-io";
import { venueFailure } from "./venue-failure";

const EdiNumber = v.pipe(v.string(), v.regex(/^\d{1,12}$/));
const ReviewQuery = v.object({
  skip: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.toNumber()), "0"),
  take: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.toNumber(), v.minValue(1), v.maxValue(REVIEWS_MAX_TAKE)), String(REVIEWS_PAGE_SIZE)),
});

/**
 * Runs venue work for the logged-in visitor. A token switch during the work is kept in the
 * session's store (the cookie stays as it is). A 401 that survives the request's one switch and
 * one retry ends the session, but only for work that needs it: a public call (film, reviews) that
 * fails so is answered anonymously instead, and never logs the visitor out.
 */
async function asVisitor<T>(c: Context<AccountEnv>, optional: boolean, work: (session: VenueSession | undefined) => Promise<T>) {
  const current = await readSession(c);
  if (!current && !optional) return { response: apiError(c, 401, "unauthorized", "Du må logge inn først.") };
  const session = current && new VenueSession(current.auth);
  try {
    const value = await work(session);
    if (current && session?.changed) await renewSession(c, { ...current, auth: session.auth });
    return { value };
  } catch (error) {
    const unauthorized = error instanceof UpstreamError && error.status === 401;
    if (unauthorized && optional && session) return asVisitorAnonymously(c, work);
    if (unauthorized && current) {
      await endSession(c, current);
      return { response: apiError(c, 401, "session_expired", "Innloggingen har utløpt. Logg inn på nytt.") };
    }
    return { response: venueFailure(c, error) };
  }
}

async function asVisitorAnonymously<T>(c: Context<AccountEnv>, work: (session: undefined) => Promise<T>) {
  try {
    return { value: await work(undefined) };
  } catch (error) {
    return { response: venueFailure(c, error) };
  }
}

/** Tickets, watch list, movie info and reviews (spec section 7), for the islands. */
export const dataRoutes = new Hono<AccountEnv>()
  .get("/tickets", async (c) => {
    const r = await asVisitor(c, false, (s) => c.var.venue.tickets(s!));
    return "response" in r ? r.response : c.json({ tickets: r.value });
  })
  .get("/watchlist", async (c) => {
    const r = await asVisitor(c, false, (s) => c.var.venue.watchlist(s!));
    return "response" in r ? r.response : c.json({ movies: r.value });
  })
  .post("/watchlist", limitedBody, async (c) => {
    const body = await jsonBody(c, AddToWatchlistBodySchema);
    if (!body.ok) return body.response;
    const r = await asVisitor(c, false, async (s) => {
      if (!(await c.var.venue.addToWatchlist(s!, body.value.id))) return undefined;
      return (await c.var.venue.watchlist(s!)).find((m) => m.movieId === body.value.id);
    });
    if ("response" in r) return r.response;
    return r.value ? c.json(r.value, 201) : apiError(c, 422, "not_added", "Filmen kunne ikke legges i listen din.");
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
