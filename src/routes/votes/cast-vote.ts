import type { Context } from "hono";
import { siteNow } from "../../config/clock";
import { LIMITS } from "../../rate-limit/limits";
import type { Ballot, VoteBody } from "../../shared/vote-api";
import type { VenueSession } from "../../venue/venue-client";
import { ticketKey } from "../../votes/ticket-key";
import { isAwardScreening } from "../../votes/ticket-screenings";
import { voteWindow } from "../../votes/vote-window";
import { votesStub } from "../../votes/votes-stub";
import type { AccountEnv } from "../account/account-env";
import { ApiFailure } from "../api-failure";
import { osloWhen as when } from "./BallotPage";
import { ballotsOf, visitorTicketScreenings } from "./visitor-ballots";

/**
 * One terningkast for one ticket (docs/decisions/033), checked in this order: voting is on, the
 * visitor is within the rate limit, the screening exists and is the festival's, the visitor holds
 * that ticket to it (asked of the venue now), the ticket has not voted, and the window is open.
 * The API and the form without JavaScript both come here, so they refuse alike: a refusal is
 * thrown (routes/api-failure.ts), the form shows its sentence.
 */
export async function castVote(c: Context<AccountEnv>, session: VenueSession, body: VoteBody): Promise<Ballot> {
  const votes = votesStub(c.var.config);
  if (!votes) throw new ApiFailure(503, "votes_off", (m) => m.votingClosed);
  const rule = LIMITS.vote.visitor;
  const limiter = c.var.config.RATE_LIMITER;
  const hit = await limiter.get(limiter.idFromName(`vote:${session.auth.email.toLowerCase()}`)).hit(rule.limit, rule.windowSeconds);
  if (!hit.allowed) throw new ApiFailure(429, "rate_limited", (m) => m.tooManyVotes, hit.retryAfterSeconds);

  const event = (await c.var.source.load()).bundle.events.find((e) => e.id === body.screeningId);
  if (!event) throw new ApiFailure(404, "unknown_screening", (m) => m.screeningNotFound);
  if (!isAwardScreening(event)) throw new ApiFailure(422, "not_festival", (m) => m.notAwardFilm);
  const mine = (await visitorTicketScreenings(c, session, [event])).filter((m) => m.ticket.qrCode === body.qrCode);
  if (mine.length === 0) throw new ApiFailure(403, "no_ticket", (m) => m.noTicketForScreening);

  const now = siteNow(c.var.config);
  const window = voteWindow(event.startsAt);
  const key = await ticketKey(body.qrCode);
  const [already] = Object.values(await votes.dice([key]));
  if (already !== undefined) throw new ApiFailure(409, "already_voted", (m) => m.alreadyVoted(already));
  if (now < window.opensAt) throw new ApiFailure(409, "not_open", (m) => m.voteNotYet(when(window.opensAt)));
  if (now >= window.closesAt) throw new ApiFailure(409, "closed", (m) => m.voteClosed(when(window.closesAt)));

  const result = await votes.cast({ ticket: key, screeningId: event.id, film: event.production.id, title: event.production.title, die: body.die, castAt: now });
  // Two votes of one ticket at once: the database took the first, and this one is the second.
  if (!result.cast) throw new ApiFailure(409, "already_voted", (m) => m.alreadyVoted(result.die));
  const [ballot] = await ballotsOf(c, mine);
  if (!ballot) throw new Error("a counted vote has no ballot");
  return ballot;
}
