import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { SessionUser, VenueEnv } from "./env";
import { VenueError } from "./errors";
import { SESSION_COOKIE, userForSession } from "./sessions";

const SESSION_EXPIRED = "Økten er utløpt. Logg inn på nytt.";

/**
 * For calls that need a user (tickets, watch list): no cookie, or an unknown or expired session, is a
 * 401 — the answer that makes the site switch tokens and retry once (spec section 7).
 */
export const requireUser = createMiddleware<VenueEnv>(async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE);
  const user = token ? await userForSession(c.env, token) : null;
  if (!user) throw new VenueError(401, SESSION_EXPIRED);
  c.set("user", user);
  await next();
});

/**
 * For calls where the cookie is optional (movie, reviews): a missing or stale session simply means
 * an anonymous caller, so IsLiked is false rather than the call failing.
 */
export const optionalUser = createMiddleware<VenueEnv>(async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE);
  c.set("user", token ? await userForSession(c.env, token) : null);
  await next();
});

/** The user `requireUser` put on the context (a handler behind it always has one). */
export function sessionUser(c: Context<VenueEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw new VenueError(401, SESSION_EXPIRED);
  return user;
}
