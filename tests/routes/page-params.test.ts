import { env, exports } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PAGE_PARAMS, pageQuery } from "../../src/render/blocks/page-params";
import worker from "../../src/worker";

/** The site as deployed: the in-runtime tests of pages run with the edge cache off. */
const withCache = { ...env, EDGE_HTML_CACHE: "on" } as Env;

async function visit(path: string) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`http://localhost${path}`), withCache, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, html, edge: response.headers.get("x-edge-cache"), etag: response.headers.get("etag") ?? "" };
}

const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const junk = () => `x=${crypto.randomUUID()}&utm_source=nyhetsbrev&utm_medium=epost&fbclid=${crypto.randomUUID()}`;

describe("query parameters no page reads", () => {
  it("reach the same cached programme page as the clean address, with the canonical link clean", async () => {
    const clean = await visit("/kinoprogram");
    expect(clean.status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const junky = await visit(`/kinoprogram?${junk()}`);
      expect(junky.edge, "junk parameters are a cache hit, not a new page").toBe("hit");
      expect(junky.html).toBe(clean.html);
    }
    expect(canonical(clean.html)).toMatch(/^https:\/\/[^?]+\/kinoprogram$/);
  });

  it("are nothing at all in a bare `?`: the same cached page as the address without it", async () => {
    const clean = await visit("/");
    const bare = await visit("/?");
    expect(bare.edge).toBe("hit");
    expect(bare.html).toBe(clean.html);
    await visit("/kinoprogram");
    expect((await visit("/kinoprogram?")).edge).toBe("hit");
  });

  it("keep a filter's page one cache entry, whatever else is added and in whatever order", async () => {
    // A combination outside the kept set is kept at the edge from its second ask (decision 040).
    await visit("/kinoprogram?dag=2025-09-18&alder=7&voksen=ja");
    const first = await visit("/kinoprogram?dag=2025-09-18&voksen=ja&alder=7");
    expect(first.status).toBe(200);
    const again = await visit(`/kinoprogram?utm_campaign=høst&alder=7&${junk()}&voksen=ja&dag=2025-09-18`);
    expect(again.edge).toBe("hit");
    expect(again.html).toBe(first.html);
    expect(canonical(again.html)).not.toContain("?");
  });

  it("cache search results per query, however it is spelled", async () => {
    await visit("/search?q=m%C3%A5ke%C3%B8ya");
    const first = await visit("/search?q=%20%20M%C3%A5ke%C3%B8ya%20");
    expect(first.status).toBe(200);
    expect(first.html).toContain("Måkeøya");
    const shouted = await visit(`/search?q=M%C3%85KE%C3%98YA&${junk()}`);
    expect(shouted.edge).toBe("hit");
    expect(shouted.html).toBe(first.html);
  });

  it("keep what the browser sent: a revalidation with junk parameters gets its 304, a HEAD its headers", async () => {
    const clean = await visit("/kinoprogram");
    const etag = clean.etag;
    expect(etag).not.toBe("");
    const ctx = createExecutionContext();
    const revalidated = await worker.fetch(new Request(`http://localhost/kinoprogram?${junk()}`, { headers: { "If-None-Match": etag } }), withCache, ctx);
    await waitOnExecutionContext(ctx);
    expect(revalidated.status, "the If-None-Match header reached the cache").toBe(304);
    const head = await worker.fetch(new Request(`http://localhost/kinoprogram?${junk()}`, { method: "HEAD" }), withCache, createExecutionContext());
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await head.text()).toBe("");
  });

  it("are left alone on the APIs, which read their own", async () => {
    const response = await exports.default.fetch("http://localhost/api/events?keys=finnes-ikke&utm_source=x");
    expect(response.status).not.toBe(400);
  });
});

/** A page that read every parameter some block reads. */
const EVERY = { params: Object.keys(PAGE_PARAMS) };

describe("pageQuery", () => {
  it("keeps only what the page reads, and leaves out a value that means the same as none", () => {
    const catalogue = { params: ["dag", "land", "sorter"], defaults: { sorter: "tittel" } };
    expect(pageQuery(new URLSearchParams("q=x&sted=Mars&land=norge&sorter=tittel"), catalogue)).toBe("land=norge");
    expect(pageQuery(new URLSearchParams("sorter=neste"), catalogue)).toBe("sorter=neste");
    expect(pageQuery(new URLSearchParams("q=billett&side=2"), { params: [] })).toBe("");
  });

  it("spells a child's age one way", () => {
    expect(pageQuery(new URLSearchParams("alder=07"), EVERY)).toBe("alder=7");
    expect(pageQuery(new URLSearchParams("alder=00"), EVERY)).toBe("alder=0");
  });

  it("keeps known parameters with values a page can use, in one order and spelling", () => {
    expect(pageQuery(new URLSearchParams("utm_source=x&dag=2025-09-17&fbclid=y"), EVERY)).toBe("dag=2025-09-17");
    expect(pageQuery(new URLSearchParams("tilrettelegging=tekstet&side=2&tilrettelegging=avslappet&tilrettelegging=tekstet"), EVERY)).toBe(
      "tilrettelegging=avslappet&tilrettelegging=tekstet&side=2",
    );
    expect(pageQuery(new URLSearchParams("dag=i-morgen&alder=123&voksen=kanskje&side=0&seksjon=ukjent"), EVERY)).toBe("");
    expect(pageQuery(new URLSearchParams(`q=${encodeURIComponent("  Ærfugl  ØY ")}`), EVERY)).toBe(`q=${encodeURIComponent("ærfugl øy").replace(/%20/g, "+")}`);
    expect(pageQuery(new URLSearchParams(`q=${"a".repeat(500)}`), EVERY)).toBe(`q=${"a".repeat(100)}`);
  });

  it("reads the programme's days from one on, and 'with an adult' only beside an age", () => {
    expect(pageQuery(new URLSearchParams("fra=2025-10-01&dag=&tidligere=ja"), EVERY)).toBe("fra=2025-10-01");
    expect(pageQuery(new URLSearchParams("voksen=ja&alder=7"), EVERY)).toBe("alder=7&voksen=ja");
    // A GET form's lone checkbox: without an age it filters nothing, and reaches the plain page.
    expect(pageQuery(new URLSearchParams("alder=&voksen=ja"), EVERY)).toBe("");
  });
});
