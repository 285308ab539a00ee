import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * A failure the venue reports to its caller. docs/venue-api.md: every error body is
 * `{ "Message": "…" }` and any status outside 200–299 is a failure.
 *
 * @example throw new VenueError(404, "Fant ingen film med edi 99999.");
 */
export class VenueError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
    this.name = "VenueError";
  }
}

/** The body every error answer carries. */
export function errorBody(message: string): { Message: string } {
  return { Message: message };
}

/** Hono `onError`: a VenueError becomes its status; anything else is a 500 that is logged. */
export function onError(error: Error, c: Context): Response {
  if (error instanceof VenueError) return c.json(errorBody(error.message), error.status);
  console.error("sandbox venue: unexpected error", error);
  return c.json(errorBody("Det oppstod en feil hos billettsystemet."), 500);
}

/** Hono `notFound`: unknown calls answer 404 in the same JSON shape. */
export function onNotFound(c: Context): Response {
  return c.json(errorBody(`Ukjent kall: ${c.req.method} ${new URL(c.req.url).pathname}`), 404);
}
