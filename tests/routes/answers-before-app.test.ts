import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ContentBundle } from "../../src/content/bundle";
import { bundledSource } from "../../src/content/bundled-source";
import { storeContentVersion } from "../../src/kv/content-version";
import { kvKeys } from "../../src/kv/keys";
import { decodeEntities, visitCached } from "../support/fetch-page";
import { watchedKv } from "../support/watched-kv";

/**
 * Values that name nothing: after the app answered one for a page and content version, the edge
 * answers the next from memory — the same 404 page — without the chrome's KV read, a render or a
 * KV write; a search that finds nothing is kept nowhere (docs/decisions/040).
 */
describe("a value a page does not offer, after the first", () => {
  const ATTACKS = [
    ["/kinoprogram?sted=atlantis", "/kinoprogram?sted=mars-by"],
    ["/kinoprogram?dag=2031-01-01", "/kinoprogram?alder=42"],
    ["/buff-program?seksjon=kino", "/buff-program?seksjon=kultur"],
    ["/filmer?land=atlantis", "/filmer?sjanger=western"],
    ["/nyheter?side=2000", "/nyheter?side=999"],
  ];

  // A fresh KV has no site chrome until its first page: from then on the edge knows the content.
  beforeAll(async () => {
    await visitCached("/");
  });

  it.each(ATTACKS)("%s, then %s: the same 404 page, from memory, asking KV only for the content stamp", async (first, next) => {
    const rendered = await visitCached(first);
    expect(rendered.response.status).toBe(404);
    const { bindings, reads, writes } = watchedKv();
    const again = await visitCached(next, {}, bindings);
    expect(again.response.status).toBe(404);
    expect(again.html).toBe(rendered.html);
    expect(again.edge).toBe("bypass");
    expect(again.response.headers.get("ETag")).toBeNull();
    expect(again.response.headers.get("Content-Security-Policy")).toBe(rendered.response.headers.get("Content-Security-Policy"));
    expect([...again.response.headers.keys()].sort()).toEqual([...rendered.response.headers.keys()].sort());
    expect(reads).toEqual([kvKeys.chrome()]);
    expect(writes).toEqual([]);
  });

  it("leaves the values a page offers to the page, and a real value beside one that names nothing a 404", async () => {
    expect((await visitCached("/kinoprogram?sted=atlantis")).response.status).toBe(404);
    const day = await visitCached("/kinoprogram?dag=2025-09-20");
    expect(day.response.status).toBe(200);
    expect(day.html).toContain('class="screening');
    expect((await visitCached("/kinoprogram?alder=7&voksen=ja")).response.status).toBe(200);
    expect((await visitCached("/kinoprogram?dag=2025-09-20&sted=atlantis")).response.status).toBe(404);
    expect((await visitCached("/nyheter?side=2000")).response.status).toBe(404);
    expect((await visitCached("/nyheter?side=2")).response.status).toBe(200);
    expect((await visitCached("/filmer?land=atlantis")).response.status).toBe(404);
    expect((await visitCached("/filmer?land=finland")).response.status).toBe(200);
  });
});

describe("a search that finds nothing", () => {
  it("is answered with each visitor's own query in the field and the heading, and kept nowhere", async () => {
    await visitCached("/search?q=qxjvwz");
    const { bindings, writes } = watchedKv();
    const query = `zqxv <> "qzjx" & 'vxqz'`;
    const address = `/search?q=${encodeURIComponent(query)}`;
    const next = await visitCached(address, {}, bindings);
    expect(next.response.status).toBe(200);
    expect(next.edge).toBe("bypass");
    expect(next.html).not.toContain("<>");
    // The search block's own field (the header's search field is empty on every page).
    const field = /<input[^>]*name="q" value="([^"]*)"/.exec(next.html)?.[1];
    expect(decodeEntities(field ?? "")).toBe(query);
    expect(decodeEntities(/<h2>([^<]*)<\/h2>/.exec(next.html)?.[1] ?? "")).toBe(`Ingen treff for «${query}»`);
    expect(writes).toEqual([]);
    // Not in this data centre's cache either: the same query is rendered again.
    expect((await visitCached(address)).edge).toBe("bypass");
  });

  it("still finds what exists, and keeps the hits at the edge as before", async () => {
    await visitCached("/search?q=qxjvwz");
    const found = await visitCached("/search?q=kystlinjer");
    expect(found.response.status).toBe(200);
    expect(found.html).toContain("Kystlinjer");
    expect(found.html).not.toContain("Ingen treff");
  });
});

describe("a value that names nothing, then a publish that adds it", () => {
  it("is the 404 page before and the page with it after", async () => {
    const place = "Månebyen kino";
    const path = `/kinoprogram?sted=${encodeURIComponent(place)}`;
    expect((await visitCached(path)).response.status).toBe(404);
    expect((await visitCached(path)).response.status).toBe(404);

    const demo = await bundledSource.load();
    // A film's screening still to come by the site's clock (DEMO_NOW), so the programme lists it.
    const moved = demo.bundle.events.find((e) => e.production.parentSlug !== undefined && Date.parse(e.startsAt) > Date.parse("2025-09-18T00:00:00+02:00"));
    if (!moved) throw new Error("the demo content has no coming film screening");
    const bundle: ContentBundle = { ...demo.bundle, events: demo.bundle.events.map((e) => (e === moved ? { ...e, venue: place } : e)) };
    await storeContentVersion(env.PAGES, { version: "mane1", publishedAt: Date.now(), origin: "publish", bundle });

    const after = await visitCached(path);
    expect(after.response.status).toBe(200);
    expect(after.html).toContain(`data-event-id="${moved.id}"`);
  });
});
