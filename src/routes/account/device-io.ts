import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { DEVICE_COOKIE, DEVICE_MAX_AGE_SECONDS, isDeviceTokenFor, issueDeviceToken } from "../../session/device-cookie";
import type { AccountEnv } from "./account-env";

const NAME = DEVICE_COOKIE.replace(/^__Host-/, "");

/** Whether this browser holds a valid device cookie for the e-mail it is logging in with. */
export async function isTrustedDevice(c: Context<AccountEnv>, email: string): Promise<boolean> {
  return isDeviceTokenFor(c.var.sessionSecret, getCookie(c, NAME, "host"), email, Date.now());
}

/**
 * Gives the browser a device cookie for the e-mail it just logged in with. It is not a session:
 * it proves nothing but an earlier successful login here, and only spares the browser the
 * e-mail's failure ceiling. Strict: no other site's request ever carries it.
 */
export async function trustDevice(c: Context<AccountEnv>, email: string): Promise<void> {
  setCookie(c, NAME, await issueDeviceToken(c.var.sessionSecret, email, Date.now()), {
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    path: "/",
    prefix: "host",
    maxAge: DEVICE_MAX_AGE_SECONDS,
  });
}
