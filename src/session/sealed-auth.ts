import * as v from "valibot";
import { aesKey } from "../security/secret-keys";
import { fromBase64Url, toBase64Url } from "../shared/base64url";
import { type VenueAuth, VenueAuthSchema } from "../venue/venue-auth";

/**
 * Values sealed with AES-GCM under a key derived from the SESSION_SECRET secret: what a calendar
 * link keeps in KV (its session id), so a leaked KV listing holds nothing usable. (The visitor's
 * own session lives in a Durable Object: session/session-store.ts.)
 */

/** As long as the venue's marsToken lives (docs/venue-api.md: 30 days). */
export const SEALED_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Encrypts any JSON value until `expiresAt`: base64url(iv ‖ ciphertext+tag). */
export async function seal(secret: string, value: unknown, expiresAt: number): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify({ value, expiresAt }));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await aesKey("kinoweb-session-v1", secret), plain));
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return toBase64Url(out);
}

/** The sealed value when it fits `schema`, or undefined when forged, tampered, foreign or expired. */
export async function openSealed<S extends v.GenericSchema>(secret: string, text: string, schema: S, now = Date.now()): Promise<v.InferOutput<S> | undefined> {
  const bytes = fromBase64Url(text);
  if (!bytes || bytes.length < 12 + 16) return undefined;
  try {
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: bytes.slice(0, 12) }, await aesKey("kinoweb-session-v1", secret), bytes.slice(12));
    const envelope = v.safeParse(v.object({ value: v.unknown(), expiresAt: v.number() }), JSON.parse(new TextDecoder().decode(plain)));
    if (!envelope.success || envelope.output.expiresAt <= now) return undefined;
    const parsed = v.safeParse(schema, envelope.output.value);
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/** Venue auth sealed for SEALED_MAX_AGE_SECONDS. */
export async function sealSession(secret: string, auth: VenueAuth, now = Date.now()): Promise<string> {
  return seal(secret, auth, now + SEALED_MAX_AGE_SECONDS * 1000);
}

export async function openSession(secret: string, value: string, now = Date.now()): Promise<VenueAuth | undefined> {
  return openSealed(secret, value, VenueAuthSchema, now);
}
