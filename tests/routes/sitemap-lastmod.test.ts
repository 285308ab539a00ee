import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import raw from "../../build/content.json";
import { bundledBuild } from "../../src/content/bundled-source";
import type { ContentFiles } from "../../src/content/check/located";
import { kvKeys } from "../../src/kv/keys";
import { osloDateTime } from "../../src/render/structured-data/date-times";
import worker from "../../src/worker";
import { demoContentFiles, publishThroughTools } from "../support/content-tools-publish";
import { fetchPage, fetchPageSettled } from "../support/fetch-page";
import { childText, childrenNamed, parseXml } from "../support/xml";

/**
 * The sitemap's lastmod (docs/decisions/037): every URL has one, and it is when what that page
 * shows last changed. The tests run in order on one KV: fresh first, then two publishes.
 */
const ORIGIN = "https://www.nordkystfilm.no";
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

async function lastmods(): Promise<Map<string, string>> {
  const { response, html } = await fetchPage("/sitemap.xml");
  expect(response.status).toBe(200);
  const urls = childrenNamed(parseXml(html), "url");
  return new Map(urls.map((u) => [(childText(u, "loc") ?? "").slice(ORIGIN.length), childText(u, "lastmod") ?? ""]));
}

/** What `npm run content:publish -- --env local` does: reads the ledger KV holds, and publishes with it. */
async function publish(content: ContentFiles, version: string, publishedAt: number): Promise<string> {
  return publishThroughTools(content, version, publishedAt, await env.PAGES.get(kvKeys.lastmodLedger(), "json"));
}

/** The screening to move, and its film's page. */
const EVENT = raw.events.find((e) => e.production.parentSlug);
const FILM_PAGE = `/${encodeURIComponent(EVENT?.production.parentSlug ?? "")}`;

describe("the sitemap's lastmod", () => {
  it("on a fresh KV is the content version's time for every URL, and the visitor's request stores no ledger", async () => {
    await fetchPageSettled("/sitemap.xml");
    const dated = await lastmods();
    const built = osloDateTime(bundledBuild().builtAt);
    const articles = new Map(raw.articles.map((a) => [`/article/${encodeURIComponent(a.slug)}`, Math.max(a.updatedAt, a.createdAt)]));
    expect(dated.size).toBeGreaterThan(150);
    for (const [loc, lastmod] of dated) {
      const article = articles.get(loc);
      expect(lastmod, loc).toBe(article && article > bundledBuild().builtAt ? osloDateTime(article) : built);
    }
    expect(await env.PAGES.get(kvKeys.lastmodLedger())).toBeNull();
  });

  it("is stored for that version by the scheduled run, unchanged", async () => {
    const before = await lastmods();
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await env.PAGES.getWithMetadata(kvKeys.lastmodLedger(), "stream")).toMatchObject({ metadata: { publishedAt: bundledBuild().builtAt } });
    expect(await lastmods()).toEqual(before);
  });

  it("after a second publish with one screening moved, is newer only for that film's page and the listings that show it", async () => {
    const demo = await lastmods();
    const first = bundledBuild().builtAt + 60_000;
    const second = first + 3_600_000;
    // The first publish continues the demo's ledger: the same content, so the same dates.
    expect(await publish(demoContentFiles(), "lastmod00001", first)).toBe("continued");
    const unchanged = await lastmods();
    expect(unchanged).toEqual(demo);
    const moved = (e: (typeof raw.events)[number]) => (e.id === EVENT?.id ? { ...e, startsAt: e.startsAt.replace(/T\d\d/, "T21") } : e);
    expect(await publish(demoContentFiles({ events: moved }), "lastmod00002", second)).toBe("continued");
    const dated = await lastmods();

    expect([...dated.keys()]).toEqual([...unchanged.keys()]);
    for (const lastmod of dated.values()) expect(lastmod).toMatch(W3C_DATETIME);
    const newer = [...dated].filter(([loc, lastmod]) => lastmod !== unchanged.get(loc)).map(([loc]) => loc);
    expect(newer).toContain(FILM_PAGE);
    for (const loc of newer) expect(dated.get(loc), loc).toBe(osloDateTime(second));
    // Each page that moved lists the screening (its stored page data names it); every other film page kept its date.
    const listing = async (loc: string) => (await env.PAGES.get(kvKeys.page(decodeURIComponent(loc)))) ?? "";
    const statics = [...dated.keys()].filter((loc) => raw.pages.some((p) => p.path === decodeURIComponent(loc)));
    for (const loc of statics) expect(newer.includes(loc), loc).toBe((await listing(loc)).includes(`"${EVENT?.id}"`));
    expect(newer.filter((loc) => statics.includes(loc)).length).toBeGreaterThan(0);
    expect(newer.filter((loc) => loc !== FILM_PAGE && !statics.includes(loc))).toEqual([]);
    expect(newer.length).toBeLessThan(dated.size / 4);
  });
});
