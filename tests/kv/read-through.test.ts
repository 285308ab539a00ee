import { env } from "cloudflare:workers";
import * as v from "valibot";
import { beforeEach, describe, expect, it } from "vitest";
import { ReadThroughCache } from "../../src/kv/read-through";

const Doc = v.object({ title: v.string() });
const FRESH_MS = 60_000;

/** A cache over the real (miniflare) KV with a clock and background work the test controls. */
function setup() {
  let now = 1_000_000;
  const background: Promise<unknown>[] = [];
  const cache = new ReadThroughCache(env.PAGES, { freshMs: FRESH_MS, waitUntil: (p) => background.push(p), now: () => now });
  let builds = 0;
  let title = "Festivalpass 650 kr";
  let fail = false;
  const build = async () => {
    builds++;
    if (fail) throw new Error("content source down");
    return { value: { title }, version: `v-${title}` };
  };
  return {
    cache,
    build,
    builds: () => builds,
    setTitle: (t: string) => (title = t),
    failSource: () => (fail = true),
    advance: (ms: number) => (now += ms),
    settle: async () => {
      while (background.length) await background.shift();
    },
  };
}

describe("KV read-through with stale-while-revalidate", () => {
  let key: string;
  beforeEach(() => {
    key = `test:${crypto.randomUUID()}`;
  });

  it("builds on a miss, answers at once and writes the entry with its build time", async () => {
    const t = setup();
    const entry = await t.cache.read(key, Doc, t.build);
    expect(entry?.value.title).toBe("Festivalpass 650 kr");
    expect(entry?.state).toBe("built");
    await t.settle();
    const stored = await env.PAGES.getWithMetadata(key, "json");
    expect(stored.value).toEqual({ title: "Festivalpass 650 kr" });
    expect(stored.metadata).toEqual({ builtAt: 1_000_000, version: "v-Festivalpass 650 kr" });
  });

  it("serves a fresh entry from KV without building", async () => {
    const t = setup();
    await t.cache.read(key, Doc, t.build);
    await t.settle();
    const entry = await t.cache.read(key, Doc, t.build);
    expect(entry?.state).toBe("fresh");
    expect(t.builds()).toBe(1);
  });

  it("serves a stale entry at once and refreshes it once in the background", async () => {
    const t = setup();
    await t.cache.read(key, Doc, t.build);
    await t.settle();
    t.setTitle("Festivalpass 700 kr");
    t.advance(FRESH_MS + 1);
    const [first, second] = await Promise.all([t.cache.read(key, Doc, t.build), t.cache.read(key, Doc, t.build)]);
    expect(first?.value.title).toBe("Festivalpass 650 kr");
    expect(first?.state).toBe("stale");
    expect(second?.value.title).toBe("Festivalpass 650 kr");
    await t.settle();
    expect(t.builds()).toBe(2);
    const refreshed = await t.cache.read(key, Doc, t.build);
    expect(refreshed?.value.title).toBe("Festivalpass 700 kr");
    expect(refreshed?.state).toBe("fresh");
  });

  it("keeps serving the stale entry when the content source fails", async () => {
    const t = setup();
    await t.cache.read(key, Doc, t.build);
    await t.settle();
    t.failSource();
    t.advance(FRESH_MS + 1);
    expect((await t.cache.read(key, Doc, t.build))?.value.title).toBe("Festivalpass 650 kr");
    await t.settle();
    expect((await t.cache.read(key, Doc, t.build))?.value.title).toBe("Festivalpass 650 kr");
  });

  it("writes nothing for a document the content does not have", async () => {
    const t = setup();
    expect(await t.cache.read(key, Doc, async () => null)).toBeNull();
    await t.settle();
    expect(await env.PAGES.get(key)).toBeNull();
  });

  it("rebuilds an entry that no longer matches its schema", async () => {
    const t = setup();
    await env.PAGES.put(key, JSON.stringify({ heading: "old shape" }), { metadata: { builtAt: 1_000_000, version: "old" } });
    const entry = await t.cache.read(key, Doc, t.build);
    expect(entry?.value.title).toBe("Festivalpass 650 kr");
    expect(t.builds()).toBe(1);
  });

  it("rebuilds an entry from older content before answering, so a publish is never undone", async () => {
    const t = setup();
    await env.PAGES.put(key, JSON.stringify({ title: "Festivalpass 600 kr" }), { metadata: { builtAt: 1_000_000, version: "old", publishedAt: 1 } });
    const build = async () => ({ value: { title: "Festivalpass 650 kr" }, version: "new", publishedAt: 2 });
    const entry = await t.cache.read(key, Doc, build, { current: { version: "new", publishedAt: 2 } });
    expect(entry?.value.title).toBe("Festivalpass 650 kr");
    expect(entry?.state).toBe("built");
    await t.settle();
    expect((await env.PAGES.getWithMetadata(key, "json")).metadata).toEqual({ builtAt: 1_000_000, version: "new", publishedAt: 2 });
  });

  it("answers an outdated entry as it is while this location's content is not newer yet", async () => {
    const t = setup();
    await env.PAGES.put(key, JSON.stringify({ title: "Festivalpass 650 kr" }), { metadata: { builtAt: 1_000_000, version: "b", publishedAt: 2 } });
    const lagging = async () => ({ value: { title: "Festivalpass 600 kr" }, version: "a", publishedAt: 1 });
    const entry = await t.cache.read(key, Doc, lagging, { current: { version: "c", publishedAt: 3 } });
    expect(entry?.value.title).toBe("Festivalpass 650 kr");
    await t.settle();
    expect((await env.PAGES.get<{ title: string }>(key, "json"))?.title).toBe("Festivalpass 650 kr");
  });

  it("never lets a background refresh write content older than the entry's", async () => {
    const t = setup();
    await env.PAGES.put(key, JSON.stringify({ title: "Festivalpass 650 kr" }), { metadata: { builtAt: 1_000_000, version: "b", publishedAt: 2 } });
    t.advance(FRESH_MS + 1);
    const lagging = async () => ({ value: { title: "Festivalpass 600 kr" }, version: "a", publishedAt: 1 });
    expect((await t.cache.read(key, Doc, lagging))?.state).toBe("stale");
    await t.settle();
    expect((await env.PAGES.get<{ title: string }>(key, "json"))?.title).toBe("Festivalpass 650 kr");
  });

  it("removes an outdated entry whose document the newer content no longer has", async () => {
    const t = setup();
    await env.PAGES.put(key, JSON.stringify({ title: "Avlyst" }), { metadata: { builtAt: 1_000_000, version: "a", publishedAt: 1 } });
    const gone = async () => ({ value: null, version: "b", publishedAt: 2 });
    expect(await t.cache.read(key, Doc, gone, { current: { version: "b", publishedAt: 2 } })).toBeNull();
    await t.settle();
    expect(await env.PAGES.get(key)).toBeNull();
  });

  it("writes nothing when a refresh finds the same content, and counts the entry fresh again without building", async () => {
    // Page data and chrome are built from published content: the same publication builds the same value.
    const t = setup();
    await env.PAGES.put(key, JSON.stringify({ title: "Festivalpass 650 kr" }), { metadata: { builtAt: 1_000_000, version: "a", publishedAt: 1 } });
    let builds = 0;
    let published = { version: "a", publishedAt: 1, title: "Festivalpass 650 kr" };
    const fromContent = async () => {
      builds++;
      return { value: { title: published.title }, version: published.version, publishedAt: published.publishedAt };
    };
    t.advance(FRESH_MS + 1);
    expect((await t.cache.read(key, Doc, fromContent))?.state).toBe("stale");
    await t.settle();
    expect(builds).toBe(1);
    expect((await env.PAGES.getWithMetadata(key)).metadata, "not written again").toEqual({ builtAt: 1_000_000, version: "a", publishedAt: 1 });
    // Within the next minute: fresh, no build, no write; after it, one more look.
    t.advance(FRESH_MS - 1);
    expect((await t.cache.read(key, Doc, fromContent))?.state).toBe("fresh");
    await t.settle();
    expect(builds).toBe(1);
    t.advance(2);
    expect((await t.cache.read(key, Doc, fromContent))?.state).toBe("stale");
    await t.settle();
    expect(builds).toBe(2);
    // New content is written as before.
    published = { version: "b", publishedAt: 2, title: "Festivalpass 700 kr" };
    t.advance(FRESH_MS + 1);
    await t.cache.read(key, Doc, fromContent);
    await t.settle();
    expect((await env.PAGES.get<{ title: string }>(key, "json"))?.title).toBe("Festivalpass 700 kr");
  });
});
