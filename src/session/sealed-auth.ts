import * as v from "valibot";
import { type VenueAuth, VenueAuthSchema } from "../venue/venue-auth";

/**
 * Venue auth sealed with AES-GCM under a key derived from the SESSION_SECRET secret: what a
 * calendar link keeps in KV, so a leaked KV listing holds no usable venue token. (The visitor's
 * own session lives in a Durable Object: session/session-store.ts.)
 */

/** As long as the venue's marsToken lives (docs/venue-api.md: 30 days). */
export const SEALED_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const Sealed = v.object({ auth: VenueAuthSchema, expiresAt: v.number() });

const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = (async () => {
      const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), "HKDF", false, ["deriveKey"]);
      return crypto.subtle.deriveKey(
        { name: "HKDF", hash: "SHA-256", salt: new TextEncoder().encode("kinoweb-session-v1"), info: new Uint8Array() },
        material,
        { name: "AES-GCM", length: 256 },
        false,
        ["encrypt", "decrypt"],
      );
    })();
    keys.set(secret, key);
  }
  return key;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** One spelling per value: a text whose unused last bits are set decodes, but is refused. */
function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return toBase64Url(bytes) === text ? bytes : undefined;
}

/** Encrypts the auth state into a cookie value: base64url(iv ‖ ciphertext+tag). */
export async function sealSession(secret: string, auth: VenueAuth, now = Date.now()): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify({ auth, expiresAt: now + SEALED_MAX_AGE_SECONDS * 1000 }));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await keyFor(secret), plain));
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return toBase64Url(out);
}

/** The auth state in a cookie value, or undefined when it is forged, tampered, foreign or expired. */
export async function openSession(secret: string, value: string, now = Date.now()): Promise<VenueAuth | undefined> {
  const bytes = fromBase64Url(value);
  if (!bytes || bytes.length < 12 + 16) return undefined;
  try {
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: bytes.slice(0, 12) }, await keyFor(secret), bytes.slice(12));
    const parsed = v.safeParse(Sealed, JSON.parse(new TextDecoder().decode(plain)));
    return parsed.success && parsed.output.expiresAt > now ? parsed.output.auth : undefined;
  } catch {
    return undefined;
  }
}
