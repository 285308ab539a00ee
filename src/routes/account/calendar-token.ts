/** An unguessable calendar URL token: 32 random bytes, base64url (43 characters). */
export function newCalendarToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export const CALENDAR_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What KV stores instead of the token, so a leaked KV listing reveals no subscription URL. */
export async function calendarTokenHash(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}
