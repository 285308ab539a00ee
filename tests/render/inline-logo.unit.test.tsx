import { readFile } from "node:fs/promises";
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { svgDrawing } from "../../scripts/build-inline-svgs.mjs";
import { Header } from "../../src/render/Header";
import { dictionary } from "../../src/i18n/dictionary";
import { chrome } from "./fixtures";

const t = dictionary("nb");
const theme = JSON.parse(await readFile("content/theme.json", "utf8")) as { logo: { src: string; alt: string } };
const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`;

// The logo is drawn in the page, not fetched and not a data URI (docs/decisions/055): the page
// names it once, and nothing in the drawing may act on the page it joins.
describe("the theme's logo drawn in the page", () => {
  test("the demo theme's logo is an <svg> named by the theme, with the file's own shapes and no title of its own", () => {
    const header = renderToString(<Header chrome={{ ...chrome, theme: { ...chrome.theme, logo: theme.logo } }} locale="nb" currentPath="/" t={t} />);
    const logo = /<a href="\/" class="logo"[^>]*>([\s\S]*?)<\/a>/.exec(header)?.[1] ?? "";
    expect(logo).toMatch(new RegExp(`^<svg role="img" aria-label="${theme.logo.alt}" viewBox="0 0 267 64" width="200" height="48">`));
    expect(logo).toContain(">NORDKYST</text>");
    expect(logo).not.toMatch(/<title|<img|data:/);
  });

  test("a logo the build did not draw (another file) stays a picture with its text alternative", () => {
    const other = { src: "/images/annen-logo.png", alt: "Annen festival" };
    const header = renderToString(<Header chrome={{ ...chrome, theme: { ...chrome.theme, logo: other } }} locale="nb" currentPath="/" t={t} />);
    expect(header).toContain('<img src="/images/annen-logo.png" alt="Annen festival" width="200" height="48"/>');
  });

  test("the build draws shapes and text only, and leaves as a file what would act on the page", () => {
    expect(svgDrawing(svg('<title id="t">Navn</title><path d="M0 0h10"/> <text x="1">A</text>'))).toEqual({
      viewBox: "0 0 10 10",
      body: '<path d="M0 0h10"/><text x="1">A</text>',
    });
    for (const body of [
      "<script>alert(1)</script>",
      '<path onclick="alert(1)" d="M0 0"/>',
      "<style>body{display:none}</style>",
      '<a href="https://example.com"><path d="M0 0"/></a>',
      '<use href="#x"/>',
      '<path id="header" d="M0 0"/>',
      '<path fill="url(#g)" d="M0 0"/>',
      "<foreignObject><div>x</div></foreignObject>",
      '<image href="https://example.com/x.png"/>',
      "<text>&lt;</text>",
    ])
      expect(svgDrawing(svg(body)), body).toBeNull();
    expect(svgDrawing('<svg xmlns="http://www.w3.org/2000/svg" width="10"><path d="M0 0"/></svg>'), "no viewBox").toBeNull();
  });
});
