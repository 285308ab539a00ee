import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { DEVICE_COOKIE, DEVICE_MAX_AGE_SECONDS, issueDeviceToken, signedDeviceToken } from "../../session/device-cookie";
import type { AccountEnv } from "./account-env";
import { visitorStub } from "./session-io";

const NAME = DEVICE_COOKIE.replace(/^__Host-/, "");
/** Strict: no other site's request ever carries it. */
const COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: "Strict", path: "/", prefix: "host" } as const;

/**
 * The id of this browser's device cookie when it is valid for the e-mail it is logging in with:
 * signed by us for that e-mail, not too old, and still on the visitor's list (not ended by "Logg
 * ut overalt" or a password reset). A cookie that fails the signature costs no lookup.
 */
export async function trustedDevice(c: Context<AccountEnv>, email: string): Promise<string | undefined> {
  const now = Date.now();
  const token = await signedDeviceToken(c.var.sessionSecret, getCookie(c, NAME, "host"), email, now);
  if (!token) return undefined;
  return (await visitorStub(c, email).hasDevice(token.id, now)) ? token.id : undefined;
}

/**
 * Gives the browser a new device cookie for the e-mail it just logged in with, listed for the
 * visitor in place of the one it showed (`replacing`). It is not a session: it proves nothing
 * but an earlier successful login here, and only spares the browser the e-mail's failure ceiling.
 */
export async function trustDevice(c: Context<AccountEnv>, email: string, replacing: string | undefined): Promise<void> {
  const now = Date.now();
  const token = await issueDeviceToken(c.var.sessionSecret, email, now);
  await visitorStub(c, email).addDevice({ id: token.id, expiresAt: now + DEVICE_MAX_AGE_SECONDS * 1000 }, now, replacing);
  setCookie(c, NAME, token.value, { ...COOKIE_OPTIONS, maxAge: DEVICE_MAX_AGE_SECONDS });
}

/** Clears this browser's device cookie (after "Logg ut overalt", which has ended it on the server). */
export function forgetDevice(c: Context<AccountEnv>): void {
  deleteCookie(c, NAME, COOKIE_OPTIONS);
}
