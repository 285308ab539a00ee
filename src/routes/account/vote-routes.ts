import { Hono } from "hono";
import { VoteBodySchema } from "../../shared/vote-api";
import { castVote } from "../votes/cast-vote";
import { ballotsOf, visitorTicketScreenings } from "../votes/visitor-ballots";
import type { AccountEnv } from "./account-env";
import { apiError } from "./api-error";
import { asVisitor } from "./as-visitor";
import { jsonBody, limitedBody } from "./guards";

/**
 * Publikumsprisen for the islands (docs/decisions/033): `GET /ballots`, the visitor's tickets to
 * festival screenings with where each vote stands; `POST /votes` `{ screeningId, qrCode, die }`,
 * one terningkast for one ticket, checked against the venue's ticket list.
 */
export const voteRoutes = new Hono<AccountEnv>()
  .get("/ballots", async (c) => {
    const r = await asVisitor(c, false, async (s) => ballotsOf(c, await visitorTicketScreenings(c, s!)));
    return "response" in r ? r.response : c.json({ ballots: r.value });
  })
  .post("/votes", limitedBody, async (c) => {
    const body = await jsonBody(c, VoteBodySchema);
    if (!body.ok) return body.response;
    const r = await asVisitor(c, false, (s) => castVote(c, s!, body.value));
    if ("response" in r) return r.response;
    if ("ballot" in r.value) return c.json(r.value.ballot, 201);
    const { refusal } = r.value;
    if (refusal.retryAfter !== undefined) c.header("Retry-After", String(refusal.retryAfter));
    return apiError(c, refusal.status, refusal.code, refusal.message);
  });
