/**
 * An unguessable URL token (a private calendar link, a shared plan): 32 random bytes, base64url
 * (43 characters, 256 bits). Only its SHA-256 is kept where it is looked up.
 */
export function newUrlToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export const URL_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What KV stores instead of the token, so a leaked KV listing reveals no private URL. */
export async function urlTokenHash(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}
