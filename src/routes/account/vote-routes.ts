import { Hono } from "hono";
import { VoteBodySchema } from "../../shared/vote-api";
import { castVote } from "../votes/cast-vote";
import { ballotsOf, visitorTicketScreenings } from "../votes/visitor-ballots";
import type { AccountEnv } from "./account-env";
import { asVisitor } from "./as-visitor";
import { jsonBody, limitedBody } from "./guards";

/**
 * Publikumsprisen for the islands (docs/decisions/033): `GET /ballots`, the visitor's tickets to
 * festival screenings with where each vote stands; `POST /votes` `{ screeningId, qrCode, die }`,
 * one terningkast for one ticket, checked against the venue's ticket list.
 */
export const voteRoutes = new Hono<AccountEnv>()
  .get("/ballots", async (c) => {
    return c.json({ ballots: await asVisitor(c, async (s) => ballotsOf(c, await visitorTicketScreenings(c, s))) });
  })
  .post("/votes", limitedBody, async (c) => {
    const body = await jsonBody(c, VoteBodySchema);
    return c.json(await asVisitor(c, (s) => castVote(c, s, body)), 201);
  });
