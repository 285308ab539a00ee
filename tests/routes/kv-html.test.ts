import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ContentBundle } from "../../src/content/bundle";
import { bundledSource } from "../../src/content/bundled-source";
import type { PageData } from "../../src/content/page-data";
import { KvHtml } from "../../src/edge/kv-html";
import { storeContentVersion } from "../../src/kv/content-version";
import type { CurrentContent } from "../../src/kv/current-content";
import { pageDataKey } from "../../src/kv/keys";
import { nextScreeningStart } from "../../src/routes/html-cache";
import { PAGE_CACHE_CONTROL } from "../../src/edge/page-lifetimes";
import { h1Of, visitCached, withEdgeCache } from "../support/fetch-page";
import { inAnotherDataCentre, renderedKeys } from "../support/kv-html";

/** The site as deployed (edge caches on), each visit's background work awaited. */
const withCache = withEdgeCache;
const visit = visitCached;

const SAME_HEADERS = ["etag", "content-type", "content-security-policy", "cache-control", "content-language", "link", "x-robots-tag"];

async function published(slug: string, title: string, publishedAt: number): Promise<CurrentContent> {
  const demo = await bundledSource.load();
  const bundle: ContentBundle = { ...demo.bundle, articles: demo.bundle.articles.map((a) => (a.slug === slug ? { ...a, title } : a)) };
  return { version: `kvh${publishedAt.toString(16).slice(-8)}`, publishedAt, origin: "publish", bundle };
}

describe("rendered HTML in KV", () => {
  it("serves a page rendered once to a fresh isolate with an empty Cache API: the same bytes and headers, marked kv", async () => {
    const first = await visit("/festivalen");
    expect(first.edge).toBe("miss");
    await inAnotherDataCentre("/festivalen");
    const elsewhere = await visit("/festivalen");
    expect(elsewhere.edge).toBe("kv");
    expect(elsewhere.response.status).toBe(200);
    expect(elsewhere.html).toBe(first.html);
    for (const name of SAME_HEADERS) expect(elsewhere.response.headers.get(name), name).toBe(first.response.headers.get(name));
    // The copy from KV went into this data centre's Cache API: the next visit is a hit.
    expect((await visit("/festivalen")).edge).toBe("hit");
  });

  it("keeps the HTML compressed, a fraction of the page's size", async () => {
    const { html } = await visit("/kinoprogram");
    const [key] = (await renderedKeys()).filter((name) => name.endsWith(encodeURIComponent("/kinoprogram")));
    const stored = key ? await env.PAGES.get(key, "arrayBuffer") : null;
    expect(stored?.byteLength).toBeGreaterThan(0);
    expect(stored?.byteLength).toBeLessThan(new TextEncoder().encode(html).length / 3);
  });

  it("answers a browser that has the page with 304 from KV", async () => {
    const { response } = await visit("/billettinfo");
    await inAnotherDataCentre("/billettinfo");
    const etag = response.headers.get("etag") ?? "";
    const again = await visit("/billettinfo", { headers: { "If-None-Match": etag } });
    expect(again.response.status).toBe(304);
    expect(again.edge).toBe("kv");
    expect(again.html).toBe("");
  });

  it("renders a new content version anew and never serves the old version's HTML", async () => {
    const slug = "datoene-for-nff-2025-er-klare";
    const path = `/article/${slug}`;
    const before = await visit(path);
    await storeContentVersion(env.PAGES, await published(slug, "Datoene for NFF 2025 – flyttet", Date.now()));
    await inAnotherDataCentre(path);
    const after = await visit(path);
    expect(after.edge).toBe("miss");
    expect(h1Of(after.html)).toBe("Datoene for NFF 2025 – flyttet");
    expect(h1Of(after.html)).not.toBe(h1Of(before.html));
    await inAnotherDataCentre(path);
    const fromKv = await visit(path);
    expect(fromKv.edge).toBe("kv");
    expect(fromKv.html).toBe(after.html);
  });

  it("renders a programme page anew once its next screening has started", async () => {
    const first = await visit("/kinoprogram");
    const data = await env.PAGES.get<PageData>(pageDataKey({ kind: "page", path: "/kinoprogram" }), "json");
    const demoNow = Date.parse(env.DEMO_NOW ?? "");
    const next = data ? nextScreeningStart(data, demoNow) : undefined;
    expect(next).toBeGreaterThan(demoNow);
    const later = { ...withCache, DEMO_NOW: new Date((next ?? 0) + 60_000).toISOString() } as Env;
    await inAnotherDataCentre("/kinoprogram", later);
    const after = await visit("/kinoprogram", {}, later);
    expect(after.edge).toBe("miss");
    expect(after.response.headers.get("etag")).not.toBe(first.response.headers.get("etag"));
    await inAnotherDataCentre("/kinoprogram", later);
    expect((await visit("/kinoprogram", {}, later)).edge).toBe("kv");
  });

  it("keeps junk query parameters out of KV: one entry for a page however it is linked", async () => {
    const before = await renderedKeys();
    await visit("/pa-kino-na?utm_source=nyhetsbrev&fbclid=abc123");
    await visit("/pa-kino-na?gclid=xyz&ref=forsiden");
    await visit("/pa-kino-na");
    const added = (await renderedKeys()).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/%2Fpa-kino-na$/);
  });

  it("keeps a page's own query apart: another programme filter is another entry", async () => {
    await visit("/kinoprogram?alder=9");
    await visit("/kinoprogram?alder=12");
    const programme = (await renderedKeys()).filter((name) => name.includes(encodeURIComponent("/kinoprogram?alder=")));
    expect(programme).toHaveLength(2);
  });

  it("writes no 404 page and nothing for the APIs", async () => {
    const before = await renderedKeys();
    const missing = await visit("/finnes-ikke-her");
    expect(missing.response.status).toBe(404);
    await visit("/api/events?keys=nff25-nordlys-1");
    expect(await renderedKeys()).toEqual(before);
  });

  it("forgets a page's HTML when an operator purges that page", async () => {
    const path = "/bli-frivillig";
    await visit(path);
    const token = "kv-html-purge-token-for-tests-0123456789";
    const admin = { ...withCache, ADMIN_TOKEN: token } as Env;
    const purge = await visit(
      "/api/admin/purge",
      { method: "POST", headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }, body: JSON.stringify({ path }) },
      admin,
    );
    expect(purge.response.status).toBe(200);
    await inAnotherDataCentre(path);
    expect((await visit(path)).edge).toBe("miss");
  });
});

describe("what KV keeps of a page", () => {
  const page = (html: string, etag: string) =>
    new Response(html, {
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": PAGE_CACHE_CONTROL, ETag: etag, "X-Content-Type-Options": "nosniff" },
    });

  it("writes a page again only when its HTML or its next screening start changed", async () => {
    const store = new KvHtml(env.PAGES);
    const key = "html:test:v1.0:localhost:%2Fsamme-side";
    expect(await store.put(key, page("<!DOCTYPE html><p>Én</p>", 'W/"a"'), 1, undefined)).toBe(true);
    // Page data rebuilt a minute later: a new ETag, the same HTML — no write.
    expect(await store.put(key, page("<!DOCTYPE html><p>Én</p>", 'W/"b"'), 2, undefined)).toBe(false);
    expect(await store.put(key, page("<!DOCTYPE html><p>Én</p>", 'W/"c"'), 3, 5_000)).toBe(true);
    expect(await store.put(key, page("<!DOCTYPE html><p>To</p>", 'W/"d"'), 4, 5_000)).toBe(true);
    const kept = await store.get(key, 4_999);
    expect(await kept?.response.text()).toBe("<!DOCTYPE html><p>To</p>");
    expect(kept?.response.headers.get("etag")).toBe('W/"d"');
    expect(kept?.response.headers.get("x-content-type-options")).toBe("nosniff");
    // Once that screening has started, the entry is worth nothing.
    expect(await store.get(key, 5_000)).toBeUndefined();
  });

  it("keeps a page whose policy is too long for KV's metadata as it is, and serves its headers unchanged", async () => {
    const store = new KvHtml(env.PAGES);
    const key = "html:test:v1.0:localhost:%2Flang-policy";
    // A policy with analytics and a trailer's hosts: over 1,100 bytes.
    const hosts = [
      "https://www.googletagmanager.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://www.youtube-nocookie.com",
      "https://billett.havvikkino.no",
    ];
    const policy = ["default-src", "script-src", "img-src", "connect-src", "frame-src", "form-action", "style-src", "font-src"]
      .map((d) => `${d} 'self' ${hosts.join(" ")}`)
      .join("; ");
    expect(policy.length).toBeGreaterThan(1100);
    const answered = page("<!DOCTYPE html><p>Lang policy</p>", 'W/"p"');
    answered.headers.set("Content-Security-Policy", policy);
    expect(await store.put(key, answered, 1, undefined)).toBe(true);
    const kept = await store.get(key, 0);
    expect(kept?.response.headers.get("content-security-policy")).toBe(policy);
    expect(kept?.response.headers.get("etag")).toBe('W/"p"');
    expect(await kept?.response.text()).toBe("<!DOCTYPE html><p>Lang policy</p>");
  });

  it("answers nothing, and stores nothing, for a key longer than KV takes", async () => {
    const store = new KvHtml(env.PAGES);
    const key = `html:test:v1.0:localhost:${"%2Flang".repeat(100)}`;
    expect(await store.put(key, page("<!DOCTYPE html><p>Lang</p>", 'W/"l"'), 1, undefined)).toBe(false);
    expect(await store.get(key, 0)).toBeUndefined();
  });
});
