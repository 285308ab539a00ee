import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { siteNow } from "../../src/config/clock";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { bundledSource } from "../../src/content/bundled-source";
import { type KeptSet, KeptSetSchema, keptAddresses } from "../../src/edge/kept-set";
import { storeContentVersion } from "../../src/kv/content-version";
import { prerenderPaths } from "../../src/edge/prerender-paths";
import { kvKeys } from "../../src/kv/keys";
import { keptSetWrite } from "../../src/edge/kept-set";
import { visitCached, withEdgeCache } from "../support/fetch-page";
import worker from "../../src/worker";
import { renderedKeys } from "../support/kv-html";

/**
 * The page cache keeps what a page is, never what it is asked (docs/decisions/040): an outsider's
 * parameters, combinations of filters and spellings of a path make no KV entry, and the clean
 * page's copy answers what only adds parameters the page does not read.
 */

/** A small fixed-seed generator: the same "random" addresses every run, so a failure can be replayed. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const FILM = "/kystlinjer-DXM10234";
const ARTICLE = "/article/datoene-for-nff-2025-er-klare";
/** The five page kinds: the front page, a film, the busiest festival day, an article, the catalogue. */
const PAGES = ["/", FILM, "/kinoprogram?dag=2025-09-20", ARTICLE, "/filmer", "/billettinfo"];

let set: KeptSet;

beforeAll(async () => {
  // A publish, as the scheduled run stores one: every page's data, the kept set, the chrome last.
  const demo = await bundledSource.load();
  await storeContentVersion(env.PAGES, { ...demo, version: "attack1", publishedAt: Date.now(), origin: "publish" }, Date.now(), [keptSetWrite]);
  set = v.parse(KeptSetSchema, await env.PAGES.get(kvKeys.keptSet(), "json"));
  for (const path of PAGES) expect((await visitCached(path)).response.status, path).toBe(200);
});

/**
 * Two to four values of different parameters a page offers: a combination no link of ours makes.
 * The order is left out: `sorter=tittel` on a catalogue sorted by title is no choice at all.
 */
function combinations(path: string, count: number, random: () => number): string[] {
  const offers = Object.entries(set.reads[path]?.offers ?? {}).filter(([name, values]) => values.length > 0 && name !== "sorter");
  const made = new Set<string>();
  while (made.size < count) {
    const size = 2 + Math.floor(random() * 3);
    const chosen = [...offers].sort(() => random() - 0.5).slice(0, size);
    const query = new URLSearchParams(chosen.map(([name, values]): [string, string] => [name, values[Math.floor(random() * values.length)] ?? ""]));
    made.add(`${path}?${query}`);
  }
  return [...made];
}

describe("the page cache under an outsider's requests", () => {
  it("answers parameters a page does not read from the clean page's cached copy, on five page kinds", async () => {
    const before = (await renderedKeys()).length;
    for (const path of PAGES) {
      const clean = await visitCached(path);
      const joiner = path.includes("?") ? "&" : "?";
      const reads = set.reads[path.split("?")[0] ?? ""]?.params ?? [];
      for (const junk of [
        `q=${crypto.randomUUID()}`,
        `sted=${crypto.randomUUID()}`,
        `side=3&utm_source=x`,
        `land=norge&sorter=neste`,
        `fbclid=${crypto.randomUUID()}`,
      ]) {
        // A parameter the page reads makes another address of it (or its 404): not junk there.
        if (reads.includes(junk.split("=")[0] ?? "")) continue;
        const asked = await visitCached(`${path}${joiner}${junk}`);
        expect(asked.edge, `${path} ${junk}`).toBe("hit");
        expect(asked.html).toBe(clean.html);
      }
    }
    expect((await renderedKeys()).length).toBe(before);
  });

  it("renders 200 combinations of filters that exist, on /filmer and /kinoprogram, and writes none of them to KV", async () => {
    const random = seeded(32);
    const before = await renderedKeys();
    const asked = [...combinations("/filmer", 100, random), ...combinations("/kinoprogram", 100, random)];
    const statuses = new Map<number, number>();
    for (const address of asked) {
      const { response } = await visitCached(address);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
    // Each names something the page has: a page, or (a day with a place closed that day) its 404.
    expect([...statuses.keys()].every((status) => status === 200 || status === 404)).toBe(true);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(100);
    expect(await renderedKeys()).toEqual(before);
  });

  it("keeps a single option of a filter in KV, as the form offers it: one entry however it is spelt", async () => {
    const before = (await renderedKeys()).length;
    for (const asked of ["/filmer?land=norge", "/filmer?land=norge&sorter=tittel", "/filmer?utm_source=x&land=norge&land=norge"]) {
      expect((await visitCached(asked)).response.status).toBe(200);
    }
    expect((await renderedKeys()).length).toBe(before + 1);
    expect((await visitCached("/filmer?land=norge&sorter=tittel")).edge).toBe("hit");
  });

  it("keeps a combination at the edge only when it is asked again: a stream of new ones makes no edge entry", async () => {
    const address = "/filmer?land=norge&tekst=engelsk";
    expect((await visitCached(address)).edge).toBe("bypass");
    expect((await visitCached(address)).edge).toBe("miss");
    expect((await visitCached(address)).edge).toBe("hit");
    for (const asked of combinations("/filmer", 20, seeded(40))) expect((await visitCached(asked)).edge, asked).toBe("bypass");
  });

  it("answers another spelling of a path with a 301 to the one the site links, and renders nothing for it", async () => {
    const before = await renderedKeys();
    const spellings: [string, string][] = [
      ["/%62illettinfo", "/billettinfo"],
      ["/filme%72", "/filmer"],
      ["/%66%69%6C%6D%65%72", "/filmer"],
      ["/kinoprogra%6D?dag=2025-09-20", "/kinoprogram?dag=2025-09-20"],
      ["/kinoprogra%6d?utm_source=x", "/kinoprogram"],
      ["/n%79heter", "/nyheter"],
      ["/%6Eyheter?side=2", "/nyheter?side=2"],
      ["/festivale%6E", "/festivalen"],
      ["/%6Bontakt-oss", "/kontakt-oss"],
      ["/kontakt%2Doss", "/kontakt-oss"],
      ["/bu%66%66", "/buff"],
      ["/st%65der", "/steder"],
      ["/%65ndringer", "/endringer"],
      ["/engl%69sh", "/english"],
      ["/english%2Dprogram", "/english-program"],
      [`/kystlinjer%2DDXM10234`, FILM],
      [`/%6Bystlinjer-DXM10234`, FILM],
      ["/article/datoene-for-nff-2025-er-klar%65", ARTICLE],
      ["/%61rticle/datoene-for-nff-2025-er-klare", ARTICLE],
      ["/pa-kino-n%61", "/pa-kino-na"],
    ];
    for (const [asked, canonical] of spellings) {
      const { response } = await visitCached(asked);
      expect(response.status, asked).toBe(301);
      expect(new URL(response.headers.get("Location") ?? "").pathname + new URL(response.headers.get("Location") ?? "").search).toBe(canonical);
    }
    expect(await renderedKeys()).toEqual(before);
  });

  it("keys every page by the site's own host: another Host or port is the same cached page", async () => {
    const clean = await visitCached("/billettinfo");
    for (const origin of ["http://localhost:8788", "http://127.0.0.1:9999", "https://kinoweb.example.workers.dev"]) {
      const ctx = createExecutionContext();
      const response = await worker.fetch(new Request(`${origin}/billettinfo`), withEdgeCache, ctx);
      const html = await response.text();
      await waitOnExecutionContext(ctx);
      expect(response.headers.get("x-edge-cache"), origin).toBe("hit");
      expect(html).toBe(clean.html);
    }
  });

  it("keeps at most the kept set in KV, and the kept set is the content's pages and the variants its own links name", async () => {
    const kept = keptAddresses(set);
    // The sitemap's pages, each day tab and page of a list, and each single option of a filter.
    expect(kept.has("/")).toBe(true);
    expect(kept.has(FILM)).toBe(true);
    expect(kept.has("/kinoprogram?dag=2025-09-20")).toBe(true);
    expect(kept.has("/nyheter?side=2")).toBe(true);
    expect(kept.has("/filmer?sorter=neste")).toBe(true);
    expect(kept.has("/filmer?sorter=tittel")).toBe(false);
    expect([...kept].some((address) => address.split("&").length > 1)).toBe(false);
    expect(kept.size).toBeLessThan(2_000);
    // What the cron pre-renders into KV after a publish is the kept set's too.
    const missing = prerenderPaths((await bundledSource.load()).bundle, siteNow(env)).filter((path) => !kept.has(path));
    expect(missing).toEqual([]);
    expect((await renderedKeys()).length).toBeLessThanOrEqual(kept.size);
  });
});
