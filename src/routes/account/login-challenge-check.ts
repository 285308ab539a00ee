import type { Context } from "hono";
import { solvedLoginChallenge } from "../../rate-limit/login-challenge";
import { spentChallengesKey } from "../../rate-limit/spent-challenges";
import type { AccountEnv } from "./account-env";
import { apiError } from "../api-failure";

/**
 * Past the site's ceiling, a login without a device cookie passes only with a solved challenge
 * it has not used before (docs/decisions/041). Answers undefined when it passes, else the 403
 * that names the challenge: `challenge_required` without one, `challenge_failed` for one that is
 * not a solution of ours, has expired or was used already. Neither is a 429: nothing needs
 * waiting out, and the login island answers both by showing the check.
 */
export async function refusedWithoutChallenge(c: Context<AccountEnv>, payload: string | undefined): Promise<Response | undefined> {
  if (payload === undefined) {
    return apiError(c, 403, "challenge_required", (m) => m.challengeRequired);
  }
  const solved = await solvedLoginChallenge(c.var.sessionSecret, payload);
  const ns = c.var.config.RATE_LIMITER;
  const fresh =
    solved !== undefined && (await ns.get(ns.idFromName(spentChallengesKey(solved.signature))).spendChallenge(solved.signature, solved.expiresAtMs));
  return fresh ? undefined : apiError(c, 403, "challenge_failed", (m) => m.challengeFailed);
}
