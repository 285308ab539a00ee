import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { coldKv } from "../../src/bench/cold-kv";
import { kvKeys } from "../../src/kv/keys";

describe("cold KV for the bench", () => {
  it("answers page data, events and rendered HTML as absent, the content's own entries as KV holds them, and writes through", async () => {
    const page = kvKeys.page("/kald-test");
    const event = kvKeys.event("kald-test");
    const html = kvKeys.renderedPage("deploy", { version: "v1", publishedAt: 1 }, "example.org", "/kald-test");
    const kept = kvKeys.keptSet();
    for (const key of [page, event, html, kept]) await env.PAGES.put(key, JSON.stringify(key), { metadata: { builtAt: 1, version: "v1" } });
    const cold = coldKv(env.PAGES);

    expect(await cold.get(page)).toBeNull();
    expect(await cold.getWithMetadata(html, "stream")).toEqual({ value: null, metadata: null, cacheStatus: null });
    expect(await cold.get(kept, "json")).toBe(kept);
    const many = await cold.getWithMetadata([page, event, kept], "text");
    expect([...many].map(([key, entry]) => [key, entry.value])).toEqual([
      [page, null],
      [event, null],
      [kept, JSON.stringify(kept)],
    ]);

    await cold.put(event, "skrevet");
    expect(await env.PAGES.get(event)).toBe("skrevet");
    expect(coldKv(env.PAGES)).toBe(cold);
  });
});
