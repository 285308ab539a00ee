import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageBlocks } from "../../src/render/blocks/PageBlocks";
import { Footer } from "../../src/render/Footer";
import { fetchPage, mainOf } from "../support/fetch-page";
import { block, chrome, ctx, data, page, theme } from "./fixtures";
import { dictionary } from "../../src/i18n/dictionary";

const render = (props: Record<string, unknown>) => renderToString(<PageBlocks data={data(page([block("partner-logos", "p", 0, { props })]))} ctx={ctx()} />);
const altTexts = (html: string) => [...html.matchAll(/<img [^>]*alt="([^"]+)"/g)].map((m) => m[1]);

describe("partner-logos block", () => {
  it("shows the main partners first under their own heading, then the others, each logo named", () => {
    const html = render({});
    expect([...html.matchAll(/<h2 class="partner-tier-title">([^<]+)</g)].map((m) => m[1])).toEqual(["Hovedsamarbeidspartnere", "Samarbeidspartnere"]);
    expect(altTexts(html)).toEqual(["Havvik Sparebank", "Brygga Bistro"]);
  });

  it("keeps each logo's box (width and height) and loads it only near the screen", () => {
    expect(render({})).toMatch(/<img src="\/images\/partners\/brygga-bistro\.svg" alt="Brygga Bistro" width="240" height="100" loading="lazy"/);
  });

  it("links a partner that has an address, marked as leaving the site", () => {
    const html = render({ tier: "main" });
    expect(html).toMatch(/<a href="https:\/\/sparebank\.example\/"[^>]*>.*alt="Havvik Sparebank".*\(ekstern lenke\)/s);
    expect(altTexts(html)).toEqual(["Havvik Sparebank"]);
  });

  it("ends with how to become a partner, when the editor writes it", () => {
    const html = render({ text: "Vil bedriften din bli med?", contact: { label: "Skriv til oss", href: "mailto:post@nordkystfilm.no" } });
    expect(html.replaceAll("<!-- -->", "")).toContain('Vil bedriften din bli med? <a href="mailto:post@nordkystfilm.no">Skriv til oss</a>');
  });

  it("renders nothing on a site without partners, and refuses a javascript: contact", () => {
    const bare = renderToString(<PageBlocks data={data(page([block("partner-logos", "p", 0)]))} ctx={ctx({ site: { ...chrome.site, sponsors: [] } })} />);
    expect(bare).not.toContain("partner-logos");
    expect(render({ text: "x", contact: { label: "y", href: "javascript:alert(1)" } })).not.toContain("javascript:");
  });
});

describe("partners in the footer", () => {
  const footer = (inFooter: "none" | "main" | "all") =>
    renderToString(<Footer chrome={{ ...chrome, theme: { ...theme, sponsors: { inFooter } } }} locale="nb" currentPath="/" t={dictionary("nb")} />);

  it("appear only when the theme asks, the main ones or all", () => {
    expect(altTexts(footer("none"))).toEqual([]);
    expect(altTexts(footer("main"))).toEqual(["Havvik Sparebank"]);
    expect(altTexts(footer("all"))).toEqual(["Havvik Sparebank", "Brygga Bistro"]);
  });
});

describe("/samarbeidspartnere", () => {
  it("shows the demo's partners under the heading, not a heading with nothing under it", async () => {
    const { response, html } = await fetchPage("/samarbeidspartnere");
    expect(response.status).toBe(200);
    const main = mainOf(html);
    expect(main).toContain("Hovedsamarbeidspartnere");
    expect(altTexts(main)).toEqual([
      "Havvik kommune",
      "Havvik Sparebank",
      "Kystfilmfondet",
      "Havvik Fjordhotell",
      "Restaurant Fjæra",
      "Samisk hus",
      "Kulturhuset i Havvik",
      "Brygga Bistro",
    ]);
    expect(main).toContain('href="mailto:post@nordkystfilm.no"');
  });
});
