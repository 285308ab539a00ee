/**
 * The session cookie's value: 32 random bytes as 64 lowercase hex digits. Hex has exactly one
 * spelling per value (base64's unused last bits gave two), so a changed character is always
 * another, unknown session.
 */
export const SESSION_COOKIE = "__Host-kinoweb-session";

const SESSION_ID = /^[0-9a-f]{64}$/;

export function newSessionId(): string {
  return [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The id when the text is one, in its one canonical spelling; undefined otherwise. */
export function parseSessionId(text: string | undefined): string | undefined {
  return text !== undefined && SESSION_ID.test(text) ? text : undefined;
}
