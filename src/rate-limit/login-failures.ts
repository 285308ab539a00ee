import { longestWait } from "./fixed-window";
import { loginStages } from "./login-stages";
import type { RateLimiter } from "./rate-limiter";
import { randomSiteShard } from "./site-logins";

/**
 * Login attempts, counted so that guessing is slow and nobody can lock the real visitor out
 * (docs/decisions/018). Every attempt counts against its address. A browser with a valid device
 * cookie for the e-mail counts against that cookie's own small budget, from whatever address;
 * every other browser counts against the e-mail's ceiling (which a storm from many addresses
 * fills), its network's and the whole site's, none of which a device cookie meets; past the
 * site's, such a login needs a solved challenge instead of meeting a 429 (docs/decisions/041). Attempts are
 * counted before the venue is asked (so parallel guesses cannot slip past the check); one that
 * turns out not to be a failure takes its own attempt back and nothing else, so a successful
 * login, the visitor's or an attacker's on an account of their own, hands nobody fresh guesses.
 */
type Ns = DurableObjectNamespace<RateLimiter>;

const stub = (ns: Ns, key: string) => ns.get(ns.idFromName(key));

/**
 * What counting an attempt decided: `asked` (every count let it through: ask the venue), `wait`
 * (a limit of the address, e-mail, device cookie or network is reached: 429 with the seconds
 * left), or `challenge` (the site's ceiling is reached: only with a solved challenge,
 * docs/decisions/041). `counted` lists the counters it went into, for `loginNotFailed`.
 */
export type LoginCount = { outcome: "asked" | "challenge"; counted: string[] } | { outcome: "wait"; seconds: number };

/** Counts the attempt, stage by stage (login-stages.ts), and says what may happen with it. */
export async function countLoginAttempt(ns: Ns, ip: string, email: string, device: string | undefined): Promise<LoginCount> {
  const counted: string[] = [];
  for (const { stage, counters } of loginStages(ip, email, device, randomSiteShard())) {
    const seconds = longestWait(await Promise.all(counters.map(({ key, rule }) => stub(ns, key).hit(rule.limit, rule.windowSeconds))));
    if (seconds !== undefined) return stage === "site" ? { outcome: "challenge", counted } : { outcome: "wait", seconds };
    counted.push(...counters.map(({ key }) => key));
  }
  return { outcome: "asked", counted };
}

/**
 * A login that was not a failure takes its attempt back from every count it went into: one that
 * succeeded, one the venue did not answer (an outage, a timeout, an unreadable answer: nobody
 * learned whether the password was right, and a visitor pressing "Logg inn" through an outage
 * must not be locked out once the venue is back), and one refused for want of a challenge (the
 * venue was never asked). Nothing else is forgiven.
 */
export async function loginNotFailed(ns: Ns, counted: readonly string[]): Promise<void> {
  await Promise.all(counted.map((key) => stub(ns, key).forgive()));
}
