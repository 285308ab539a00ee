import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { PageBlocks } from "../../src/render/blocks/PageBlocks";
import { article, block, ctx, data, film, page } from "./fixtures";

// A <section> or <article> is a part of the page a screen reader can name and jump to by its
// heading; one without a heading is a nameless box (the Nu HTML Checker's "Section lacks heading").
// Blocks that have nothing to name themselves by are <div>s; those with a title stay sections.

const render = (d: ReturnType<typeof data>, query: Record<string, string> = {}) => renderToString(<PageBlocks data={d} ctx={ctx({ query })} />);

/** Every <section> and <article> in the HTML, each with the markup it holds (nesting respected). */
function sectioningElements(html: string): { tag: string; inner: string }[] {
  const found: { tag: string; inner: string }[] = [];
  const open: { tag: string; end: number }[] = [];
  for (const m of html.matchAll(/<(\/?)(section|article)\b[^>]*>/g)) {
    const tag = m[2] ?? "";
    if (m[1] === "") open.push({ tag, end: (m.index ?? 0) + m[0].length });
    else {
      const start = open.pop();
      if (start) found.push({ tag, inner: html.slice(start.end, m.index) });
    }
  }
  return found;
}

/** The sectioning elements that hold no heading: what the checker warns about. */
const withoutHeading = (html: string) =>
  sectioningElements(html)
    .filter((s) => !/<h[1-6][\s>]/.test(s.inner))
    .map((s) => s.tag);

describe("sections and articles have headings", () => {
  test("an article page: the cover picture and the body under the h1 are no nameless sections", () => {
    const { excerpt: _excerpt, ...body } = { ...article("sak"), content: "<p>Brødtekst</p>", node_locale: "nb" as const };
    const blocks = [block("cover", "c", 1), block("title", "t", 2), block("article", "a", 3)];
    const html = render(data(page(blocks, { path: "/article/:article" }), { document: { kind: "article", article: body } }));
    expect(html).toContain('class="block b-cover"');
    expect(html).toContain("<h1");
    expect(html).toContain("<p>Brødtekst</p>");
    expect(withoutHeading(html)).toEqual([]);
  });

  test("a culture page's cover that says the title as the h1 stays a section", () => {
    const culture = { ...film, object: "culture" as const, objectClass: "culture", title: "Samisk kveld" };
    const html = render(data(page([block("cover", "c", 1)], { path: "/:production" }), { document: { kind: "culture", production: culture, events: [] } }));
    expect(html).toMatch(/<section class="block b-cover"><img [\s\S]*<h1 class="cover-heading">Samisk kveld<\/h1>/);
    expect(withoutHeading(html)).toEqual([]);
  });

  test("the search page before a search, untitled text, card and film lists: no nameless sections", () => {
    const items = [article("en", { id: "00000000-0000-4000-8000-00000000000a" })];
    const blocks = [
      block("title", "t", 1, { props: { title: "Søk" } }),
      block("search", "s", 2),
      block("article", "a", 3, { props: { html: "<p>Tekst uten tittel.</p>" } }),
      block("card-list", "k", 4, { data: ["a"] }),
      block("events", "e", 5, { data: ["p"] }),
    ];
    const html = render(data(page(blocks), { sources: { a: { model: "article", items }, p: { model: "production", items: [], events: [] } } }));
    expect(html).toContain("Tekst uten tittel.");
    expect(html).toContain("Sak en");
    expect(withoutHeading(html)).toEqual([]);
  });

  test("titled text, card and film lists are sections named by their h2", () => {
    const items = [article("en", { id: "00000000-0000-4000-8000-00000000000a" })];
    const blocks = [
      block("article", "a", 1, { props: { title: "Om oss", html: "<p>Tekst.</p>" } }),
      block("card-list", "k", 2, { data: ["a"], props: { title: "Nyheter" } }),
      block("events", "e", 3, { data: ["p"], props: { title: "Filmer" } }),
    ];
    const html = render(data(page(blocks), { sources: { a: { model: "article", items }, p: { model: "production", items: [film], events: [] } } }));
    expect(sectioningElements(html).map((s) => /<h2[^>]*>([^<]+)</.exec(s.inner)?.[1])).toEqual(["Om oss", "Nyheter", "Filmer"]);
  });
});
