/**
 * Password hashing with PBKDF2-SHA256 through WebCrypto. Stored as
 * `pbkdf2_sha256$<iterations>$<salt base64>$<hash base64>` (Django's layout), so the iteration
 * count can rise later without breaking stored hashes. 100000 is the most workerd allows for PBKDF2;
 * scripts/make-seed.mjs computes the seed users' hashes with node's pbkdf2Sync, which agrees.
 */
const ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

/** A new stored hash for `password`, with a random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return `pbkdf2_sha256$${ITERATIONS}$${toBase64(salt)}$${toBase64(await derive(password, salt, ITERATIONS))}`;
}

/** Whether `password` matches `stored`; compared in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, rounds, salt, hash] = stored.split("$");
  const iterations = Number(rounds);
  if (scheme !== "pbkdf2_sha256" || !Number.isInteger(iterations) || iterations < 1 || !salt || !hash) return false;
  const expected = fromBase64(hash);
  const actual = await derive(password, fromBase64(salt), iterations);
  return actual.byteLength === expected.byteLength && crypto.subtle.timingSafeEqual(actual, expected);
}

// Hashed once per isolate: an unknown e-mail costs the same PBKDF2 run as a wrong password, so the
// answer time does not tell which accounts exist.
let decoy: Promise<string> | undefined;

/** Spends the time of one password check on nothing. */
export async function verifyDecoy(password: string): Promise<void> {
  decoy ??= hashPassword("decoy-password-for-unknown-users");
  await verifyPassword(password, await decoy);
}
