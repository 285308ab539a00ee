import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { pageDataKey } from "../../src/kv/keys";
import { fetchPage, fetchPageSettled } from "../support/fetch-page";

/** Every key in the KV namespace, sorted: what the site has stored so far. */
async function allKeys(): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.PAGES.list(cursor === undefined ? {} : { cursor });
    names.push(...page.keys.map((k) => k.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor !== undefined);
  return names.sort();
}

describe("page data in KV", () => {
  it("is written by slug after the first visit, with its build time and content version", async () => {
    // The write is background work (ctx.waitUntil): waiting on the request's context, not a timer.
    await fetchPageSettled("/billettinfo");
    const stored = await env.PAGES.getWithMetadata<{ page: { path: string } }, { builtAt: number; version: string }>(
      pageDataKey({ kind: "page", path: "/billettinfo" }),
      "json",
    );
    expect(stored.value?.page.path).toBe("/billettinfo");
    expect(stored.metadata?.builtAt).toBeGreaterThan(0);
    expect(stored.metadata?.version).toMatch(/^[0-9a-f]{12}$/);
  });

  it("is what later visits render, so a change in KV shows on the page", async () => {
    const key = pageDataKey({ kind: "page", path: "/kontakt-oss" });
    await fetchPageSettled("/kontakt-oss");
    const stored = await env.PAGES.getWithMetadata<Record<string, unknown>, Record<string, unknown>>(key, "json");
    expect(stored.value, "the first visit stored the page").not.toBeNull();
    const page = JSON.parse(JSON.stringify(stored.value)) as { page: { blocks: { component: string; props: Record<string, unknown> }[] } };
    for (const block of page.page.blocks) if (block.component === "title") block.props = { title: "Ring oss på kaia" };
    // Same content publication as before: an entry from older content would count as outdated.
    await env.PAGES.put(key, JSON.stringify(page), { metadata: { ...stored.metadata, builtAt: Date.now(), version: "edited" } });
    const { html } = await fetchPage("/kontakt-oss");
    expect(html).toContain("Ring oss på kaia");
  });

  it("is never written for paths the content does not have", async () => {
    // A page the content has and the not-found page itself (its own page data, /404.html), first:
    // then whatever the unknown path's request adds would show as a new key.
    await fetchPageSettled("/festivalen");
    await fetchPageSettled("/404.html");
    const before = await allKeys();
    expect(before, "the known page was stored, so a write would be seen").toContain(pageDataKey({ kind: "page", path: "/festivalen" }));

    const { response } = await fetchPageSettled("/finnes-ikke-i-det-hele-tatt");
    expect(response.status).toBe(404);
    expect(await allKeys(), "every background write of the 404 request has finished, and none added a key").toEqual(before);
  });
});
