import * as v from "valibot";

/**
 * Which content an entry was built from: its version, and when that version was published (epoch
 * ms). Publication times order content versions; versions themselves are hashes and do not.
 */
export type ContentStamp = { version: string; publishedAt: number };

/**
 * Stored beside each value (KV metadata, < 1 KB): when and from which content version it was
 * built. `publishedAt` is absent on entries whose source has no publications (events).
 */
export type EntryMeta = { builtAt: number; version: string; publishedAt?: number };
export const EntryMetaSchema = v.object({ builtAt: v.number(), version: v.string(), publishedAt: v.optional(v.number()) });

/**
 * An entry as KV returns it: the value (bytes, or text from a bulk read) and its metadata; or,
 * when this isolate had already parsed the same entry, that value (`parsed`) instead of its bytes.
 */
export type StoredEntry = { value: ArrayBuffer | string | null; metadata: unknown; parsed?: { value: unknown } };

export type Entry<T> = { value: T; meta: EntryMeta; state: "fresh" | "stale" | "built" };

/**
 * What a build answers: the value (null when the content has no such document) and the content it
 * came from; or plain null for "no such document" from a source without publications.
 */
export type Built<T> = { value: T | null; version: string; publishedAt?: number } | null;

/**
 * Whether a build may replace an entry: never with content published before the entry's, which a
 * data centre whose KV copy lags behind would otherwise write back. A build without a publication
 * time counts as current.
 */
export function notOlder(built: Built<unknown>, meta: EntryMeta): boolean {
  return (built?.publishedAt ?? Number.POSITIVE_INFINITY) >= (meta.publishedAt ?? 0);
}
