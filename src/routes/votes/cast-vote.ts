import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { siteNow } from "../../config/clock";
import { LIMITS } from "../../rate-limit/limits";
import type { Ballot, VoteBody } from "../../shared/vote-api";
import type { VenueSession } from "../../venue/venue-client";
import { ticketKey } from "../../votes/ticket-key";
import { isAwardScreening } from "../../votes/ticket-screenings";
import { voteWindow } from "../../votes/vote-window";
import { votesStub } from "../../votes/votes-stub";
import type { AccountEnv } from "../account/account-env";
import { osloWhen as when } from "./BallotPage";
import { ballotsOf, visitorTicketScreenings } from "./visitor-ballots";

/** Why a vote was not counted: the status and code of the API's answer, a sentence for the visitor. */
type Refusal = { status: ContentfulStatusCode; code: string; message: string; retryAfter?: number };

const refuse = (status: ContentfulStatusCode, code: string, message: string): { refusal: Refusal } => ({ refusal: { status, code, message } });

/**
 * One terningkast for one ticket (docs/decisions/033), checked in this order: voting is on, the
 * visitor is within the rate limit, the screening exists and is the festival's, the visitor holds
 * that ticket to it (asked of the venue now), the ticket has not voted, and the window is open.
 * The API and the form without JavaScript both come here, so they refuse alike.
 */
export async function castVote(c: Context<AccountEnv>, session: VenueSession, body: VoteBody): Promise<{ ballot: Ballot } | { refusal: Refusal }> {
  const votes = votesStub(c.var.config);
  if (!votes) return refuse(503, "votes_off", "Avstemningen er ikke åpen.");
  const rule = LIMITS.vote.visitor;
  const limiter = c.var.config.RATE_LIMITER;
  const hit = await limiter.get(limiter.idFromName(`vote:${session.auth.email.toLowerCase()}`)).hit(rule.limit, rule.windowSeconds);
  if (!hit.allowed)
    return { refusal: { status: 429, code: "rate_limited", message: "For mange stemmer på kort tid. Prøv igjen senere.", retryAfter: hit.retryAfterSeconds } };

  const event = (await c.var.source.load()).bundle.events.find((e) => e.id === body.screeningId);
  if (!event) return refuse(404, "unknown_screening", "Fant ikke visningen.");
  if (!isAwardScreening(event)) return refuse(422, "not_festival", "Bare filmene på Nordkyst filmfestival er med i Publikumsprisen.");
  const mine = (await visitorTicketScreenings(c, session, [event])).filter((m) => m.ticket.qrCode === body.qrCode);
  if (mine.length === 0) return refuse(403, "no_ticket", "Du har ingen billett til denne visningen, så du kan ikke stemme på den.");

  const now = siteNow(c.var.config);
  const window = voteWindow(event.startsAt);
  const key = await ticketKey(body.qrCode);
  const [already] = Object.values(await votes.dice([key]));
  if (already !== undefined) return refuse(409, "already_voted", `Denne billetten har allerede stemt (terningkast ${already}). Hver billett har én stemme.`);
  if (now < window.opensAt) return refuse(409, "not_open", `Du kan stemme når visningen har begynt, ${when(window.opensAt)}.`);
  if (now >= window.closesAt) return refuse(409, "closed", `Avstemningen for denne visningen stengte ${when(window.closesAt)}.`);

  const result = await votes.cast({ ticket: key, screeningId: event.id, film: event.production.id, title: event.production.title, die: body.die, castAt: now });
  // Two votes of one ticket at once: the database took the first, and this one is the second.
  if (!result.cast) return refuse(409, "already_voted", `Denne billetten har allerede stemt (terningkast ${result.die}). Hver billett har én stemme.`);
  const [ballot] = await ballotsOf(c, mine);
  return { ballot: ballot! };
}
