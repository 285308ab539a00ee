import { UpstreamError } from "../../upstream/upstream-error";
import { ApiFailure } from "../api-failure";

/**
 * A failed venue call as the browser should see it: 5xx and unreadable answers are a bad gateway
 * (502), no answer in time a gateway timeout (504), an unknown film 404. One log line each. A 401 is for the caller
 * to decide (wrong password, or a session that is gone). Anything else is a bug: rethrown. The
 * refusal is for the caller to throw (routes/api-failure.ts).
 */
export function venueFailure(error: unknown): ApiFailure {
  if (!(error instanceof UpstreamError)) throw error;
  if (error.status === "timeout") {
    return new ApiFailure(504, "venue_timeout", (m) => m.venueSlow);
  }
  // The venue answers 400 for an ediNumber it cannot parse (out of its range): a visitor's typo,
  // not a failure of the venue.
  const byEdi = /ByEdiDx$/.test(error.path);
  if (error.status === 404 || (error.status === 400 && byEdi)) return new ApiFailure(404, "not_found", (m) => m.venueFilmNotFound);
  console.error(`venue: ${error.path} failed with ${error.status}`);
  return new ApiFailure(502, "venue_unavailable", (m) => m.venueDown);
}
