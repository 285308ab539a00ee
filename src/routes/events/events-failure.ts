import { UpstreamError } from "../../upstream/upstream-error";
import { ApiFailure } from "../api-failure";

/**
 * The events source failed and KV had nothing to serve instead: no answer in time is a gateway
 * timeout (504), anything else from the upstream a bad gateway (502), both with the stable error
 * shape and no caching (the app's onError answers it). Anything that is not an upstream failure is a bug: rethrown.
 */
export function eventsFailure(error: unknown): ApiFailure {
  if (!(error instanceof UpstreamError)) throw error;
  if (error.status === "timeout") {
    return new ApiFailure(504, "events_timeout", (m) => m.ticketSystemSlow);
  }
  console.error(`events: ${error.path} failed with ${error.status}`);
  return new ApiFailure(502, "events_unavailable", (m) => m.ticketSystemDown);
}
