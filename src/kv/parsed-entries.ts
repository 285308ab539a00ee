import * as v from "valibot";

/** What an isolate keeps of an entry it parsed: its metadata, the schema it passed, the result, and when KV last named it. */
type Parsed = { builtAt: number; version: string; publishedAt: number | undefined; schema: unknown; value: unknown; readAt: number };

/**
 * How long an isolate answers an entry from memory once KV named it, and trusts the content stamp
 * it read (chrome-stamp.ts): short next to KV's own propagation between locations (up to a
 * minute), long enough that a busy isolate asks KV about once a second per entry instead of once
 * a request (docs/decisions/025).
 */
export const KV_RECHECK_MS = 1_000;

/** Metadata that names one stored entry: every write stamps a new build time. */
type EntryStamp = { builtAt: number; version: string; publishedAt?: number };

/**
 * Enough for every page of the site, its chrome and a festival's screenings. When full, the entry
 * read longest ago goes (a Map keeps insertion order, and a read moves its entry to the end), so
 * no flood of new keys can make the isolate parse its busiest entries again and again.
 */
const MAX_ENTRIES = 1024;

const byNamespace = new WeakMap<KVNamespace, Map<string, Parsed>>();

function entriesOf(ns: KVNamespace): Map<string, Parsed> {
  let entries = byNamespace.get(ns);
  if (!entries) {
    entries = new Map();
    byNamespace.set(ns, entries);
  }
  return entries;
}

/**
 * KV values this isolate has already parsed, by key and by the metadata they were stored with.
 * The same key, build time and version means the same bytes: a reader that finds them need not
 * parse that JSON and check it against its schema again (for a programme page, more CPU than
 * reading it). Parsed values are shared between requests, so readers must not change them (none
 * does: routes copy before changing, as search.ts does).
 *
 * @example const known = parsedEntry(ns, key, meta, schema); if (known) return known.value
 */
export function parsedEntry<T>(ns: KVNamespace, key: string, meta: EntryStamp, schema: unknown, now = Date.now()): { value: T } | undefined {
  const entries = byNamespace.get(ns);
  const known = entries?.get(key);
  if (
    !entries ||
    !known ||
    known.schema !== schema ||
    known.builtAt !== meta.builtAt ||
    known.version !== meta.version ||
    known.publishedAt !== meta.publishedAt
  )
    return undefined;
  // KV has just named this entry again: it counts as read now, and as the most recently used.
  known.readAt = now;
  entries.delete(key);
  entries.set(key, known);
  return { value: known.value as T };
}

/**
 * The entry under `key` as this isolate parsed it, when KV named it less than `withinMs` ago
 * (docs/decisions/025): a reader may answer it without asking KV again. Undefined otherwise.
 *
 * @example const recent = recentEntry(ns, key, schema, Date.now(), 1000)
 */
export function recentEntry<T>(ns: KVNamespace, key: string, schema: unknown, now: number, withinMs: number): { value: T; meta: EntryStamp } | undefined {
  const known = byNamespace.get(ns)?.get(key);
  if (!known || known.schema !== schema || !(now - known.readAt < withinMs && now >= known.readAt)) return undefined;
  const meta: EntryStamp = { builtAt: known.builtAt, version: known.version };
  if (known.publishedAt !== undefined) meta.publishedAt = known.publishedAt;
  return { value: known.value as T, meta };
}

/** Remembers a value parsed from KV under the metadata it was stored with, read from KV at `now`. */
export function rememberParsed(ns: KVNamespace, key: string, meta: EntryStamp, schema: unknown, value: unknown, now = Date.now()): void {
  const entries = entriesOf(ns);
  entries.delete(key);
  if (entries.size >= MAX_ENTRIES) {
    const oldest = entries.keys().next();
    if (!oldest.done) entries.delete(oldest.value);
  }
  entries.set(key, { builtAt: meta.builtAt, version: meta.version, publishedAt: meta.publishedAt, schema, value, readAt: now });
}

/**
 * Forgets what this isolate parsed: the given keys, or every key of the namespace. After a write
 * of this isolate (a publish, a purge) its next read asks KV again instead of answering from memory.
 *
 * @example forgetParsed(env.PAGES, ["page:/kontakt-oss"])
 */
export function forgetParsed(ns: KVNamespace, keys?: readonly string[]): void {
  if (!keys) {
    byNamespace.delete(ns);
    return;
  }
  const entries = byNamespace.get(ns);
  for (const key of keys) entries?.delete(key);
}

const decoder = new TextDecoder();

/**
 * A stored value checked against its schema, or null for none. An entry this isolate parsed
 * before (same key, build time and version) is not parsed again; a value that is not JSON fails
 * like one that does not match the schema. A value that passes is remembered for the next request.
 */
export function parseStored<T>(
  ns: KVNamespace,
  key: string,
  bytes: ArrayBuffer | string | null,
  meta: EntryStamp | undefined,
  schema: v.GenericSchema<unknown, T>,
  now: number,
): v.SafeParseResult<v.GenericSchema<unknown, T>> | null {
  if (bytes === null) return null;
  const known = meta && parsedEntry<T>(ns, key, meta, schema, now);
  if (known) return { typed: true, success: true, output: known.value, issues: undefined };
  let json: unknown;
  try {
    json = JSON.parse(typeof bytes === "string" ? bytes : decoder.decode(bytes));
  } catch {
    json = undefined;
  }
  const value = v.safeParse(schema, json);
  if (value.success && meta) rememberParsed(ns, key, meta, schema, value.output, now);
  return value;
}
