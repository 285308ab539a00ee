import type { RateLimiter } from "./rate-limiter";

/** How many attempts a key gets per window. Per e-mail is stricter: it guards one account. */
export const LIMITS = {
  login: {
    ip: { limit: 20, windowSeconds: 600 },
    email: { limit: 8, windowSeconds: 600 },
    // One e-mail from one address: holds a guesser who has the visitor's device cookie.
    emailIp: { limit: 8, windowSeconds: 600 },
  },
  createUser: { ip: { limit: 5, windowSeconds: 3600 }, email: { limit: 3, windowSeconds: 3600 } },
  passwordReset: { ip: { limit: 5, windowSeconds: 3600 }, email: { limit: 3, windowSeconds: 3600 } },
  // New calendar links per visitor (routes/account/calendar-routes.ts).
  calendarLink: { visitor: { limit: 10, windowSeconds: 3600 } },
} as const;
export type LimitedAction = keyof typeof LIMITS;
/** The actions counted per attempt by `overLimit`; login has its own rules (login-failures.ts). */
export type CountedAction = "createUser" | "passwordReset";

/**
 * Counts an attempt of `action` for the visitor's IP and the e-mail it names. Answers the seconds
 * to wait when either is over its limit, else undefined. Both are counted, so rotating e-mails
 * from one IP and spreading one e-mail over many IPs are both stopped.
 */
export async function overLimit(
  ns: DurableObjectNamespace<RateLimiter>,
  action: CountedAction,
  ip: string,
  email: string,
): Promise<number | undefined> {
  const rules = LIMITS[action];
  const checks = [
    { key: `${action}:ip:${ip}`, rule: rules.ip },
    { key: `${action}:email:${email}`, rule: rules.email },
  ];
  const results = await Promise.all(
    checks.map(({ key, rule }) => ns.get(ns.idFromName(key)).hit(rule.limit, rule.windowSeconds)),
  );
  const blocked = results.filter((r) => !r.allowed);
  return blocked.length ? Math.max(...blocked.map((r) => r.retryAfterSeconds)) : undefined;
}

/**
 * Takes back an attempt of `action` the venue never answered (an outage: timeout, network, 5xx):
 * the visitor learned nothing and the account was not touched as far as anyone knows, so pressing
 * the button again through an outage must not use up the hour's attempts (as for a login:
 * login-failures.ts `loginUnanswered`).
 */
export async function attemptUnanswered(ns: DurableObjectNamespace<RateLimiter>, action: CountedAction, ip: string, email: string): Promise<void> {
  await Promise.all([`${action}:ip:${ip}`, `${action}:email:${email}`].map((key) => ns.get(ns.idFromName(key)).forgive()));
}
