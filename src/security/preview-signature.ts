import { fromBase64Url, toBase64Url } from "../shared/base64url";
import { hmacKey } from "./secret-keys";

/**
 * Preview links (docs/decisions/032): `<expiry>.<signature>`, the expiry in epoch seconds and the
 * signature HMAC-SHA256 over the path and the expiry, base64url. The key is derived from
 * ADMIN_TOKEN: whoever may make a link holds it already, previews are off exactly where the admin
 * routes are, and a new admin token ends every link made with the old one.
 */

/** The shortest and longest a link lives, and how long when the editor does not say (minutes). */
export const PREVIEW_MINUTES = { min: 1, default: 60, max: 7 * 24 * 60 } as const;

const FORMAT = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
const encoder = new TextEncoder();
const signed = (path: string, expires: number) => encoder.encode(`${path}\n${expires}`);

/**
 * The path as a request names it: percent-escaped the way `URL` does, so the path an editor typed
 * and the path a browser sends sign the same.
 *
 * @example previewPath("/article/ærlig talt") // "/article/%C3%A6rlig%20talt"
 */
export function previewPath(path: string): string {
  return new URL(path, "https://preview.invalid").pathname;
}

/**
 * A token for `path` (as previewPath spells it) that holds until `expiresAt` (epoch ms, rounded
 * down to the second).
 *
 * @example await signPreview(config.ADMIN_TOKEN, "/article/x", Date.now() + 3_600_000) // "1758117600.Xq…"
 */
export async function signPreview(secret: string, path: string, expiresAt: number): Promise<string> {
  const expires = Math.floor(expiresAt / 1000);
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey("kinoweb-preview-v1", secret), signed(path, expires)));
  return `${expires}.${toBase64Url(signature)}`;
}

/** Why a token was refused: not one of ours for this path, or past its time. */
export type PreviewRefusal = "forged" | "expired";

/**
 * When the token is ours for this path and not past its time: its expiry (epoch ms); else why not.
 * The signature is checked first and in constant time (crypto.subtle.verify), so a forged token
 * learns nothing from the answer's timing, expired or not.
 *
 * @example await verifyPreview(secret, url.pathname, token, Date.now()) // { expiresAt: 1758117600000 }
 */
export async function verifyPreview(secret: string, path: string, token: string, now: number): Promise<{ expiresAt: number } | { refused: PreviewRefusal }> {
  const match = FORMAT.exec(token);
  if (!match) return { refused: "forged" };
  const [, expiresText, signatureText] = match as unknown as [string, string, string];
  const expires = Number(expiresText);
  const signature = fromBase64Url(signatureText);
  if (!signature) return { refused: "forged" };
  const valid = await crypto.subtle.verify("HMAC", await hmacKey("kinoweb-preview-v1", secret), signature, signed(path, expires));
  if (!valid) return { refused: "forged" };
  const expiresAt = expires * 1000;
  return expiresAt > now ? { expiresAt } : { refused: "expired" };
}
