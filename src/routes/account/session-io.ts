import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { kvKeys } from "../../kv/keys";
import { SESSION_ABSOLUTE_SECONDS } from "../../session/lifetimes";
import { SESSION_COOKIE, newSessionId, parseSessionId } from "../../session/session-id";
import type { VenueAuth } from "../../venue/venue-auth";
import type { AccountEnv } from "./account-env";

const COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: "Lax", path: "/", prefix: "host" } as const;
const NAME = SESSION_COOKIE.replace(/^__Host-/, "");

/** A live session of this request: its id (the cookie) and the venue auth kept for it. */
export type Session = { id: string; auth: VenueAuth; expiresAt: number };

export const sessionStub = (c: Context<AccountEnv>, id: string) => c.var.config.SESSIONS.get(c.var.config.SESSIONS.idFromName(id));
/** Sessions are indexed by the venue's e-mail, case-folded, so "Logg ut overalt" finds them all. */
export const visitorStub = (c: Context<AccountEnv>, email: string) => c.var.config.VISITORS.get(c.var.config.VISITORS.idFromName(email.trim().toLowerCase()));

/** The visitor's live session, or undefined (no cookie, another spelling, ended or expired). */
export async function readSession(c: Context<AccountEnv>): Promise<Session | undefined> {
  const id = parseSessionId(getCookie(c, NAME, "host"));
  if (!id) return undefined;
  const record = await sessionStub(c, id).open(Date.now());
  return record && { id, auth: record.auth, expiresAt: record.expiresAt };
}

/**
 * Starts a session after login or a new user: the tokens go to the session's Durable Object, the
 * browser gets only the id. The cookie's Max-Age is the absolute lifetime, set once here and
 * never re-issued, so no activity makes it live longer.
 */
export async function startSession(c: Context<AccountEnv>, auth: VenueAuth): Promise<void> {
  const id = newSessionId();
  const now = Date.now();
  const expiresAt = now + SESSION_ABSOLUTE_SECONDS * 1000;
  await sessionStub(c, id).start({ auth, visitor: auth.email, expiresAt, lastUsedAt: now });
  await visitorStub(c, auth.email).add(id, expiresAt, now);
  setCookie(c, NAME, id, { ...COOKIE_OPTIONS, maxAge: SESSION_ABSOLUTE_SECONDS });
}

/** Keeps the venue's renewed tokens for the rest of the session (the cookie does not change). */
export async function renewSession(c: Context<AccountEnv>, session: Session): Promise<void> {
  await sessionStub(c, session.id).renew(session.auth);
}

/** Ends this browser's session on the server, so a copy of the cookie is worthless, and clears it. */
export async function endSession(c: Context<AccountEnv>, session: Session | undefined): Promise<void> {
  if (session) {
    await sessionStub(c, session.id).end();
    const calendars = await visitorStub(c, session.auth.email).remove(session.id);
    await Promise.all(calendars.map((hash) => c.var.config.PAGES.delete(kvKeys.calendar(hash))));
  }
  clearSession(c);
}

/** Ends every session of the visitor, in every browser, and every calendar link ("Logg ut overalt"). */
export async function endEverySession(c: Context<AccountEnv>, session: Session): Promise<void> {
  const { sessions, calendars } = await visitorStub(c, session.auth.email).takeAll();
  await Promise.all([
    ...[...new Set([...sessions, session.id])].map((id) => sessionStub(c, id).end()),
    ...calendars.map((hash) => c.var.config.PAGES.delete(kvKeys.calendar(hash))),
  ]);
  clearSession(c);
}

export function clearSession(c: Context<AccountEnv>): void {
  deleteCookie(c, NAME, COOKIE_OPTIONS);
}
