import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { SearchDocument } from "../../src/search/documents";
import { forgetWarmIndexes } from "../../src/kv/search-index-store";
import { buildIndex, serializeIndex } from "../../src/search/search-index";
import { hitTitles, searchPage } from "./search-page";

type Meta = { builtAt: number; version: string };

/** The stored search indexes: key, size and metadata. */
async function storedIndexes(): Promise<{ name: string; meta: Meta | null }[]> {
  const list = await env.PAGES.list<Meta>({ prefix: "search-index:" });
  return list.keys.map((k) => ({ name: k.name, meta: k.metadata ?? null }));
}

describe("the search index in KV", () => {
  it("is built on the first search, stored under the content version, and not rebuilt on the next", async () => {
    forgetWarmIndexes();
    await searchPage("kystlinjer");
    const first = await storedIndexes();
    expect(first).toHaveLength(1);
    expect(first[0]?.name).toMatch(/^search-index:v2:[0-9a-f]{12}$/);
    expect(first[0]?.meta?.version).toMatch(/^[0-9a-f]{12}$/);
    const json = (await env.PAGES.get(first[0]?.name ?? "", "text")) ?? "";
    console.log(`search index in KV: ${new TextEncoder().encode(json).length} bytes`);

    // A fresh isolate (warm indexes forgotten) reads KV instead of building and writing again.
    forgetWarmIndexes();
    await searchPage("billett");
    expect(await storedIndexes()).toEqual(first);
  });

  it("is what a fresh isolate searches, so a different index in KV shows in the hits", async () => {
    forgetWarmIndexes();
    await searchPage("kino");
    const [stored] = await storedIndexes();
    const sea: SearchDocument = {
      id: "article:sjoormen",
      kind: "article",
      title: "Sjøormen i Havvikfjorden",
      text: "Et sagn fra kysten.",
      facts: "",
      keywords: "",
      href: "/article/sjoormen",
      date: Date.UTC(2025, 0, 1),
    };
    await env.PAGES.put(stored?.name ?? "", serializeIndex(buildIndex([sea])), { metadata: stored?.meta });
    forgetWarmIndexes();
    expect(hitTitles((await searchPage("sjoormen")).html)).toEqual(["Sjøormen i Havvikfjorden"]);
  });

  it("is rebuilt when the stored index cannot be read", async () => {
    forgetWarmIndexes();
    await searchPage("kino");
    const [stored] = await storedIndexes();
    await env.PAGES.put(stored?.name ?? "", "{not an index", { metadata: stored?.meta });
    forgetWarmIndexes();
    const { response, html } = await searchPage("Kystlinjer");
    expect(response.status).toBe(200);
    expect(hitTitles(html)[0]).toBe("Kystlinjer");
  });
});
