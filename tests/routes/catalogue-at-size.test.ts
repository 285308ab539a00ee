import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ContentBundle } from "../../src/content/bundle";
import { bundledSource } from "../../src/content/bundled-source";
import { storeContentVersion } from "../../src/kv/content-version";
import { festivalAtSize } from "../support/festival-at-size.mjs";
import { fetchPage, mainOf } from "../support/fetch-page";

/**
 * The film catalogue at a real festival's size: the demo content plus a made-up festival of 55
 * more films (60 in all) and 320 screenings, published as `content:publish` would. What a visitor
 * downloads and what the browser builds stay within the catalogue's budget.
 */

const atSize = festivalAtSize({ films: 52, screenings: 320 });

async function gzipBytes(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

/** The elements the browser builds from the HTML: every start tag (the props JSON escapes `<`, so it holds none). */
const elementCount = (html: string) => (html.match(/<[a-zA-Z][a-zA-Z0-9-]*/g) ?? []).length;
const cards = (html: string) => [...mainOf(html).matchAll(/<li class="film-card"/g)].length;

beforeAll(async () => {
  const demo = await bundledSource.load();
  const bundle: ContentBundle = { ...demo.bundle, productions: [...demo.bundle.productions, ...atSize.productions], events: [...demo.bundle.events, ...atSize.events] };
  await storeContentVersion(env.PAGES, { version: "atsize1", publishedAt: Date.now(), origin: "publish", bundle });
}, 60_000);

describe("the catalogue with 60 films and 320 more screenings", () => {
  it("fits its budget: at most 30 KB of gzip HTML and 1,500 elements", async () => {
    const { response, html } = await fetchPage("/filmer");
    expect(response.status).toBe(200);
    expect(cards(html)).toBeGreaterThanOrEqual(60);
    const gzip = await gzipBytes(html);
    console.log(`/filmer at size: ${cards(html)} films, ${html.length} bytes, ${gzip} gzip, ${elementCount(html)} elements`);
    expect(gzip).toBeLessThanOrEqual(30 * 1024);
    expect(elementCount(html)).toBeLessThanOrEqual(1500);
  });
});
