import type { Context } from "hono";
import type { AppEnv } from "../../config/app-env";
import { rankedFilms } from "../../votes/ranking";
import { votesStub } from "../../votes/votes-stub";
import { apiError, forOperators } from "../api-failure";

/**
 * `GET /api/admin/votes` (docs/decisions/033): Publikumsprisen for the festival's editors, whether
 * or not the public page is on. `films`: every film voted for (count, mean, dice 1–6), the most
 * votes first; `ranked`: the award order, only films with at least `minVotes` votes.
 *
 *   curl -H "Authorization: Bearer $ADMIN_TOKEN" https://…/api/admin/votes
 */
export async function votesResults(c: Context<AppEnv>): Promise<Response> {
  const votes = votesStub(c.var.config);
  if (!votes) return apiError(c, 503, "votes_off", forOperators("Voting is off: the AUDIENCE_VOTES Durable Object is not bound."));
  const films = await votes.results();
  const minVotes = c.var.config.AUDIENCE_AWARD_MIN_VOTES;
  return c.json({
    totalVotes: films.reduce((sum, f) => sum + f.count, 0),
    minVotes,
    publicResults: c.var.config.AUDIENCE_AWARD_RESULTS === "public",
    ranked: rankedFilms(films, minVotes),
    films,
  });
}
