import { describe, expect, it } from "vitest";
import raw from "../../build/content.json";
import { parseBundle } from "../../src/content/parse-bundle";
import { sanitizeBundle } from "../../src/content/sanitize-bundle";

const SCRIPT = '<p>Hei</p><script>steal()</script><a href="javascript:x()" onclick="y()">lenke</a>';

describe("sanitizing where content enters", () => {
  it("cleans article bodies, production texts, block HTML and footer HTML", async () => {
    const bundle = parseBundle(raw);
    const dirty = {
      ...bundle,
      articles: bundle.articles.slice(0, 1).map((a) => ({ ...a, content: SCRIPT })),
      productions: bundle.productions.slice(0, 1).map((p) => ({ ...p, contents: [{ summary: "s", body: SCRIPT }] })),
      pages: [{ ...bundle.pages[0]!, blocks: [{ ...bundle.pages[0]!.blocks[0]!, props: { html: SCRIPT } }] }],
      theme: { ...bundle.theme, footerColumns: [{ locale: "nb" as const, title: "x", order: 0, items: [{ type: "html" as const, value: SCRIPT, order: 0 }] }] },
    };
    const clean = await sanitizeBundle(dirty);
    const expected = "<p>Hei</p><a>lenke</a>";
    expect(clean.articles[0]?.content).toBe(expected);
    expect(clean.productions[0]?.contents[0]?.body).toBe(expected);
    expect(clean.pages[0]?.blocks[0]?.props.html).toBe(expected);
    expect(clean.theme.footerColumns[0]?.items[0]?.value).toBe(expected);
  });

  it("leaves the demo content's links to the ticket checkout in place", async () => {
    const clean = await sanitizeBundle(parseBundle(raw));
    expect(clean.articles.some((a) => a.content.includes('href="https://billett.havvikkino.no/'))).toBe(true);
  });
});
