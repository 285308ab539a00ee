import type { Context } from "hono";
import { UpstreamError } from "../../upstream/upstream-error";
import { apiError } from "./api-error";

/**
 * A failed venue call as the browser should see it: 5xx and unreadable answers are a bad gateway
 * (502), no answer in time a gateway timeout (504), an unknown film 404. One log line each. A 401 is for the caller
 * to decide (wrong password, or a session that is gone). Anything else is a bug: rethrown.
 */
export function venueFailure(c: Context, error: unknown): Response {
  if (!(error instanceof UpstreamError)) throw error;
  if (error.status === "timeout") {
    return apiError(c, 504, "venue_timeout", "Kinoen brukte for lang tid på å svare. Prøv igjen om litt.");
  }
  // The venue answers 400 for an ediNumber it cannot parse (out of its range): a visitor's typo,
  // not a failure of the venue.
  const byEdi = /ByEdiDx$/.test(error.path);
  if (error.status === 404 || (error.status === 400 && byEdi)) return apiError(c, 404, "not_found", "Fant ikke filmen hos kinoen.");
  console.error(`venue: ${error.path} failed with ${error.status}`);
  return apiError(c, 502, "venue_unavailable", "Kinoen svarer ikke akkurat nå. Prøv igjen om litt.");
}
