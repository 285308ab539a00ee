import type { Context } from "hono";
import { UpstreamError } from "../../upstream/upstream-error";
import { VenueSession } from "../../venue/venue-client";
import { ApiFailure } from "../api-failure";
import type { AccountEnv } from "./account-env";
import { endSession, readSession, renewSession } from "./session-io";
import { venueFailure } from "./venue-failure";

/**
 * Runs venue work for the logged-in visitor and answers its value; a refusal is thrown
 * (routes/api-failure.ts): 401 `unauthorized` without a session, 401 `session_expired` when the
 * venue refuses the session after the request's one token switch and retry (the session ends),
 * or the venue's failure. A token switch during the work is kept in the session's store.
 */
export async function asVisitor<T>(c: Context<AccountEnv>, work: (session: VenueSession) => Promise<T>): Promise<T> {
  const current = await readSession(c);
  if (!current) throw new ApiFailure(401, "unauthorized", (m) => m.loginFirst);
  const session = new VenueSession(current.auth);
  try {
    const value = await work(session);
    if (session.changed) await renewSession(c, { ...current, auth: session.auth });
    return value;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401) {
      await endSession(c, current);
      throw new ApiFailure(401, "session_expired", (m) => m.sessionExpired);
    }
    throw venueFailure(error);
  }
}

/**
 * Public venue work (a film, its reviews), as the visitor when one is logged in, else
 * anonymously. A 401 for the visitor's session is answered anonymously instead, and never logs
 * the visitor out; other failures are thrown as the venue's.
 */
export async function asVisitorOrAnyone<T>(c: Context<AccountEnv>, work: (session: VenueSession | undefined) => Promise<T>): Promise<T> {
  const current = await readSession(c);
  const session = current && new VenueSession(current.auth);
  try {
    const value = await work(session);
    if (current && session?.changed) await renewSession(c, { ...current, auth: session.auth });
    return value;
  } catch (error) {
    if (!(session && error instanceof UpstreamError && error.status === 401)) throw venueFailure(error);
  }
  try {
    return await work(undefined);
  } catch (error) {
    throw venueFailure(error);
  }
}
