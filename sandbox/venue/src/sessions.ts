import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import { settings, type SessionUser, type VenueBindings, type VenueEnv } from "./env";
import { newToken, tokenHash } from "./tokens";

/**
 * The two credentials of the venue (docs/venue-api.md "Authentication"): a short-lived session
 * cookie that calls carry, and a long-lived marsToken that only buys a new session
 * (SwitchTokensDx). Both are random, stored hashed with an expiry in epoch milliseconds.
 */
export const SESSION_COOKIE = "VenueSession";

/** Starts a session for `userId` and sets the `VenueSession` cookie on the answer. */
export async function startSession(c: Context<VenueEnv>, userId: number): Promise<void> {
  const token = newToken();
  const now = Date.now();
  await c.env.VENUE_DB.batch([
    // Old sessions of this user are dropped here, so the table does not grow without bound.
    c.env.VENUE_DB.prepare("DELETE FROM sessions WHERE user_id = ? AND expires_at <= ?").bind(userId, now),
    c.env.VENUE_DB.prepare("INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)").bind(
      await tokenHash(token),
      userId,
      now + settings(c.env).sessionTtlMs,
    ),
  ]);
  // As the venue sets it: HttpOnly, whole site, no Max-Age — expiry is decided by the server, which
  // answers 401 once the session is over.
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, path: "/" });
}

/** A new marsToken for `userId`, valid for MARS_TOKEN_TTL_DAYS. */
export async function issueMarsToken(env: VenueBindings, userId: number): Promise<string> {
  const token = newToken();
  await env.VENUE_DB.prepare("INSERT INTO mars_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)")
    .bind(await tokenHash(token), userId, Date.now() + settings(env).marsTokenTtlMs)
    .run();
  return token;
}

interface UserRow {
  id: number;
  email: string;
  user_name: string;
}

/** The user of a live session, or null when the token is unknown or expired. */
export async function userForSession(env: VenueBindings, token: string): Promise<SessionUser | null> {
  const row = await env.VENUE_DB.prepare(
    `SELECT u.id, u.email, u.user_name FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = ? AND s.expires_at > ?`,
  )
    .bind(await tokenHash(token), Date.now())
    .first<UserRow>();
  return row ? { id: row.id, email: row.email, userName: row.user_name } : null;
}

/** The user id a live marsToken belongs to, or null when it is unknown or expired. */
export async function userIdForMarsToken(env: VenueBindings, token: string): Promise<number | null> {
  const row = await env.VENUE_DB.prepare("SELECT user_id FROM mars_tokens WHERE token_hash = ? AND expires_at > ?")
    .bind(await tokenHash(token), Date.now())
    .first<{ user_id: number }>();
  return row?.user_id ?? null;
}
