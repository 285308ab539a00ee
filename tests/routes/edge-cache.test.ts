import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../../src/config/app-env";
import type { ContentBundle } from "../../src/content/bundle";
import { bundledSource } from "../../src/content/bundled-source";
import type { PageData } from "../../src/content/page-data";
import { storable } from "../../src/edge/edge-html-cache";
import { storeContentVersion } from "../../src/kv/content-version";
import type { CurrentContent } from "../../src/kv/current-content";
import { pageDataKey } from "../../src/kv/keys";
import { pageCache } from "../../src/edge/page-cache";
import { pageAnswer } from "../../src/edge/page-answer";
import { pageStore } from "../../src/middleware/page-store";
import { siteChrome } from "../../src/middleware/site-chrome";
import { nextScreeningStart } from "../../src/routes/html-cache";
import { PAGE_CACHE_CONTROL } from "../../src/edge/page-lifetimes";
import { forgetChromeStamp } from "../../src/kv/chrome-stamp";
import { countingKv } from "../support/counting-kv";
import { h1Of, visitCached, withEdgeCache } from "../support/fetch-page";

/** The site as deployed (edge caches on), each visit's background work awaited. */
const withCache = withEdgeCache;
const visit = visitCached;

/** Published content: the demo bundle with one article retitled, as `content:publish` would store it. */
async function published(slug: string, title: string, publishedAt: number): Promise<CurrentContent> {
  const demo = await bundledSource.load();
  const bundle: ContentBundle = { ...demo.bundle, articles: demo.bundle.articles.map((a) => (a.slug === slug ? { ...a, title } : a)) };
  return { version: `edge${publishedAt.toString(16).slice(-8)}`, publishedAt, origin: "publish", bundle };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the edge HTML cache", () => {
  it("serves the second visit of a page from the cache, the same bytes and headers", async () => {
    const first = await visit("/festivalen");
    expect(first.edge).toBe("miss");
    const second = await visit("/festivalen");
    expect(second.edge).toBe("hit");
    expect(second.html).toBe(first.html);
    for (const name of ["etag", "content-security-policy", "cache-control", "content-language", "x-robots-tag"]) {
      expect(second.response.headers.get(name), name).toBe(first.response.headers.get(name));
    }
  });

  it("answers a browser that has the page with 304 from the cache, with the page's CSP", async () => {
    const { response } = await visit("/billettinfo");
    const etag = response.headers.get("etag") ?? "";
    const again = await visit("/billettinfo", { headers: { "If-None-Match": etag } });
    expect(again.response.status).toBe(304);
    expect(again.edge).toBe("hit");
    expect(again.html).toBe("");
    expect(again.response.headers.get("etag")).toBe(etag);
    expect(again.response.headers.get("content-security-policy")).toBe(response.headers.get("content-security-policy"));
  });

  it("keeps each query apart: another filter of the programme is another page", async () => {
    expect((await visit("/kinoprogram?alder=9")).edge).toBe("miss");
    expect((await visit("/kinoprogram?alder=12")).edge).toBe("miss");
    expect((await visit("/kinoprogram?alder=9")).edge).toBe("hit");
  });

  it("shows a publish on the next visit: new content is a new version, never the cached page", async () => {
    const slug = "datoene-for-nff-2025-er-klare";
    const before = await visit(`/article/${slug}`);
    expect((await visit(`/article/${slug}`)).edge).toBe("hit");
    await storeContentVersion(env.PAGES, await published(slug, "Datoene for NFF 2025 – oppdatert", Date.now()));
    const after = await visit(`/article/${slug}`);
    expect(after.edge).toBe("miss");
    expect(h1Of(after.html)).toBe("Datoene for NFF 2025 – oppdatert");
    expect(h1Of(after.html)).not.toBe(h1Of(before.html));
    expect((await visit(`/article/${slug}`)).edge).toBe("hit");
  });

  it("serves a page past its freshness at once while it refreshes, then the refreshed page", async () => {
    const path = "/kontakt-oss";
    const old = await visit(path);
    expect((await visit(path)).edge).toBe("hit");
    // KV holds no HTML of the page (its entry expired), so the refresh renders it (when KV holds
    // it, the copy comes from there: kv-html-clock.test.ts).
    await Promise.all((await env.PAGES.list({ prefix: "html:" })).keys.map((k) => env.PAGES.delete(k.name)));
    // A minute later (s-maxage=60), and the page's data has changed in KV meanwhile.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61_000);
    const key = pageDataKey({ kind: "page", path });
    const stored = await env.PAGES.getWithMetadata<PageData, Record<string, unknown>>(key, "json");
    const data = structuredClone(stored.value) as PageData;
    for (const block of data.page.blocks) if (block.component === "title") block.props = { title: "Ring oss på kaia" };
    await env.PAGES.put(key, JSON.stringify(data), { metadata: { ...stored.metadata, builtAt: Date.now() } });

    const stale = await visit(path);
    expect(stale.edge).toBe("stale");
    expect(stale.html).toBe(old.html);
    const refreshed = await visit(path);
    expect(refreshed.edge).toBe("hit");
    expect(refreshed.html).toContain("Ring oss på kaia");
  });

  it("keeps a programme page only until its next screening starts", async () => {
    const first = await visit("/kinoprogram");
    expect((await visit("/kinoprogram")).edge).toBe("hit");
    const data = await env.PAGES.get<PageData>(pageDataKey({ kind: "page", path: "/kinoprogram" }), "json");
    const demoNow = Date.parse(env.DEMO_NOW ?? "");
    const next = data && nextScreeningStart(data, demoNow);
    expect(next).toBeGreaterThan(demoNow);
    // The site clock a minute after that screening started: its ticket button has to go.
    const later = { ...withCache, DEMO_NOW: new Date((next ?? 0) + 60_000).toISOString() } as Env;
    const after = await visit("/kinoprogram", {}, later);
    expect(after.edge).toBe("miss");
    expect(after.response.headers.get("etag")).not.toBe(first.response.headers.get("etag"));
    expect((await visit("/kinoprogram", {}, later)).edge).toBe("hit");
  });

  it("drops a page's cached copy when an operator purges that page", async () => {
    const path = "/bli-frivillig";
    await visit(path);
    expect((await visit(path)).edge).toBe("hit");
    const token = "edge-purge-token-for-tests-0123456789abcdef";
    const admin = { ...withCache, ADMIN_TOKEN: token } as Env;
    const purge = await visit(
      "/api/admin/purge",
      { method: "POST", headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }, body: JSON.stringify({ path }) },
      admin,
    );
    expect(purge.response.status).toBe(200);
    expect((await visit(path)).edge).toBe("miss");
  });

  it("never answers the account API from the cache (the events API has a cache of its own: events-edge-cache.test.ts)", async () => {
    for (const path of ["/api/account/me", "/api/events/nff25-nordlys-1.ics"]) {
      await visit(path);
      const again = await visit(path);
      expect(again.edge, path).toBeNull();
    }
  });

  it("is off with EDGE_HTML_CACHE=off: every visit is rendered", async () => {
    await visit("/personvern", {}, env);
    expect((await visit("/personvern", {}, env)).edge).toBe("bypass");
  });
});

describe("a page the edge cache holds", () => {
  it("is answered before the app: no site chrome, page data or render, only the content stamp once a second", async () => {
    const { kv, reads } = countingKv(env.PAGES);
    const bindings = { ...withCache, PAGES: kv } as Env;
    await visit("/kontakt-oss", {}, bindings);
    expect((await visit("/kontakt-oss", {}, bindings)).edge).toBe("hit");
    forgetChromeStamp(kv);
    reads.length = 0;
    for (let i = 0; i < 5; i++) expect((await visit("/kontakt-oss", {}, bindings)).edge).toBe("hit");
    // The chrome's metadata, for the stamp, once a second (a slow machine may take two): nothing of what a render reads.
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.length).toBeLessThanOrEqual(2);
    expect(reads.flat().every((key) => key === "site")).toBe(true);
  });
});

describe("what the edge HTML cache may keep", () => {
  const page = (headers: Record<string, string>, status = 200) =>
    new Response("<!DOCTYPE html><html></html>", {
      status,
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": PAGE_CACHE_CONTROL, ...headers },
    });

  it("is a public 200 HTML page, and nothing with a cookie, a private answer or another status", () => {
    expect(storable(page({}))).toBe(true);
    expect(storable(page({ "Set-Cookie": "__Host-session=x; Secure; HttpOnly; Path=/" }))).toBe(false);
    expect(storable(page({ "Cache-Control": "private, no-store" }))).toBe(false);
    expect(storable(page({ "Cache-Control": "no-cache" }))).toBe(false);
    expect(storable(page({}, 404))).toBe(false);
    expect(storable(new Response(null, { status: 304, headers: { "Cache-Control": PAGE_CACHE_CONTROL } }))).toBe(false);
    expect(storable(page({ "Content-Type": "application/json" }))).toBe(false);
  });

  it("never keeps a page that sets a cookie, however often it is asked for, even when its route says it may be kept", async () => {
    // A page route that sets a cookie, behind the site's own middleware and the page cache.
    const app: Hono<AppEnv> = new Hono<AppEnv>()
      .use(pageStore)
      .use(siteChrome)
      .get("/med-kake", (c) => {
        c.header("Set-Cookie", "__Host-visit=1; Secure; HttpOnly; Path=/");
        c.header("Cache-Control", PAGE_CACHE_CONTROL);
        return pageAnswer(c, { response: c.html("<!DOCTYPE html><title>Kake</title>"), keep: "kv", changesAt: undefined, address: "/med-kake" });
      });
    const pages = pageCache((request, bindings, ctx) => app.fetch(request, bindings, ctx));
    for (let i = 0; i < 2; i++) {
      const ctx = createExecutionContext();
      const response = await pages.answer(new Request("http://localhost/med-kake"), withCache, ctx);
      await response.text();
      await waitOnExecutionContext(ctx);
      expect(response.headers.get("x-edge-cache")).toBe("bypass");
      expect(response.headers.get("set-cookie")).toContain("__Host-visit=1");
    }
  });
});
