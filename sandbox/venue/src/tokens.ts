/** Opaque random tokens (session cookie, marsToken) and the hash under which D1 stores them. */

/** 32 random bytes, base64url without padding: safe in a cookie value and an HTTP header. */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** SHA-256 of `token` as hex. Stored instead of the token, so a copy of the table logs no one in. */
export async function tokenHash(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}
