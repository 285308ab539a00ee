import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContentBundle } from "../../src/content/bundle";
import { bundledSource } from "../../src/content/bundled-source";
import { eventsCacheKey, sharedMaxAge } from "../../src/edge/events-answer-cache";
import { storeContentVersion } from "../../src/kv/content-version";
import { kvKeys } from "../../src/kv/keys";
import worker from "../../src/worker";
import { upstreamScenario } from "../support/upstream-apis";

/** The site as deployed: the in-runtime tests run with the edge caches off (vitest.runtime.config.ts). */
const withCache = { ...env, EDGE_HTML_CACHE: "on" } as Env;

type EventsBody = { data: { id: string; title: string; soldOut: boolean }[] };
type Answer = { response: Response; body: string; edge: string | null };

/** GET /api/events from the real worker with the edge cache on, its background work (the cache write) awaited. */
async function ask(query: string, overrides: Record<string, unknown> = {}): Promise<Answer> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`http://localhost/api/events${query}`), { ...withCache, ...overrides } as Env, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body, edge: response.headers.get("x-edge-cache") };
}

const ids = (answer: Answer) => ((JSON.parse(answer.body) as EventsBody).data ?? []).map((e) => e.id).sort();

afterEach(() => {
  vi.useRealTimers();
});

describe("the events API at the edge", () => {
  it("keeps an answer only under ids of the content's screenings: made-up ids make no entry, and naming none is a 404", async () => {
    const first = await ask("?keys=nff25-kystlinjer-4,made-up-1");
    expect(first.response.status).toBe(200);
    expect(ids(first)).toEqual(["nff25-kystlinjer-4"]);
    // Another made-up id beside the same screening is the same answer, from the cache.
    const again = await ask("?keys=made-up-2,nff25-kystlinjer-4");
    expect(again.edge).toBe("hit");
    expect(again.body).toBe(first.body);
    for (const query of ["?keys=made-up-3", "?keys=made-up-4,made-up-5"]) {
      const none = await ask(query);
      expect(none.response.status, query).toBe(404);
      expect(JSON.parse(none.body)).toMatchObject({ error: { code: "not_found" } });
      expect(none.edge, query).toBe("bypass");
    }
  });

  it("answers the same ids in another order, spelling or with junk parameters from the one cached answer", async () => {
    const upstream = upstreamScenario();
    const config = { RUNTIME_API_URL: upstream.runtimeApiUrl };
    const first = await ask("?keys=nff25-nordlys-1,nff25-kystlinjer-3", config);
    expect(first.edge).toBe("miss");
    expect(ids(first)).toEqual(["nff25-kystlinjer-3", "nff25-nordlys-1"]);
    for (const query of [
      "?keys=nff25-kystlinjer-3,nff25-nordlys-1",
      `?keys=${encodeURIComponent(" nff25-kystlinjer-3 , nff25-nordlys-1,nff25-nordlys-1 ")}`,
      "?keys=nff25-nordlys-1,nff25-kystlinjer-3&utm_source=nyhetsbrev&fbclid=abc",
    ]) {
      const again = await ask(query, config);
      expect(again.edge, query).toBe("hit");
      expect(again.body, query).toBe(first.body);
      for (const name of ["content-type", "cache-control", "content-security-policy", "x-content-type-options"]) {
        expect(again.response.headers.get(name), `${query}: ${name}`).toBe(first.response.headers.get(name));
      }
      // What is left of the same minute, never a fresh one for the browser.
      expect(Number(again.response.headers.get("age"))).toBeLessThan(60);
    }
    expect(await upstream.calls("runtime")).toHaveLength(1);
  });

  it("serves a cached answer without KV or the upstream: both may be gone and it still answers", async () => {
    const upstream = upstreamScenario();
    const config = { RUNTIME_API_URL: upstream.runtimeApiUrl };
    const first = await ask("?keys=nff25-fiskeren-2,kino25-kd-stormvarsel", config);
    expect(first.edge).toBe("miss");
    await env.PAGES.delete(kvKeys.event("nff25-fiskeren-2"));
    await env.PAGES.delete(kvKeys.event("kino25-kd-stormvarsel"));
    await upstream.fault({ api: "runtime", status: 500, times: 5 });
    const again = await ask("?keys=kino25-kd-stormvarsel,nff25-fiskeren-2", config);
    expect(again.response.status).toBe(200);
    expect(again.edge).toBe("hit");
    expect(again.body).toBe(first.body);
    expect(await upstream.calls("runtime")).toHaveLength(1);
  });

  it("asks again once the answer's max-age has passed", async () => {
    const upstream = upstreamScenario();
    const config = { RUNTIME_API_URL: upstream.runtimeApiUrl };
    await env.PAGES.delete(kvKeys.event("kino25-kd-stormvarsel"));
    const start = Date.now();
    expect((await ask("?keys=kino25-kd-stormvarsel", config)).edge).toBe("miss");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start + 59_000);
    const within = await ask("?keys=kino25-kd-stormvarsel", config);
    expect(within.edge).toBe("hit");
    expect(Number(within.response.headers.get("age"))).toBeGreaterThanOrEqual(58);
    vi.setSystemTime(start + 61_000);
    // The KV entry went stale with the minute too: answered from it while it refreshes upstream,
    // and kept by no shared cache, so the edge does not hold the old state another minute.
    const after = await ask("?keys=kino25-kd-stormvarsel", config);
    expect(after.edge).toBe("bypass");
    expect(after.response.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=0");
    expect(ids(after)).toEqual(["kino25-kd-stormvarsel"]);
    expect(await upstream.calls("runtime")).toHaveLength(2);
    const refreshed = await ask("?keys=kino25-kd-stormvarsel", config);
    expect(refreshed.edge).toBe("miss");
    expect(refreshed.response.headers.get("cache-control")).toBe("public, max-age=60");
    expect((await ask("?keys=kino25-kd-stormvarsel", config)).edge).toBe("hit");
    expect(await upstream.calls("runtime")).toHaveLength(2);
  });

  it("never keeps an error: after a 502 or a 504 the next ask goes to the upstream again", async () => {
    const upstream = upstreamScenario();
    const config = { RUNTIME_API_URL: upstream.runtimeApiUrl, RUNTIME_API_TIMEOUT_MS: "300" };
    await upstream.fault({ api: "runtime", status: 500 });
    const failed = await ask("?keys=kino25-nordlys-1022", config);
    expect(failed.response.status).toBe(502);
    expect(failed.edge).toBe("bypass");
    await upstream.fault({ api: "runtime", delayMs: 2_000 });
    expect((await ask("?keys=kino25-nordlys-1022", config)).response.status).toBe(504);
    const recovered = await ask("?keys=kino25-nordlys-1022", config);
    expect(recovered.response.status).toBe(200);
    expect(recovered.edge).toBe("miss");
    expect(await upstream.calls("runtime")).toHaveLength(3);
  });

  it("never keeps a partial answer: ids the upstream could not load are asked for again", async () => {
    const upstream = upstreamScenario();
    const config = { RUNTIME_API_URL: upstream.runtimeApiUrl };
    await env.PAGES.delete(kvKeys.event("nff25-fiskeren-2"));
    await ask("?keys=kino25-nordlys-1022", config);
    await upstream.fault({ api: "runtime", status: 503 });
    const partial = await ask("?keys=kino25-nordlys-1022,nff25-fiskeren-2", config);
    expect(partial.response.status).toBe(200);
    expect(ids(partial)).toEqual(["kino25-nordlys-1022"]);
    expect(partial.response.headers.get("cache-control")).toBe("no-store");
    expect(partial.edge).toBe("bypass");
    const whole = await ask("?keys=kino25-nordlys-1022,nff25-fiskeren-2", config);
    expect(whole.edge).toBe("miss");
    expect(ids(whole)).toEqual(["kino25-nordlys-1022", "nff25-fiskeren-2"]);
  });

  it("never keeps a bad request: a junk keys list is answered 400 by the route each time", async () => {
    for (let i = 0; i < 2; i++) {
      const bad = await ask(`?keys=${encodeURIComponent("<script>")}`);
      expect(bad.response.status).toBe(400);
      expect(bad.edge).toBe("bypass");
    }
  });

  it("leaves a screening's calendar file to its route", async () => {
    const calendar = await ask("/nff25-nordlys-1.ics");
    expect(calendar.response.status).toBe(200);
    expect(calendar.response.headers.get("content-type")).toContain("text/calendar");
    expect(calendar.edge).toBeNull();
  });

  it("shows a publish at once: new content is a new entry, never the cached answer", async () => {
    const before = await ask("?keys=nff25-nordlys-1");
    expect(before.edge).toBe("miss");
    expect((await ask("?keys=nff25-nordlys-1")).edge).toBe("hit");
    const demo = await bundledSource.load();
    const bundle: ContentBundle = {
      ...demo.bundle,
      events: demo.bundle.events.map((e) => (e.id === "nff25-nordlys-1" ? { ...e, title: "Nordlysets datter (ny kopi)" } : e)),
    };
    const publishedAt = Date.now();
    await storeContentVersion(env.PAGES, { version: `events${publishedAt.toString(16).slice(-8)}`, publishedAt, origin: "publish", bundle });
    // The event's own KV entry is a minute's cache of its own (the event store); here it has aged out.
    await env.PAGES.delete(kvKeys.event("nff25-nordlys-1"));
    const after = await ask("?keys=nff25-nordlys-1");
    expect(after.edge).toBe("miss");
    expect((JSON.parse(after.body) as EventsBody).data[0]?.title).toBe("Nordlysets datter (ny kopi)");
  });

  it("keys an answer by its ids as a set: order, repeats and other parameters make no new key", () => {
    const version = { content: { version: "v1", publishedAt: 1 }, deploy: "d", source: "demo" };
    const key = (list: string[]) => eventsCacheKey("https://www.nordkystfilm.no", list, version).url;
    expect(key(["b", "a", "b"])).toBe(key(["a", "b"]));
    expect(key(["a", "b"])).not.toBe(key(["a", "b", "c"]));
    expect(key(["a"])).not.toBe(eventsCacheKey("https://www.nordkystfilm.no", ["a"], { ...version, source: "runtime-1" }).url);
    expect(key(["a"])).not.toBe(eventsCacheKey("https://www.nordkystfilm.no", ["a"], { ...version, deploy: "e" }).url);
  });

  it("keeps an answer for its shared lifetime: s-maxage before max-age, nothing for private, no-store or s-maxage=0", () => {
    expect(sharedMaxAge("public, max-age=60")).toBe(60);
    expect(sharedMaxAge("public, max-age=60, s-maxage=0")).toBeUndefined();
    expect(sharedMaxAge("public, max-age=60, s-maxage=30")).toBe(30);
    expect(sharedMaxAge("no-store")).toBeUndefined();
    expect(sharedMaxAge("private, max-age=60")).toBeUndefined();
  });
});
