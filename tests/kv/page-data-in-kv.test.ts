import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { pageDataKey } from "../../src/kv/keys";
import { fetchPage } from "../support/fetch-page";

/** Background KV writes (ctx.waitUntil) land shortly after the response. */
async function eventually<T>(read: () => Promise<T | null>): Promise<T | null> {
  for (let i = 0; i < 50; i++) {
    const value = await read();
    if (value !== null) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  return null;
}

describe("page data in KV", () => {
  it("is written by slug after the first visit, with its build time and content version", async () => {
    await fetchPage("/billettinfo");
    const stored = await eventually(async () => {
      const hit = await env.PAGES.getWithMetadata<{ page: { path: string } }, { builtAt: number; version: string }>(
        pageDataKey({ kind: "page", path: "/billettinfo" }),
        "json",
      );
      return hit.value ? hit : null;
    });
    expect(stored?.value?.page.path).toBe("/billettinfo");
    expect(stored?.metadata?.builtAt).toBeGreaterThan(0);
    expect(stored?.metadata?.version).toMatch(/^[0-9a-f]{12}$/);
  });

  it("is what later visits render, so a change in KV shows on the page", async () => {
    const key = pageDataKey({ kind: "page", path: "/kontakt-oss" });
    await fetchPage("/kontakt-oss");
    const stored = await eventually(() => env.PAGES.getWithMetadata<Record<string, unknown>, Record<string, unknown>>(key, "json").then((h) => (h.value ? h : null)));
    const page = JSON.parse(JSON.stringify(stored?.value)) as { page: { blocks: { component: string; props: Record<string, unknown> }[] } };
    for (const block of page.page.blocks) if (block.component === "title") block.props = { title: "Ring oss på kaia" };
    // Same content publication as before: an entry from older content would count as outdated.
    await env.PAGES.put(key, JSON.stringify(page), { metadata: { ...stored?.metadata, builtAt: Date.now(), version: "edited" } });
    const { html } = await fetchPage("/kontakt-oss");
    expect(html).toContain("Ring oss på kaia");
  });

  it("is never written for paths the content does not have", async () => {
    await fetchPage("/finnes-ikke-i-det-hele-tatt");
    await new Promise((r) => setTimeout(r, 100));
    const keys = await env.PAGES.list({ prefix: "page:" });
    expect(keys.keys.map((k) => k.name)).not.toContain(pageDataKey({ kind: "page", path: "/finnes-ikke-i-det-hele-tatt" }));
  });
});
