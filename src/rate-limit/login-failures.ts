import { LIMITS } from "./limits";
import { networkOf } from "./network";
import type { RateLimiter } from "./rate-limiter";

/**
 * Login attempts, counted so that guessing is slow and nobody can lock the real visitor out
 * (docs/decisions/018). Every attempt counts against its address. A browser with a valid device
 * cookie for the e-mail counts against that cookie's own small budget, from whatever address;
 * every other browser counts against the e-mail's ceiling (which a storm from many addresses
 * fills), its network's and the whole site's, none of which a device cookie meets. Attempts are
 * counted before the venue is asked (so parallel guesses cannot slip past the check); one that
 * turns out not to be a failure takes its own attempt back and nothing else, so a successful
 * login, the visitor's or an attacker's on an account of their own, hands nobody fresh guesses.
 */
type Ns = DurableObjectNamespace<RateLimiter>;
type Rule = { limit: number; windowSeconds: number };

/** The one counter of failed logins without a device cookie over the whole site. */
export const SITE_LOGINS_KEY = "login:site";

const stub = (ns: Ns, key: string) => ns.get(ns.idFromName(key));

/**
 * The counters one attempt goes into, in stages, narrowest first; `device` is the id of a valid
 * device cookie for the e-mail. A wider stage counts only attempts every narrower one let
 * through, so an address that keeps going once its own limit refuses it does not fill its
 * network's count, nor one network the site's: the site's count is of logins that were asked.
 */
function stagesOf(ip: string, email: string, device: string | undefined): Array<Array<{ key: string; rule: Rule }>> {
  const rules = LIMITS.login;
  const perIp = { key: `login:ip:${ip}`, rule: rules.ip };
  if (device !== undefined) return [[perIp, { key: `login:device:${device}`, rule: rules.device }]];
  return [
    [perIp, { key: `login:email:${email.trim().toLowerCase()}`, rule: rules.email }],
    [{ key: `login:network:${networkOf(ip)}`, rule: rules.network }],
    [{ key: SITE_LOGINS_KEY, rule: rules.site }],
  ];
}

/** Counts the attempt; answers the seconds to wait when any of its limits is reached, else undefined. */
export async function countLoginAttempt(ns: Ns, ip: string, email: string, device: string | undefined): Promise<number | undefined> {
  for (const stage of stagesOf(ip, email, device)) {
    const results = await Promise.all(stage.map(({ key, rule }) => stub(ns, key).hit(rule.limit, rule.windowSeconds)));
    const blocked = results.filter((r) => !r.allowed);
    if (blocked.length) return Math.max(...blocked.map((r) => r.retryAfterSeconds));
  }
  return undefined;
}

/**
 * A login that was not a failure takes its attempt back from every count it went into: one that
 * succeeded, and one the venue did not answer (an outage, a timeout, an unreadable answer: nobody
 * learned whether the password was right, and a visitor pressing "Logg inn" through an outage
 * must not be locked out once the venue is back). Nothing else is forgiven.
 */
export async function loginNotFailed(ns: Ns, ip: string, email: string, device: string | undefined): Promise<void> {
  await Promise.all(
    stagesOf(ip, email, device)
      .flat()
      .map(({ key }) => stub(ns, key).forgive()),
  );
}
