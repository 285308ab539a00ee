const encoder = new TextEncoder();

/**
 * Whether a secret given by a caller is the one we hold, compared in time that does not depend on
 * where they differ. For secrets whose length is fixed and public (a push subscription's 16-byte
 * auth secret is always 22 base64url characters), so a length mismatch may answer at once. It is
 * synchronous (workerd's crypto.subtle.timingSafeEqual), so it can run inside a Durable Object's
 * SQLite transaction; a secret of any length is compared by `tokensMatch` (hashed first).
 *
 * @example sameSecret(body.auth, row.auth)
 */
export function sameSecret(given: string, held: string): boolean {
  const a = encoder.encode(given);
  const b = encoder.encode(held);
  return a.byteLength === b.byteLength && crypto.subtle.timingSafeEqual(a, b);
}
