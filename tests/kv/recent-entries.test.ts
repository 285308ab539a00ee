import { env } from "cloudflare:workers";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { KV_RECHECK_MS, parsedEntry, rememberParsed } from "../../src/kv/parsed-entries";
import { ReadThroughCache } from "../../src/kv/read-through";
import { countingKv } from "../support/counting-kv";

const Doc = v.object({ title: v.string() });
const FRESH_MS = 60_000;

/** A read-through cache as the routes make it (answering from memory for KV_RECHECK_MS), over real KV that counts its reads, with a clock the test turns. */
function setup() {
  let now = 5_000_000;
  const background: Promise<unknown>[] = [];
  const { kv, reads } = countingKv(env.PAGES);
  const cache = new ReadThroughCache(kv, { freshMs: FRESH_MS, waitUntil: (p) => background.push(p), now: () => now, recheckMs: KV_RECHECK_MS });
  const key = `recent-test:${crypto.randomUUID()}`;
  const build = async () => ({ value: { title: "bygget" }, version: "built" });
  return {
    cache,
    key,
    reads,
    build,
    now: () => now,
    advance: (ms: number) => (now += ms),
    /** Another isolate (or a publish elsewhere) writes the entry straight to KV. */
    store: (k: string, title: string, builtAt: number) => env.PAGES.put(k, JSON.stringify({ title }), { metadata: { builtAt, version: `v${builtAt}` } }),
    settle: async () => {
      while (background.length) await background.shift();
    },
  };
}

describe("entries an isolate has parsed (docs/decisions/025)", () => {
  it("are asked of KV at most once a second: a change written elsewhere shows after that second, not a request later", async () => {
    const t = setup();
    await t.store(t.key, "Festivalpass 650 kr", t.now());
    expect((await t.cache.read(t.key, Doc, t.build))?.value.title).toBe("Festivalpass 650 kr");
    expect(t.reads).toHaveLength(1);

    await t.store(t.key, "Festivalpass 700 kr", t.now() + 1);
    t.advance(KV_RECHECK_MS / 2);
    expect((await t.cache.read(t.key, Doc, t.build))?.value.title).toBe("Festivalpass 650 kr");
    expect(t.reads).toHaveLength(1);

    t.advance(KV_RECHECK_MS / 2);
    expect((await t.cache.read(t.key, Doc, t.build))?.value.title).toBe("Festivalpass 700 kr");
    expect(t.reads).toHaveLength(2);
  });

  it("keep asking KV on every read while the entry is stale: another isolate's refresh shows at once", async () => {
    const t = setup();
    await t.store(t.key, "Gammel", t.now() - FRESH_MS - 1);
    expect(await t.cache.read(t.key, Doc, t.build)).toMatchObject({ state: "stale", value: { title: "Gammel" } });
    await t.settle();
    await t.store(t.key, "Frisk", t.now());
    expect(await t.cache.read(t.key, Doc, t.build)).toMatchObject({ state: "fresh", value: { title: "Frisk" } });
    expect(t.reads).toHaveLength(2);
  });

  it("are asked of KV at once when the reader's content is newer than the one remembered (a publish named by the chrome)", async () => {
    const t = setup();
    const put = (title: string, publishedAt: number) =>
      env.PAGES.put(t.key, JSON.stringify({ title }), { metadata: { builtAt: t.now(), version: `v${publishedAt}`, publishedAt } });
    await put("Gammel utgave", 100);
    await t.cache.read(t.key, Doc, t.build, { current: { version: "v100", publishedAt: 100 } });
    await put("Ny utgave", 200);
    const read = await t.cache.read(t.key, Doc, t.build, { current: { version: "v200", publishedAt: 200 } });
    expect(read?.value.title).toBe("Ny utgave");
    expect(t.reads).toHaveLength(2);
  });

  it("leave out of a bulk read only the keys KV named within the second", async () => {
    const t = setup();
    const other = `${t.key}-2`;
    await t.store(t.key, "Første", t.now());
    await t.store(other, "Andre", t.now());
    await t.cache.read(t.key, Doc, t.build);
    const fetched = await t.cache.fetchMany([t.key, other], Doc);
    expect(t.reads.at(-1)).toEqual([other]);
    const titles = await Promise.all([t.key, other].map(async (k) => (await t.cache.readFetched(k, fetched.get(k), Doc, t.build))?.value.title));
    expect(titles).toEqual(["Første", "Andre"]);

    const readsBefore = t.reads.length;
    await t.cache.fetchMany([t.key, other], Doc);
    expect(t.reads).toHaveLength(readsBefore);

    t.advance(KV_RECHECK_MS);
    await t.cache.fetchMany([t.key, other], Doc);
    expect(t.reads.at(-1)).toEqual([t.key, other]);
  });

  it("stay remembered under a flood of new keys as long as they are read, the least recently read going first", () => {
    const ns = {} as KVNamespace;
    const meta = { builtAt: 1, version: "v" };
    rememberParsed(ns, "busy", meta, Doc, { title: "busy" });
    rememberParsed(ns, "idle", meta, Doc, { title: "idle" });
    for (let i = 0; i < 3000; i++) {
      rememberParsed(ns, `flood-${i}`, meta, Doc, { title: String(i) });
      if (i % 100 === 0) expect(parsedEntry(ns, "busy", meta, Doc)).toBeDefined();
    }
    expect(parsedEntry(ns, "busy", meta, Doc)).toEqual({ value: { title: "busy" } });
    expect(parsedEntry(ns, "idle", meta, Doc)).toBeUndefined();
  });
});
