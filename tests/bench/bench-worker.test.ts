import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import benchWorker from "../../src/bench/bench-worker";
import { countingKv } from "../support/counting-kv";
import { h1Of, titleOf, visitCached, withEdgeCache } from "../support/fetch-page";
import { pageDataKey } from "../../src/kv/keys";

/** A visit through the bench's worker entry, edge caches on, as bench/run.mjs makes it; `modes` is the X-Bench header. */
const bench = (path: string, modes?: string, bindings: Env = withEdgeCache) =>
  visitCached(path, modes ? { headers: { "X-Bench": modes } } : {}, bindings, benchWorker);

describe("the bench's worker", () => {
  it("chooses with X-Bench how a page is served, a header the deployed worker ignores", async () => {
    await visitCached("/pa-kino-na");
    expect((await visitCached("/pa-kino-na", { headers: { "X-Bench": "edge=bypass" } })).edge).toBe("hit");
    expect((await bench("/pa-kino-na", "edge=bypass")).edge).toBe("bypass");
    expect((await bench("/pa-kino-na")).edge).toBe("hit");
    // A header that does not parse is a visitor's request.
    expect((await bench("/pa-kino-na", "edge=sometimes")).edge).toBe("hit");
  });

  it("measures KV HTML alone, and cold KV without it", async () => {
    await bench("/kontakt-oss");
    expect((await bench("/kontakt-oss")).edge).toBe("hit");
    expect((await bench("/kontakt-oss", "edge=bypass-cache-only")).edge).toBe("kv");
    expect((await bench("/kontakt-oss", "edge=bypass-cache-only,kv=cold")).edge).toBe("miss");
  });

  it("keeps nothing in this data centre's Cache API when it measures KV HTML alone", async () => {
    expect((await bench("/billettinfo", "edge=bypass-cache-only")).edge).toBe("miss");
    expect((await bench("/billettinfo", "edge=bypass-cache-only")).edge).toBe("kv");
    // A visitor's request finds no copy in the Cache API, answers from KV and keeps one there.
    expect((await bench("/billettinfo")).edge).toBe("kv");
    expect((await bench("/billettinfo")).edge).toBe("hit");
  });

  it("builds a page's data again on every request when KV counts as cold, and reads it from KV when warm", async () => {
    const { kv } = countingKv(env.PAGES);
    const written: string[] = [];
    const bindings = {
      ...withEdgeCache,
      PAGES: { ...kv, put: (key: string, value: string, options?: KVNamespacePutOptions) => (written.push(key), kv.put(key, value, options)) },
    } as Env;
    const key = pageDataKey({ kind: "page", path: "/bli-frivillig" });
    await bench("/bli-frivillig", "edge=bypass", bindings);
    written.length = 0;
    await bench("/bli-frivillig", "edge=bypass", bindings);
    expect(written).not.toContain(key);
    await bench("/bli-frivillig", "edge=bypass,kv=cold", bindings);
    await bench("/bli-frivillig", "edge=bypass,kv=cold", bindings);
    expect(written.filter((name) => name === key)).toHaveLength(2);
  });

  it("renders the same page with the renderers it compares: one string byte for byte, React's stream the same document", async () => {
    const site = await bench("/festivalen", "edge=bypass");
    const string = await bench("/festivalen", "edge=bypass,render=string");
    expect(string.html).toBe(site.html);
    const stream = await bench("/festivalen", "edge=bypass,render=stream");
    expect(stream.response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(titleOf(stream.html)).toBe(titleOf(site.html));
    expect(h1Of(stream.html)).toBe(h1Of(site.html));
    expect(stream.html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(stream.html.trimEnd().endsWith("</html>")).toBe(true);
  });

  it("refuses to serve outside a local run, where anyone could bypass the edge cache with its modes", async () => {
    const production = { ...env, ENVIRONMENT: "production", DEMO_NOW: undefined } as Env;
    const request = new Request("http://localhost/", { headers: { "X-Bench": "edge=bypass" } });
    await expect(benchWorker.fetch(request, production, createExecutionContext())).rejects.toThrow(/only with ENVIRONMENT=local/);
  });
});
