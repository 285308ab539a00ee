import type { Context } from "hono";
import { UpstreamError } from "../../upstream/upstream-error";
import { apiError } from "../account/api-error";

/**
 * The events source failed and KV had nothing to serve instead: no answer in time is a gateway
 * timeout (504), anything else from the upstream a bad gateway (502), both with the stable error
 * shape and no caching. Anything that is not an upstream failure is a bug: rethrown.
 */
export function eventsFailure(c: Context, error: unknown): Response {
  if (!(error instanceof UpstreamError)) throw error;
  c.header("Cache-Control", "no-store");
  if (error.status === "timeout") {
    return apiError(c, 504, "events_timeout", "Billettsystemet brukte for lang tid på å svare. Prøv igjen om litt.");
  }
  console.error(`events: ${error.path} failed with ${error.status}`);
  return apiError(c, 502, "events_unavailable", "Billettsystemet svarer ikke akkurat nå. Prøv igjen om litt.");
}
