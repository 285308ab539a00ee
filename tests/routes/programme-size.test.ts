import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { bundledSource } from "../../src/content/bundled-source";
import { storeContentVersion } from "../../src/kv/content-version";
import { pageGraph } from "../render/structured-data-graph";
import { fetchPage, mainOf } from "../support/fetch-page";
import { FESTIVAL_SIZE, festivalProgramme } from "../support/festival-programme";

/**
 * What a programme page costs at a real festival's size (45 films, 7 days × 40 screenings in six
 * rooms: tests/support/festival-programme.ts), at the demo's now (Wednesday 17 September, noon):
 * a day's page and the default view each stay within 30 KB of gzip-compressed HTML and 1,500
 * elements, whatever the season holds (docs/decisions/027).
 */

async function publishFestival(): Promise<void> {
  const demo = await bundledSource.load();
  const publishedAt = Date.now();
  await storeContentVersion(env.PAGES, { version: `fest${publishedAt.toString(16)}`, publishedAt, origin: "publish", bundle: festivalProgramme(demo.bundle) });
}

/** Bytes of the HTML as gzip sends it (the platform's own level; level 9 is a little smaller). */
async function gzipBytes(html: string): Promise<number> {
  const compressed = new Response(new Blob([html]).stream().pipeThrough(new CompressionStream("gzip")));
  return (await compressed.arrayBuffer()).byteLength;
}

/** Elements the browser builds from the HTML: one per start tag. */
const elements = (html: string) => (html.match(/<[a-zA-Z][\w-]*[\s/>]/g) ?? []).length;
const rowDays = (html: string) => [...mainOf(html).matchAll(/<li class="screening[^"]*"[^>]* data-day="([^"]+)"/g)].map((m) => m[1]);

describe("a programme page at a festival's size", () => {
  it("a day's page carries that day's 40 screenings only, in under 30 KB gzip and 1,500 elements", async () => {
    await publishFestival();
    const { response, html } = await fetchPage("/kinoprogram?dag=2025-09-18");
    expect(response.status).toBe(200);
    const days = rowDays(html);
    expect(days).toHaveLength(FESTIVAL_SIZE.perDay);
    expect(new Set(days)).toEqual(new Set(["2025-09-18"]));
    // The day's rows are its timetable too (docs/decisions/050): each screening once in the page.
    expect(html).toContain('<div class="day-frame"');
    for (const id of new Set([...html.matchAll(/data-event-id="([^"]+)"/g)].map((m) => m[1]))) expect(html.split(`data-event-id="${id}"`)).toHaveLength(2);
    expect(await gzipBytes(html)).toBeLessThanOrEqual(30 * 1024);
    expect(elements(html)).toBeLessThanOrEqual(1500);
  });

  it("the default view is today's screenings still to come, bounded the same way, with the way on", async () => {
    await publishFestival();
    const { html } = await fetchPage("/kinoprogram");
    const days = rowDays(html);
    expect(days.length).toBeGreaterThan(0);
    expect(days.length).toBeLessThanOrEqual(FESTIVAL_SIZE.perDay);
    expect(new Set(days)).toEqual(new Set(["2025-09-17"]));
    // Screenings before noon have started: left out, counted, one link away.
    expect(html).toMatch(/<p class="programme-started">\d+ visninger i dag har alt startet\. <a href="\/kinoprogram\?dag=2025-09-17">Se hele dagen<\/a><\/p>/);
    expect(html).toContain('href="/kinoprogram?fra=2025-09-18"');
    expect(await gzipBytes(html)).toBeLessThanOrEqual(30 * 1024);
    expect(elements(html)).toBeLessThanOrEqual(1500);
  });

  it("writes each place and film of a day once in its JSON-LD, every screening referring to them", async () => {
    await publishFestival();
    const { html } = await fetchPage("/kinoprogram?dag=2025-09-18");
    const graph = pageGraph(html);
    const screenings = graph.nodes.filter((n) => n["@type"] === "ScreeningEvent");
    expect(screenings).toHaveLength(FESTIVAL_SIZE.perDay);
    const ids = graph.nodes.map((n) => n["@id"]).filter(Boolean);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of screenings) {
      expect(Object.keys(s.location as object)).toEqual(["@id"]);
      expect(Object.keys(s.workPresented as object)).toEqual(["@id"]);
      expect(graph.resolve(s.location)["@type"]).toBe("MovieTheater");
    }
    expect(graph.nodes.filter((n) => n["@type"] === "MovieTheater")).toHaveLength(3);
  });
});
