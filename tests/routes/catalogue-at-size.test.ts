import { describe, expect, it } from "vitest";
import { fetchPage, mainOf } from "../support/fetch-page";

/**
 * The film catalogue at a real festival's size: the demo content is one (about 90 films of the
 * festival, BUFF and the cinema's autumn: README "The generated programme"). What a visitor
 * downloads and what the browser builds stay within the catalogue's budget.
 */

async function gzipBytes(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

/** The elements the browser builds from the HTML: every start tag (the props JSON escapes `<`, so it holds none). */
const elementCount = (html: string) => (html.match(/<[a-zA-Z][a-zA-Z0-9-]*/g) ?? []).length;
const cards = (html: string) => [...mainOf(html).matchAll(/<li class="film-card"/g)].length;

describe("the catalogue of the demo festival, at a real festival's size", () => {
  it("fits its budget: at most 30 KB of gzip HTML and 1,500 elements", async () => {
    const { response, html } = await fetchPage("/filmer");
    expect(response.status).toBe(200);
    expect(cards(html)).toBeGreaterThanOrEqual(80);
    const gzip = await gzipBytes(html);
    console.log(`/filmer at size: ${cards(html)} films, ${html.length} bytes, ${gzip} gzip, ${elementCount(html)} elements`);
    expect(gzip).toBeLessThanOrEqual(30 * 1024);
    expect(elementCount(html)).toBeLessThanOrEqual(1500);
  });
});
