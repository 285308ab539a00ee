import { createMiddleware } from "hono/factory";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { VenueEnv } from "./env";
import { errorBody } from "./errors";

/**
 * The call a path names, the way faults are keyed: no leading slash, no partner segment, lower case.
 *
 * @example callPath("/118/api/GetTicketsDx") // "api/getticketsdx"
 */
export function callPath(path: string): string {
  return path
    .replace(/^\/+/, "")
    .replace(/^(?:118|178)\//, "")
    .toLowerCase();
}

interface FaultRow {
  status: ContentfulStatusCode | null;
  delay_ms: number;
}

/**
 * Answers an injected fault instead of the call (POST /__sandbox/faults): waits `delayMs`, then
 * answers `status`, or carries on normally when no status was given. Each use counts down `times`
 * in one UPDATE … RETURNING, so two isolates never both spend the last use.
 */
export const faults = createMiddleware<VenueEnv>(async (c, next) => {
  const fault = await c.env.VENUE_DB.prepare("UPDATE faults SET remaining = remaining - 1 WHERE path = ? AND remaining > 0 RETURNING status, delay_ms")
    .bind(callPath(c.req.path))
    .first<FaultRow>();
  if (!fault) return next();
  if (fault.delay_ms > 0) await new Promise((resolve) => setTimeout(resolve, fault.delay_ms));
  if (fault.status === null) return next();
  return c.json(errorBody(`Sandbox: injisert feil ${fault.status}.`), fault.status);
});
