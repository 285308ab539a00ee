import { createMiddleware } from "hono/factory";
import type { VenueEnv } from "./env";
import { callPath } from "./faults";

/** How many calls the log keeps: enough for any test, small enough for a soak run or a long demo. */
const KEPT_CALLS = 1000;

/**
 * The partner segment a path came under, or null without one.
 *
 * @example partnerOf("/178/api/LoginDx") // "178"
 */
export function partnerOf(path: string): string | null {
  return /^\/(118|178)\//.exec(path)?.[1] ?? null;
}

/**
 * Records every API call with the partner path it came under (GET /__sandbox/calls), before any
 * injected fault answers it, so tests see which partner's venue the site reached and how often:
 * a real venue per partner would be a different host, and the site must never mix them up.
 */
export const recordCalls = createMiddleware<VenueEnv>(async (c, next) => {
  const db = c.env.VENUE_DB;
  await db.batch([
    db.prepare("INSERT INTO calls (partner, method, path, at) VALUES (?, ?, ?, ?)").bind(partnerOf(c.req.path), c.req.method, callPath(c.req.path), Date.now()),
    db.prepare("DELETE FROM calls WHERE id <= (SELECT MAX(id) FROM calls) - ?").bind(KEPT_CALLS),
  ]);
  await next();
});
