import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, openSession, sealSession } from "../../session/session-cookie";
import type { VenueAuth } from "../../venue/venue-auth";
import type { AccountEnv } from "./account-env";

const COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: "Lax", path: "/", prefix: "host" } as const;
const NAME = SESSION_COOKIE.replace(/^__Host-/, "");

/** The visitor's venue auth from the session cookie, or undefined. */
export async function readSession(c: Context<AccountEnv>): Promise<VenueAuth | undefined> {
  const value = getCookie(c, NAME, "host");
  return value ? openSession(c.var.sessionSecret, value) : undefined;
}

/** Writes (or rewrites, after a token switch) the encrypted session cookie. */
export async function writeSession(c: Context<AccountEnv>, auth: VenueAuth): Promise<void> {
  setCookie(c, NAME, await sealSession(c.var.sessionSecret, auth), { ...COOKIE_OPTIONS, maxAge: SESSION_MAX_AGE_SECONDS });
}

export function clearSession(c: Context<AccountEnv>): void {
  deleteCookie(c, NAME, COOKIE_OPTIONS);
}
