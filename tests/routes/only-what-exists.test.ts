import { describe, expect, it } from "vitest";
import { visitCached } from "../support/fetch-page";
import { renderedKeys } from "../support/kv-html";

/**
 * Search results are made from what a visitor types, so they are kept only where it cannot be
 * turned against the site (docs/decisions/019): never in KV (every KV write costs, and Workers Free
 * has a thousand a day), in this data centre's edge cache only when the query found something.
 */
describe("where search results are kept", () => {
  it("writes no KV entry for a search, with or without hits", async () => {
    const before = await renderedKeys();
    const found = await visitCached("/search?q=kystlinjer");
    expect(found.response.status).toBe(200);
    expect(found.html).toContain("Kystlinjer");
    for (let i = 0; i < 20; i++) await visitCached(`/search?q=zq${i.toString(36)}xv${(i * 7919).toString(36)}`);
    expect(await renderedKeys()).toEqual(before);
  });

  it("answers a query that found something from the edge cache once it is asked again, and one that found nothing never", async () => {
    // Asked once: rendered, kept nowhere; asked again within five minutes: kept at the edge (decision 040).
    expect((await visitCached("/search?q=stormvarsel")).edge).toBe("bypass");
    expect((await visitCached("/search?q=stormvarsel")).edge).toBe("miss");
    expect((await visitCached("/search?q=stormvarsel")).edge).toBe("hit");
    // Another spelling of the same query is the same entry.
    expect((await visitCached("/search?q=%20STORMVARSEL%20")).edge).toBe("hit");
    const nothing = "/search?q=qxjvwz";
    const first = await visitCached(nothing);
    expect(first.response.status).toBe(200);
    expect(first.edge).toBe("bypass");
    expect((await visitCached(nothing)).edge).toBe("bypass");
  });

  it("keeps the search page itself, without a query, as any page", async () => {
    const before = await renderedKeys();
    await visitCached("/search");
    expect((await renderedKeys()).filter((key) => !before.includes(key))).toHaveLength(1);
  });
});

describe("a news page number that names no page", () => {
  it("is the 404 page and keeps nothing, while the real pages answer", async () => {
    const before = await renderedKeys();
    expect((await visitCached("/nyheter?side=2")).response.status).toBe(200);
    for (const side of ["2000", "1", "99"]) {
      const page = await visitCached(`/nyheter?side=${side}`);
      expect(page.response.status, `side=${side}`).toBe(404);
      expect(page.edge).toBe("bypass");
    }
    expect((await renderedKeys()).filter((key) => !before.includes(key) && !key.endsWith("side%3D2"))).toEqual([]);
  });
});

describe("the 404 page for a query that names nothing", () => {
  it("is the same page for every such value, in the site's layout, with its policy and no ETag", async () => {
    const answers = [];
    for (const place of ["atlantis", "mars-by", "vardo-sentrum"]) answers.push(await visitCached(`/kinoprogram?sted=${place}`));
    for (const a of answers) {
      expect(a.response.status).toBe(404);
      expect(a.edge).toBe("bypass");
      expect(a.response.headers.get("ETag")).toBeNull();
      expect(a.response.headers.get("Content-Security-Policy")).toContain("style-src");
      expect(a.html).toContain('<nav id="hovedmeny"');
    }
    // Answered the same, the first rendered, the others as kept: identical pages.
    expect(new Set(answers.map((a) => a.html)).size).toBe(1);
    // Another page's 404 is its own (its menu marks where the visitor is).
    const films = await visitCached("/filmer?land=atlantis");
    expect(films.response.status).toBe(404);
    expect(films.response.headers.get("Content-Security-Policy")).toContain("style-src");
  });
});
