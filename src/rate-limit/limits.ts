import { longestWait } from "./fixed-window";
import type { RateLimiter } from "./rate-limiter";

/** How many attempts a key gets per window. Per e-mail is stricter: it guards one account. */
export const LIMITS = {
  /** Logins (login-failures.ts, docs/decisions/018): every attempt counts until it is known not to have failed. */
  login: {
    /** From one address, any e-mails, with or without a device cookie. */
    ip: { limit: 20, windowSeconds: 600 },
    /** For one e-mail from browsers without a valid device cookie for it, from any address. */
    email: { limit: 8, windowSeconds: 600 },
    /** Wrong guesses one device cookie may make, from any address: a stolen cookie guesses no faster. */
    device: { limit: 8, windowSeconds: 600 },
    /**
     * Failed logins without a device cookie from one network (an IPv4 /24, an IPv6 /48:
     * network.ts), any e-mails: one holder of many addresses meets one ceiling. Three times the
     * per-address limit, so a household or an office behind a few addresses is not held by it.
     */
    network: { limit: 60, windowSeconds: 600 },
    /**
     * Failed logins without a device cookie over the whole site, against credential stuffing
     * from many networks. A festival's visitors mistype a few dozen passwords in ten minutes at
     * the busiest; the ceiling is ten times that, and visitors with a device cookie never meet it.
     * Past it such a login needs a solved challenge (login-challenge.ts), never a 429: strangers
     * must not be able to close the login for everyone (docs/decisions/041).
     */
    site: { limit: 300, windowSeconds: 600 },
    /**
     * The site's count is kept in this many objects, each attempt in one chosen at random, and
     * one is full at its share of the ceiling (site-logins.ts): no single Durable Object sits on
     * every new browser's login at a sales opening (docs/decisions/041).
     */
    siteShards: 8,
  },
  createUser: { ip: { limit: 5, windowSeconds: 3600 }, email: { limit: 3, windowSeconds: 3600 } },
  /** Reset mails sent; past either limit the request is answered as usual and no mail goes out (docs/decisions/041). */
  passwordReset: { ip: { limit: 5, windowSeconds: 3600 }, email: { limit: 3, windowSeconds: 3600 } },
  // New calendar links per visitor (routes/account/calendar-routes.ts).
  calendarLink: { visitor: { limit: 10, windowSeconds: 3600 } },
  // New shared links per visitor (routes/account/share-routes.ts, docs/decisions/046): twice the
  // live links a visitor may hold (MAX_SHARES), for remaking a few after a change; this stops a
  // script that makes and revokes links to fill KV with writes.
  share: { visitor: { limit: 20, windowSeconds: 3600 } },
  // Joint plans made per address (routes/shares/share-page-routes.tsx, docs/decisions/046): each
  // is a planner search of up to a few hundred ms of CPU; a group remakes its plan a few times,
  // a script that reloads a shared link with felles=1 meets this and gets the page without one.
  jointPlan: { ip: { limit: 30, windowSeconds: 600 } },
  // Votes for Publikumsprisen per visitor (routes/votes/cast-vote.ts): a festival pass holder may
  // vote for a few films a day; this stops a script, not a visitor.
  vote: { visitor: { limit: 30, windowSeconds: 3600 } },
} as const;
/** The actions counted per attempt by `overLimit`; login has its own rules (login-failures.ts). */
export type CountedAction = "createUser" | "passwordReset";

/**
 * Counts an attempt of `action` for the visitor's IP and the e-mail it names. Answers the seconds
 * to wait when either is over its limit, else undefined. Both are counted, so rotating e-mails
 * from one IP and spreading one e-mail over many IPs are both stopped.
 */
export async function overLimit(ns: DurableObjectNamespace<RateLimiter>, action: CountedAction, ip: string, email: string): Promise<number | undefined> {
  const rules = LIMITS[action];
  const checks = [
    { key: `${action}:ip:${ip}`, rule: rules.ip },
    { key: `${action}:email:${email}`, rule: rules.email },
  ];
  return longestWait(await Promise.all(checks.map(({ key, rule }) => ns.get(ns.idFromName(key)).hit(rule.limit, rule.windowSeconds))));
}

/**
 * Takes back an attempt of `action` the venue never answered (an outage: timeout, network, 5xx):
 * the visitor learned nothing and the account was not touched as far as anyone knows, so pressing
 * the button again through an outage must not use up the hour's attempts (as for a login:
 * login-failures.ts `loginNotFailed`).
 */
export async function attemptUnanswered(ns: DurableObjectNamespace<RateLimiter>, action: CountedAction, ip: string, email: string): Promise<void> {
  await Promise.all([`${action}:ip:${ip}`, `${action}:email:${email}`].map((key) => ns.get(ns.idFromName(key)).forgive()));
}
