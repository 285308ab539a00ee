import { LIMITS } from "./limits";
import { networkOf } from "./network";
import { SITE_SHARD_RULE } from "./site-logins";

/** A counter's key and its rule. */
export type Counter = { key: string; rule: { limit: number; windowSeconds: number } };
/** One stage of counting a login: its counters, and whether it is the whole site's. */
export type LoginStage = { stage: "narrow" | "site"; counters: Counter[] };

/**
 * The counters one login attempt goes into, in stages, narrowest first (docs/decisions/018, 041);
 * `device` is the id of a valid device cookie for the e-mail, `siteShard` the site's counter drawn
 * for this attempt (site-logins.ts). A wider stage counts only attempts every narrower one let
 * through, so an address that keeps going once its own limit refuses it does not fill its
 * network's count, nor one network the site's. A browser with a device cookie meets only its
 * address's limit and the cookie's own; the e-mail is counted case-folded.
 */
export function loginStages(ip: string, email: string, device: string | undefined, siteShard: string): LoginStage[] {
  const rules = LIMITS.login;
  const perIp = { key: `login:ip:${ip}`, rule: rules.ip };
  if (device !== undefined) return [{ stage: "narrow", counters: [perIp, { key: `login:device:${device}`, rule: rules.device }] }];
  return [
    { stage: "narrow", counters: [perIp, { key: `login:email:${email.trim().toLowerCase()}`, rule: rules.email }] },
    { stage: "narrow", counters: [{ key: `login:network:${networkOf(ip)}`, rule: rules.network }] },
    { stage: "site", counters: [{ key: siteShard, rule: SITE_SHARD_RULE }] },
  ];
}
