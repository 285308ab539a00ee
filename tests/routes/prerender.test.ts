import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { siteNow } from "../../src/config/clock";
import { describe, expect, it } from "vitest";
import type { ContentBundle } from "../../src/content/bundle";
import { bundledSource } from "../../src/content/bundled-source";
import { PRERENDER_PER_RUN } from "../../src/edge/prerender";
import { PRERENDER_CAP, prerenderPaths } from "../../src/edge/prerender-paths";
import { PrerenderQueue } from "../../src/edge/prerender-queue";
import { storeContentVersion } from "../../src/kv/content-version";
import type { CurrentContent } from "../../src/kv/current-content";
import { kvKeys } from "../../src/kv/keys";
import { osloDayKey } from "../../src/render/format-date";
import worker from "../../src/worker";
import { visitCached as visit, withEdgeCache as withCache } from "../support/fetch-page";
import { inAnotherDataCentre, renderedKeys } from "../support/kv-html";

/** One run of the cron trigger with the edge caches on, its background work awaited. */
async function cron(bindings: Env = withCache): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: Date.now() }), bindings, ctx);
  await waitOnExecutionContext(ctx);
}

/** A visit to the site's own host (where pre-rendered pages are kept), from another data centre: only KV is left. */
async function visitElsewhere(host: string, path: string): Promise<{ edge: string | null; status: number }> {
  const url = `https://${host}${path}`;
  await inAnotherDataCentre(url);
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url, { redirect: "manual" }), withCache, ctx);
  await response.text();
  await waitOnExecutionContext(ctx);
  return { edge: response.headers.get("x-edge-cache"), status: response.status };
}

let publications = 0;

/** A publish as `content:publish` stores it: the demo content with one article retitled, a new version. */
async function publish(title: string): Promise<CurrentContent> {
  const demo = await bundledSource.load();
  const slug = demo.bundle.articles[0]?.slug;
  const bundle: ContentBundle = { ...demo.bundle, articles: demo.bundle.articles.map((a) => (a.slug === slug ? { ...a, title } : a)) };
  const publishedAt = Date.now() + ++publications;
  const content: CurrentContent = { version: `pre${publishedAt.toString(16).slice(-8)}`, publishedAt, origin: "publish", bundle };
  await storeContentVersion(env.PAGES, content);
  return content;
}

/** KV keys of rendered pages of one content version. */
async function renderedOf(content: CurrentContent): Promise<string[]> {
  return (await renderedKeys()).filter((key) => key.includes(`:${content.version}.`));
}

describe("pre-rendering at publish", () => {
  it("renders the front page at a publish's first cron run and the next pages at each run after: another data centre serves them from KV", async () => {
    const content = await publish("Forhåndsvist");
    const host = content.bundle.site.host;
    const paths = prerenderPaths(content.bundle, siteNow(env));
    expect(paths.slice(0, 3)).toEqual(["/", "/kinoprogram", "/filmer"]);
    // The run that queues the version has read the whole content: it renders one page beside that.
    await cron();
    expect(await renderedOf(content)).toHaveLength(1);
    expect(await visitElsewhere(host, "/")).toEqual({ edge: "kv", status: 200 });
    await cron();
    expect(await renderedOf(content)).toHaveLength(1 + PRERENDER_PER_RUN);
    for (const path of paths.slice(1, 1 + PRERENDER_PER_RUN)) expect(await visitElsewhere(host, path), path).toEqual({ edge: "kv", status: 200 });
    // The rest waits for the next runs: the next page is still rendered by its first visitor.
    expect((await visitElsewhere(host, paths[1 + PRERENDER_PER_RUN] ?? "")).edge).toBe("miss");
  });

  it("after an operator's publish (a purge of everything) and one cron run, the first pages come from KV with no render", async () => {
    const token = "prerender-purge-token-for-tests-0123456789";
    const admin = { ...withCache, ADMIN_TOKEN: token } as Env;
    const purge = await visit("/api/admin/purge", { method: "POST", headers: { Authorization: `Bearer ${token}` } }, admin);
    expect(purge.response.status).toBe(200);
    await cron();
    const demo = await bundledSource.load();
    const paths = prerenderPaths(demo.bundle, siteNow(env));
    for (const path of paths.slice(0, 1 + PRERENDER_PER_RUN))
      expect(await visitElsewhere(demo.bundle.site.host, path), path).toEqual({ edge: "kv", status: 200 });
  });

  it("drops an older publish's queue for the newer one's", async () => {
    const older = await publish("Eldre utgave");
    await cron();
    const newer = await publish("Nyere utgave");
    await cron();
    const queue = await new PrerenderQueue(env.PAGES).read();
    expect(queue?.content).toEqual({ version: newer.version, publishedAt: newer.publishedAt });
    expect(queue?.paths).toEqual(prerenderPaths(newer.bundle, siteNow(env)).slice(1));
    expect(await renderedOf(newer)).toHaveLength(1);
    await cron();
    // The older version's queue is not continued: no more of its pages are rendered.
    expect(await renderedOf(older)).toHaveLength(1);
    expect(await renderedOf(newer)).toHaveLength(1 + PRERENDER_PER_RUN);
  });

  it("queues only the content's own pages, never what visitors asked, and replaces a queue KV cannot read", async () => {
    const content = await publish("Bare innholdets sider");
    await visit("/nyheter?utm_source=nyhetsbrev&fbclid=abc123");
    await visit("/finnes-ikke-her");
    await env.PAGES.put(kvKeys.prerenderQueue(), JSON.stringify({ v: 1, paths: ["//evil.example", "/finnes-ikke-her"] }));
    await cron();
    const queue = await new PrerenderQueue(env.PAGES).read();
    const all = prerenderPaths(content.bundle, siteNow(env));
    expect(queue?.paths).toEqual(all.slice(1));
    // The only query is a programme day the content has screenings on.
    expect(all.every((path) => path.startsWith("/") && /^[^?]*(\?dag=\d{4}-\d{2}-\d{2})?$/.test(path))).toBe(true);
    expect(all).not.toContain("/finnes-ikke-her");
    expect(all.length).toBeLessThanOrEqual(PRERENDER_CAP);
    expect((await renderedOf(content)).filter((key) => key.includes("%3F") && key.includes(encodeURIComponent(content.bundle.site.host)))).toEqual([]);
  });

  it("at a festival's size queues every film and each festival day's programme, and the cron runs render them all into KV", async () => {
    const content = await publish("Hele festivalen");
    const { bundle } = content;
    const host = bundle.site.host;
    const paths = prerenderPaths(bundle, siteNow(env));
    const films = bundle.productions.filter((p) => p.object === "movie" && p.parentSlug).map((p) => `/${p.parentSlug}`);
    expect(films.length).toBeGreaterThanOrEqual(40);
    // Every film page, and every day of NFF and BUFF on the programmes: none is left to its first visitor.
    for (const film of films) expect(paths, film).toContain(film);
    const festivalDays = [...new Set(bundle.events.filter((e) => e.production.parentSlug && e.section === "festival").map((e) => osloDayKey(e.startsAt)))];
    const buffDays = [...new Set(bundle.events.filter((e) => e.production.parentSlug && e.section === "buff").map((e) => osloDayKey(e.startsAt)))];
    for (const day of [...festivalDays, ...buffDays]) expect(paths, day).toContain(`/kinoprogram?dag=${day}`);
    for (const day of buffDays) expect(paths, day).toContain(`/buff-program?dag=${day}`);
    // The cinema's own days are not queued: its season is a hundred days.
    expect(paths.filter((path) => path.includes("?")).length).toBeLessThan(4 * (festivalDays.length + buffDays.length));
    // A run takes PRERENDER_PER_RUN pages after the first: the queue empties, and each page is in KV.
    for (let run = 0; run < 1 + Math.ceil(paths.length / PRERENDER_PER_RUN); run++) await cron();
    expect((await new PrerenderQueue(env.PAGES).read())?.paths).toEqual([]);
    expect(await renderedOf(content)).toHaveLength(paths.length);
    for (const path of [`/kinoprogram?dag=${festivalDays[0]}`, `/buff-program?dag=${buffDays.at(-1)}`, films.at(-1) ?? ""]) {
      expect(await visitElsewhere(host, path), path).toEqual({ edge: "kv", status: 200 });
    }
  }, 120_000);

  it("does nothing with the edge caches off", async () => {
    const content = await publish("Uten kantbuffer");
    await cron(env);
    expect(await renderedOf(content)).toEqual([]);
  });
});
