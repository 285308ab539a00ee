/**
 * Base64url without padding (RFC 4648 §5), the spelling of every signed or sealed token the site
 * hands out: sealed calendar links, preview links. Decoding accepts one spelling per value only,
 * so a token cannot be varied by its unused last bits.
 */

/** @example toBase64Url(new Uint8Array([251, 255])) // "-_8" */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The bytes, or undefined for anything but the one spelling toBase64Url writes. */
export function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const bytes = Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  return toBase64Url(bytes) === text ? bytes : undefined;
}
