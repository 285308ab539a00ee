import { LIMITS } from "./limits";
import type { RateLimiter } from "./rate-limiter";

/**
 * Login attempts, counted so that nobody can lock the real visitor out (docs/decisions/018):
 * every attempt counts against the IP and against the e-mail from that IP; the e-mail's own
 * ceiling, which a storm from many addresses fills, applies only to a browser without a device
 * cookie for that e-mail. Attempts are counted before the venue is asked (so parallel guesses
 * cannot slip past the check); a success takes its attempt back and clears the e-mail's failures.
 */
type Ns = DurableObjectNamespace<RateLimiter>;
const stub = (ns: Ns, key: string) => ns.get(ns.idFromName(key));
const keysOf = (ip: string, email: string) => {
  const folded = email.trim().toLowerCase();
  return { ip: `login:ip:${ip}`, emailIp: `login:email-ip:${folded}:${ip}`, email: `login:email:${folded}` };
};

/** Counts the attempt; answers the seconds to wait when any of its limits is reached, else undefined. */
export async function countLoginAttempt(ns: Ns, ip: string, email: string, trustedDevice: boolean): Promise<number | undefined> {
  const keys = keysOf(ip, email);
  const rules = LIMITS.login;
  const checks = [
    { key: keys.ip, rule: rules.ip },
    { key: keys.emailIp, rule: rules.emailIp },
    ...(trustedDevice ? [] : [{ key: keys.email, rule: rules.email }]),
  ];
  const results = await Promise.all(checks.map(({ key, rule }) => stub(ns, key).hit(rule.limit, rule.windowSeconds)));
  const blocked = results.filter((r) => !r.allowed);
  return blocked.length ? Math.max(...blocked.map((r) => r.retryAfterSeconds)) : undefined;
}

/** After a successful login: its attempt is not a failure, and the e-mail starts from zero. */
export async function loginSucceeded(ns: Ns, ip: string, email: string): Promise<void> {
  const keys = keysOf(ip, email);
  await Promise.all([stub(ns, keys.ip).forgive(), stub(ns, keys.emailIp).reset(), stub(ns, keys.email).reset()]);
}

/**
 * After a login the venue did not answer (an outage, a timeout, an unreadable answer): nobody
 * learned whether the password was right, so the attempt is taken back from every count it went
 * into. Otherwise a visitor pressing "Logg inn" through a venue outage would be locked out for
 * the rest of the window once the venue is back.
 */
export async function loginUnanswered(ns: Ns, ip: string, email: string, trustedDevice: boolean): Promise<void> {
  const keys = keysOf(ip, email);
  const counted = [keys.ip, keys.emailIp, ...(trustedDevice ? [] : [keys.email])];
  await Promise.all(counted.map((key) => stub(ns, key).forgive()));
}
