import * as v from "valibot";
import { type Built, type ContentStamp, type Entry, type EntryMeta, EntryMetaSchema, notOlder, type StoredEntry } from "./entry-meta";
import { confirmUnchanged, confirmedFresh, sameContent } from "./confirmed-entries";
import { parsedEntry, parseStored, recentEntry } from "./parsed-entries";

import type { ReadOptions, ReadThroughOptions } from "./read-through-options";

export type { Built, ContentStamp, Entry, EntryMeta, StoredEntry } from "./entry-meta";
export type { ReadOptions, ReadThroughOptions } from "./read-through-options";

/** Keys being refreshed by this isolate: at most one background refresh per key at a time. */
const refreshing = new Set<string>();

/**
 * KV read-through with stale-while-revalidate
 * (docs/decisions/001-page-data-in-kv-with-stale-while-revalidate.md). A hit is parsed with its schema
 * (KV is a boundary); a miss or an unreadable entry is built, answered at once and written in the
 * background; a stale hit is answered at once while one background refresh runs; an outdated hit (see
 * ReadOptions.current) is rebuilt first. A build without a value means "no such document": nothing is
 * written, so unknown paths never fill KV.
 */
export class ReadThroughCache {
  constructor(
    private readonly ns: KVNamespace,
    private readonly options: ReadThroughOptions,
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  async read<T>(key: string, schema: v.GenericSchema<unknown, T>, build: () => Promise<Built<T>>, options: ReadOptions = {}): Promise<Entry<T> | null> {
    const recent = this.recent(key, schema, options.current);
    if (recent) return this.readFetched(key, recent, schema, build, options);
    const hit = await this.ns.getWithMetadata(key, "stream");
    return this.readFetched(key, await this.bytesOf(key, hit, schema), schema, build, options);
  }

  /**
   * An entry's bytes, read only when this isolate has not parsed the same entry (same key, build
   * time and version: parsed-entries.ts): then the value is cancelled unread, and what KV sends per
   * request is its metadata — the site chrome every request reads, and a programme's 300 KB of
   * page data, are not copied again to be ignored.
   */
  private async bytesOf(key: string, hit: KVNamespaceGetWithMetadataResult<ReadableStream, unknown>, schema: unknown): Promise<StoredEntry> {
    if (hit.value === null) return { value: null, metadata: hit.metadata };
    const meta = v.safeParse(EntryMetaSchema, hit.metadata);
    const parsed = meta.success ? parsedEntry(this.ns, key, meta.output, schema, this.now()) : undefined;
    if (parsed) {
      await hit.value.cancel();
      return { value: "", metadata: hit.metadata, parsed };
    }
    return { value: await new Response(hit.value).arrayBuffer(), metadata: hit.metadata };
  }

  /**
   * The stored entries of many keys in one KV call (bulk `getWithMetadata`, at most 100 keys):
   * a request that needs 40 events waits for one round trip, not 40; entries this isolate parsed
   * within `recheckMs` are not asked for at all. Pass each to `readFetched` with the same schema.
   */
  async fetchMany(keys: readonly string[], schema: unknown): Promise<Map<string, StoredEntry>> {
    const found = new Map<string, StoredEntry>();
    const ask: string[] = [];
    for (const key of keys) {
      const recent = this.recent(key, schema);
      if (recent) found.set(key, recent);
      else ask.push(key);
    }
    if (ask.length === 0) return found;
    for (const [key, entry] of await this.ns.getWithMetadata(ask, "text")) found.set(key, entry);
    return found;
  }

  /**
   * The entry this isolate parsed and KV named less than `recheckMs` ago, as if KV had answered it
   * (docs/decisions/025). Never a stale one (another isolate may have refreshed it since), nor one
   * older than the reader's content (`current`): KV may already hold the new version's entry.
   */
  private recent(key: string, schema: unknown, current?: ContentStamp): StoredEntry | undefined {
    const within = this.options.recheckMs ?? 0;
    if (within <= 0) return undefined;
    const now = this.now();
    const known = recentEntry(this.ns, key, schema, now, within);
    if (!known || !(now - known.meta.builtAt < this.options.freshMs)) return undefined;
    if (current && (known.meta.publishedAt ?? 0) < current.publishedAt) return undefined;
    return { value: "", metadata: known.meta, parsed: { value: known.value } };
  }

  /** What `read` does with an entry already fetched from KV (see fetchMany); an absent one is a miss. */
  async readFetched<T>(
    key: string,
    hit: StoredEntry | undefined,
    schema: v.GenericSchema<unknown, T>,
    build: () => Promise<Built<T>>,
    options: ReadOptions = {},
  ): Promise<Entry<T> | null> {
    hit ??= { value: null, metadata: null };
    const meta = v.safeParse(EntryMetaSchema, hit.metadata);
    const known = hit.parsed && { typed: true as const, success: true as const, output: hit.parsed.value as T, issues: undefined };
    const value = known ?? parseStored(this.ns, key, hit.value, meta.success ? meta.output : undefined, schema, this.now());
    if (value?.success && meta.success) {
      const entry = { value: value.output, meta: meta.output };
      const { current } = options;
      if (current && (entry.meta.publishedAt ?? 0) < current.publishedAt) {
        const rebuilt = await this.rebuildOutdated(key, entry.meta, build);
        if (rebuilt !== undefined) return rebuilt;
      }
      const now = this.now();
      const fresh = now - entry.meta.builtAt < this.options.freshMs || confirmedFresh(key, entry.meta, now, this.options.freshMs);
      if (!fresh) this.refreshInBackground(key, entry.meta, build);
      return { ...entry, state: fresh ? "fresh" : "stale" };
    }
    if (value && !value.success) console.warn(`kv: entry ${key} does not match its schema; rebuilding`);
    const built = await build();
    if (!built || built.value === null) return null;
    const entryMeta = this.metaOf(built);
    this.options.waitUntil(this.write(key, built.value, entryMeta));
    return { value: built.value, meta: entryMeta, state: "built" };
  }

  /**
   * An entry from content older than the reader's: built again now. Undefined means "answer the
   * entry after all": the build failed (logged; the old page beats an error page) or this data
   * centre's copy of the content is not newer than the entry yet.
   */
  private async rebuildOutdated<T>(key: string, meta: EntryMeta, build: () => Promise<Built<T>>): Promise<Entry<T> | null | undefined> {
    let built: Built<T>;
    try {
      built = await build();
    } catch (error) {
      console.error(`kv: rebuild of outdated ${key} failed; serving it as it is`, error);
      return undefined;
    }
    if (!notOlder(built, meta) || built?.publishedAt === meta.publishedAt) return undefined;
    if (!built || built.value === null) {
      this.options.waitUntil(this.ns.delete(key));
      return null;
    }
    const entryMeta = this.metaOf(built);
    this.options.waitUntil(this.write(key, built.value, entryMeta));
    return { value: built.value, meta: entryMeta, state: "built" };
  }

  private refreshInBackground<T>(key: string, meta: EntryMeta, build: () => Promise<Built<T>>): void {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    const work = (async () => {
      try {
        const built = await build();
        // This data centre's content is older than the entry: leave the entry alone.
        if (!notOlder(built, meta)) return;
        // The document is gone from the content: stop serving it.
        if (!built || built.value === null) return await this.ns.delete(key);
        // The same content as stored: nothing to write (confirmed-entries.ts).
        if (sameContent(built, meta)) return confirmUnchanged(key, meta, this.now());
        await this.write(key, built.value, this.metaOf(built));
      } catch (error) {
        // The source failed: keep serving the stale entry (docs/decisions/001).
        console.error(`kv: refresh of ${key} failed; serving stale`, error);
      } finally {
        refreshing.delete(key);
      }
    })();
    this.options.waitUntil(work);
  }

  private metaOf(built: { version: string; publishedAt?: number }): EntryMeta {
    const meta: EntryMeta = { builtAt: this.now(), version: built.version };
    if (built.publishedAt !== undefined) meta.publishedAt = built.publishedAt;
    return meta;
  }

  private async write(key: string, value: unknown, meta: EntryMeta): Promise<void> {
    try {
      await this.ns.put(key, JSON.stringify(value), { metadata: meta });
    } catch (error) {
      // KV allows one write per second per key; a lost write only means another build later.
      console.warn(`kv: write of ${key} failed`, error);
    }
  }
}
