import { hmacKey } from "../security/secret-keys";

/**
 * OWASP's device cookie ("Slow down online guessing attacks with device cookies"): after a
 * successful login the browser gets a signed token bound to that e-mail. A browser that shows one
 * for the e-mail it logs in with is held to the cookie's own small budget of wrong guesses instead
 * of the e-mail's ceiling, so a storm of wrong passwords from elsewhere cannot lock the real
 * visitor out (docs/decisions/018).
 *
 * Value: `id.issuedAt.signature`, HMAC-SHA256 under SESSION_SECRET over the case-folded e-mail,
 * the id and the time. The e-mail itself is not in it. The signature lets a forged or foreign
 * cookie be refused without a lookup; the id must also be on the visitor's list of devices
 * (VisitorSessions), so the server can end a cookie before its 180 days ("Logg ut overalt", the
 * first login after a password reset was asked for).
 */
export const DEVICE_COOKIE = "__Host-kinoweb-device";
export const DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
/** Devices a visitor's list keeps (the newest): phones, laptops, a work computer, a tablet. */
export const MAX_DEVICES_PER_VISITOR = 10;

/** A device token: its id (what the visitor's list and the guess budget are keyed by) and when it was issued. */
export type DeviceToken = { id: string; issuedAt: number };

const FORMAT = /^([0-9a-f]{32})\.(\d{1,15})\.([0-9a-f]{64})$/;
const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
const signed = (email: string, id: string, issuedAt: number) => new TextEncoder().encode(`${email.trim().toLowerCase()}|${id}|${issuedAt}`);

/** A new token for the e-mail: the cookie's value, and the id and time to put on the visitor's list. */
export async function issueDeviceToken(secret: string, email: string, now: number): Promise<DeviceToken & { value: string }> {
  const id = hex(crypto.getRandomValues(new Uint8Array(16)));
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey("kinoweb-device-v1", secret), signed(email, id, now)));
  return { id, issuedAt: now, value: `${id}.${now}.${hex(signature)}` };
}

/**
 * The token, when the value is one this site signed for this e-mail and it is not too old; else
 * undefined. Whether the server still lists it is the caller's second question.
 */
export async function signedDeviceToken(secret: string, value: string | undefined, email: string, now: number): Promise<DeviceToken | undefined> {
  const match = value === undefined ? null : FORMAT.exec(value);
  if (!match) return undefined;
  const [, id, issued, signature] = match as unknown as [string, string, string, string];
  const issuedAt = Number(issued);
  if (issuedAt > now || now - issuedAt > DEVICE_MAX_AGE_SECONDS * 1000) return undefined;
  const bytes = Uint8Array.from(signature.match(/../g)!, (pair) => parseInt(pair, 16));
  // verify compares in constant time.
  return (await crypto.subtle.verify("HMAC", await hmacKey("kinoweb-device-v1", secret), bytes, signed(email, id, issuedAt))) ? { id, issuedAt } : undefined;
}
