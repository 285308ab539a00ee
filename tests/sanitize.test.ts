import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../src/content/sanitize";

describe("CMS HTML sanitizing", () => {
  it("removes scripts and their content", async () => {
    expect(await sanitizeHtml('<p>Hei</p><script>alert("x")</script>')).toBe("<p>Hei</p>");
  });

  it("removes event-handler attributes but keeps the text", async () => {
    expect(await sanitizeHtml('<p onclick="steal()" onmouseover="x">Billetter</p>')).toBe("<p>Billetter</p>");
  });

  it("removes javascript: URLs, also when disguised", async () => {
    const out = await sanitizeHtml('<a href="javascript:alert(1)">a</a><a href="  JaVa\tScRiPt:alert(1)">b</a><a href="data:text/html,x">c</a>');
    expect(out).toBe("<a>a</a><a>b</a><a>c</a>");
  });

  it("keeps links to the ticket checkout and opens new windows safely", async () => {
    const out = await sanitizeHtml('<a href="https://billett.havvikkino.no/kjop/1" target="_blank">Kjøp billett</a>');
    expect(out).toBe('<a href="https://billett.havvikkino.no/kjop/1" target="_blank" rel="noopener noreferrer">Kjøp billett</a>');
  });

  it("keeps images with safe sources, lazily loaded, and drops unsafe ones", async () => {
    expect(await sanitizeHtml('<img src="/images/a.jpg" alt="Kinosal" onerror="x()">')).toBe(
      '<img src="/images/a.jpg" alt="Kinosal" loading="lazy" decoding="async">',
    );
    expect(await sanitizeHtml('<p><img src="javascript:x"></p>')).toBe("<p></p>");
  });

  it("unwraps unknown elements, removes styles, iframes, forms and comments", async () => {
    const out = await sanitizeHtml(
      '<section><p style="color:red">A<!-- c --></p></section><style>p{}</style><iframe src="https://x"></iframe><form><input></form>',
    );
    expect(out).toBe("<p>A</p>");
  });

  it("turns an h1 in CMS text into an h2, so the page keeps one h1", async () => {
    expect(await sanitizeHtml("<h1>Program</h1>")).toBe("<h2>Program</h2>");
  });

  it("keeps tables for price lists", async () => {
    const html = '<table><tbody><tr><th scope="row">Festivalpass</th><td>650 kr</td></tr></tbody></table>';
    expect(await sanitizeHtml(html)).toBe(html);
  });
});
