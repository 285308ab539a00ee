/**
 * OWASP's device cookie ("Slow down online guessing attacks with device cookies"): after a
 * successful login the browser gets a signed token bound to that e-mail. A browser that shows one
 * for the e-mail it logs in with is not held to the e-mail's failure ceiling, so a storm of wrong
 * passwords from elsewhere cannot lock the real visitor out (docs/decisions/018).
 *
 * Value: `nonce.issuedAt.signature`, HMAC-SHA256 under SESSION_SECRET over the case-folded e-mail,
 * the nonce and the time. The e-mail itself is not in the cookie.
 */
export const DEVICE_COOKIE = "__Host-kinoweb-device";
export const DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const FORMAT = /^([0-9a-f]{32})\.(\d{1,15})\.([0-9a-f]{64})$/;
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(`kinoweb-device-v1:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
const signed = (email: string, nonce: string, issuedAt: number) => new TextEncoder().encode(`${email.trim().toLowerCase()}|${nonce}|${issuedAt}`);

export async function issueDeviceToken(secret: string, email: string, now: number): Promise<string> {
  const nonce = hex(crypto.getRandomValues(new Uint8Array(16)));
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", await keyFor(secret), signed(email, nonce, now)));
  return `${nonce}.${now}.${hex(signature)}`;
}

/** Whether the value is a device token this site issued for this e-mail, and not too old. */
export async function isDeviceTokenFor(secret: string, value: string | undefined, email: string, now: number): Promise<boolean> {
  const match = value === undefined ? null : FORMAT.exec(value);
  if (!match) return false;
  const [, nonce, issued, signature] = match as unknown as [string, string, string, string];
  const issuedAt = Number(issued);
  if (issuedAt > now || now - issuedAt > DEVICE_MAX_AGE_SECONDS * 1000) return false;
  const bytes = Uint8Array.from(signature.match(/../g)!, (pair) => parseInt(pair, 16));
  // verify compares in constant time.
  return crypto.subtle.verify("HMAC", await keyFor(secret), bytes, signed(email, nonce, issuedAt));
}
