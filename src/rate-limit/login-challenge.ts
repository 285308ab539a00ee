import { createChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import * as v from "valibot";

/**
 * The proof of work a login without a device cookie must carry once the site's ceiling of failed
 * logins is reached (docs/decisions/041): an ALTCHA challenge (altcha-lib, the widget's own
 * server half), solved in the visitor's browser by the `altcha` widget. Deterministic mode: the
 * server picks the secret counter between half the maximum and the maximum, signs the key it
 * derives, and checks a solution with two HMACs, never a derivation. Signed with keys derived
 * from SESSION_SECRET, valid for a few minutes, and used once (spent-challenges.ts).
 */
export const CHALLENGE_ALGORITHM = "PBKDF2/SHA-256";
/**
 * PBKDF2 iterations per try. Enough that a try is work, not the browser's call overhead (a few
 * hundred microseconds in a worker), and a challenge costs the server well under a millisecond.
 */
export const CHALLENGE_ITERATIONS = 1000;
/** How long a challenge may be solved and used: long enough for a slow phone, short for a hoard. */
export const CHALLENGE_LIFETIME_SECONDS = 300;

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
const secrets = new Map<string, Promise<{ signature: string; key: string }>>();

/** The two HMAC secrets altcha-lib takes, derived from SESSION_SECRET under labels of their own. */
function challengeSecrets(sessionSecret: string): Promise<{ signature: string; key: string }> {
  let found = secrets.get(sessionSecret);
  if (!found) {
    found = (async () => {
      const base = await crypto.subtle.importKey("raw", encoder.encode(sessionSecret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
      const derive = async (label: string) => hex(await crypto.subtle.sign("HMAC", base, encoder.encode(label)));
      return { signature: await derive("kinoweb-login-challenge-v1:signature"), key: await derive("kinoweb-login-challenge-v1:key") };
    })();
    secrets.set(sessionSecret, found);
  }
  return found;
}

/** A new challenge for the widget; `maxNumber` is the cost setting (LOGIN_CHALLENGE_MAX_NUMBER). */
export async function newLoginChallenge(sessionSecret: string, maxNumber: number, nowMs: number): Promise<Challenge> {
  const keys = await challengeSecrets(sessionSecret);
  return createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: CHALLENGE_ITERATIONS,
    counter: randomInt(maxNumber, Math.ceil(maxNumber / 2)),
    deriveKey,
    expiresAt: Math.floor(nowMs / 1000) + CHALLENGE_LIFETIME_SECONDS,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.key,
  });
}

const Hex = v.pipe(v.string(), v.maxLength(256), v.regex(/^[0-9a-f]+$/));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff));

/** What the widget sends: base64 of `{ challenge: { parameters, signature }, solution }`. */
const PayloadSchema = v.object({
  challenge: v.object({
    parameters: v.object({
      algorithm: v.literal(CHALLENGE_ALGORITHM),
      nonce: Hex,
      salt: Hex,
      cost: Count,
      keyLength: Count,
      keyPrefix: Hex,
      keySignature: Hex,
      expiresAt: Count,
    }),
    signature: v.pipe(Hex, v.length(64)),
  }),
  solution: v.object({ counter: Count, derivedKey: Hex, time: v.optional(v.number()) }),
});

/**
 * The challenge's signature and expiry when the payload is a solution of a challenge we signed
 * that has not expired; else undefined. Whether it was used before is spent-challenges.ts's answer.
 */
export async function solvedLoginChallenge(sessionSecret: string, payload: string): Promise<{ signature: string; expiresAtMs: number } | undefined> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(atob(payload));
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(PayloadSchema, decoded);
  if (!parsed.success) return undefined;
  const { challenge, solution } = parsed.output;
  const keys = await challengeSecrets(sessionSecret);
  const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: keys.signature, hmacKeySignatureSecret: keys.key });
  return result.verified ? { signature: challenge.signature, expiresAtMs: challenge.parameters.expiresAt * 1000 } : undefined;
}
