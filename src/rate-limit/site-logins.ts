import { LIMITS } from "./limits";

/**
 * The site's count of failed logins without a device cookie, sharded: an attempt goes into one of
 * `siteShards` counters chosen at random, and a counter is full at its share of the ceiling. Each
 * shard then holds about a shard's share of every attempt, so a full one says the site as a whole
 * is at its ceiling, give or take the spread of the draw (a few percent at 300), and no single
 * Durable Object sits on the path of every new browser's login (docs/decisions/041).
 */
const { site, siteShards } = LIMITS.login;

/** The name of site shard `n` (0-based). */
export const siteShardKey = (n: number): string => `login:site:${n}`;

/** Every shard's name: what a test fills to stand the site at its ceiling. */
export const SITE_SHARD_KEYS: readonly string[] = Array.from({ length: siteShards }, (_, n) => siteShardKey(n));

/** One shard's share of the ceiling, rounded up: the ceiling is never lower than configured. */
export const SITE_SHARD_RULE = { limit: Math.ceil(site.limit / siteShards), windowSeconds: site.windowSeconds } as const;

/** The shard this attempt counts in. */
export function randomSiteShard(): string {
  return siteShardKey(crypto.getRandomValues(new Uint32Array(1))[0]! % siteShards);
}
