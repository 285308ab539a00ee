import type { Context } from "hono";
import { UpstreamError } from "../../upstream/upstream-error";
import { VenueSession } from "../../venue/venue-client";
import type { AccountEnv } from "./account-env";
import { apiError } from "./api-error";
import { endSession, readSession, renewSession } from "./session-io";
import { venueFailure } from "./venue-failure";

/**
 * Runs venue work for the logged-in visitor. A token switch during the work is kept in the
 * session's store (the cookie stays as it is). A 401 that survives the request's one switch and
 * one retry ends the session, but only for work that needs it: a public call (film, reviews) that
 * fails so is answered anonymously instead, and never logs the visitor out.
 */
export async function asVisitor<T>(c: Context<AccountEnv>, optional: boolean, work: (session: VenueSession | undefined) => Promise<T>) {
  const current = await readSession(c);
  if (!current && !optional) return { response: apiError(c, 401, "unauthorized", "Du må logge inn først.") };
  const session = current && new VenueSession(current.auth);
  try {
    const value = await work(session);
    if (current && session?.changed) await renewSession(c, { ...current, auth: session.auth });
    return { value };
  } catch (error) {
    const unauthorized = error instanceof UpstreamError && error.status === 401;
    if (unauthorized && optional && session) return asVisitorAnonymously(c, work);
    if (unauthorized && current) {
      await endSession(c, current);
      return { response: apiError(c, 401, "session_expired", "Innloggingen har utløpt. Logg inn på nytt.") };
    }
    return { response: venueFailure(c, error) };
  }
}

async function asVisitorAnonymously<T>(c: Context<AccountEnv>, work: (session: undefined) => Promise<T>) {
  try {
    return { value: await work(undefined) };
  } catch (error) {
    return { response: venueFailure(c, error) };
  }
}
