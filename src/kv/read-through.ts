import * as v from "valibot";

/** Stored beside each value (KV metadata, < 1 KB): when and from which content version it was built. */
export type EntryMeta = { builtAt: number; version: string };
const EntryMetaSchema = v.object({ builtAt: v.number(), version: v.string() });

export type Entry<T> = { value: T; meta: EntryMeta; state: "fresh" | "stale" | "built" };

export type ReadThroughOptions = {
  /** How long an entry counts as fresh; older entries are served while one refresh runs. */
  freshMs: number;
  /** ctx.waitUntil: background work that outlives the response. */
  waitUntil: (work: Promise<unknown>) => void;
  now?: () => number;
};

/** Keys being refreshed by this isolate: at most one background refresh per key at a time. */
const refreshing = new Set<string>();

/**
 * KV read-through with stale-while-revalidate (DESIGN.md "Content and KV"). A hit is parsed with
 * its schema (KV is a boundary); a miss or an unreadable entry is built, answered at once and
 * written in the background; a stale hit is answered at once while one background refresh runs.
 * `build` returning null means "no such document": nothing is written, so unknown paths never
 * fill KV.
 */
export class ReadThroughCache {
  constructor(
    private readonly ns: KVNamespace,
    private readonly options: ReadThroughOptions,
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  async read<T>(
    key: string,
    schema: v.GenericSchema<unknown, T>,
    build: () => Promise<{ value: T; version: string } | null>,
  ): Promise<Entry<T> | null> {
    const hit = await this.ns.getWithMetadata<unknown, unknown>(key, "json");
    const value = hit.value === null ? null : v.safeParse(schema, hit.value);
    const meta = v.safeParse(EntryMetaSchema, hit.metadata);
    if (value?.success && meta.success) {
      const fresh = this.now() - meta.output.builtAt < this.options.freshMs;
      if (!fresh) this.refreshInBackground(key, build);
      return { value: value.output, meta: meta.output, state: fresh ? "fresh" : "stale" };
    }
    if (value && !value.success) console.warn(`kv: entry ${key} does not match its schema; rebuilding`);
    const built = await build();
    if (!built) return null;
    const entryMeta = { builtAt: this.now(), version: built.version };
    this.options.waitUntil(this.write(key, built.value, entryMeta));
    return { value: built.value, meta: entryMeta, state: "built" };
  }

  private refreshInBackground<T>(key: string, build: () => Promise<{ value: T; version: string } | null>): void {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    const work = (async () => {
      try {
        const built = await build();
        // The document is gone from the content: stop serving it.
        if (!built) return await this.ns.delete(key);
        await this.write(key, built.value, { builtAt: this.now(), version: built.version });
      } catch (error) {
        // The source failed: keep serving the stale entry (DESIGN.md, issue "Freshness").
        console.error(`kv: refresh of ${key} failed; serving stale`, error);
      } finally {
        refreshing.delete(key);
      }
    })();
    this.options.waitUntil(work);
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
