import * as v from "valibot";

/**
 * What the proxy keeps of a logged-in visitor, in the session's Durable Object
 * (session/session-store.ts): the venue's long-lived marsToken and its short-lived session cookie,
 * plus the name and e-mail to show. The browser never sees the first two
 * (docs/decisions/018-server-side-sessions-and-device-cookies.md).
 */
export const VenueAuthSchema = v.object({
  marsToken: v.pipe(v.string(), v.nonEmpty()),
  venueSession: v.string(),
  userName: v.string(),
  email: v.string(),
});
export type VenueAuth = v.InferOutput<typeof VenueAuthSchema>;

/** The venue's session cookie name (docs/venue-api.md). */
export const VENUE_SESSION_COOKIE = "VenueSession";

/** Reads the venue session cookie from a venue response's Set-Cookie headers. */
export function venueSessionFrom(response: Response): string | undefined {
  // workerd keeps each Set-Cookie separate under getAll (Headers.get would join them with commas).
  for (const header of response.headers.getAll("Set-Cookie")) {
    const match = new RegExp(`^${VENUE_SESSION_COOKIE}=([^;]*)`).exec(header);
    if (match?.[1]) return match[1];
  }
  return undefined;
}
