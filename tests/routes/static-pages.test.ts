import { describe, expect, it } from "vitest";
import { fetchPage, h1Of, titleOf } from "../support/fetch-page";

/** Every static route of the demo content (plus the design's two), with what a visitor sees there. */
const ROUTES: [path: string, title: string, visible: string][] = [
  ["/", "Forside", "Siste nytt"],
  ["/nyheter", "Nyheter", "/article/"],
  ["/festivalen", "Festivalen", "Om festivalen"],
  ["/billettinfo", "Billettinfo", "650"],
  ["/kontakt-oss", "Kontakt oss", "post@nordkystfilm.no"],
  ["/samarbeidspartnere", "Samarbeidspartnere", "Hold deg oppdatert"],
  ["/bli-frivillig", "Bli frivillig", "Hva kan du gjøre?"],
  ["/buff", "BUFF", "10.–12. oktober"],
  ["/buff-program", "BUFF-program", "Kjøp billett"],
  ["/buff-program-2", "BUFF-program dag for dag", "Kjøp billett"],
  ["/buff-filmer", "BUFF-filmer", "Filmer på BUFF"],
  ["/kinoprogram", "Kinoprogram", "Kjøp billett"],
  ["/den-store-kinodagen", "Den store kinodagen", "lørdag 25. oktober"],
  ["/kommende", "Kommende filmer", "Stormvarsel"],
  ["/filmer", "Filmer", "Kystlinjer"],
  ["/pa-kino-na", "På kino nå", "På kino nå"],
  ["/search", "Søk", 'name="q"'],
  ["/arrangementer", "Arrangementer", "Samisk kveld"],
  ["/arrangementer-gammel", "Tidligere arrangementer", "Arrangementer fra tidligere år"],
  ["/personvern", "Personvernerklæring", "Behandlingsansvarlig"],
  ["/cookies-info", "Info om cookies", "Nødvendige informasjonskapsler"],
  ["/english", "English", "Welcome to Nordkyst filmfestival"],
  ["/english-information", "Information", "Tickets"],
  ["/english-program", "Programme", "Programme"],
  ["/english-news", "News", "audience award"],
  ["/min-side", "Min side", "Logg inn"],
  ["/tilgjengelighet", "Tilgjengelighetserklæring", "Kjente avvik"],
];

describe("static pages", () => {
  it.each(ROUTES)("%s answers 200 with its title and content in the shared layout", async (path, title, visible) => {
    const { response, html } = await fetchPage(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(titleOf(html)).toBe(`Nordkyst filmfestival | ${title}`);
    expect(html).toContain(visible);
    expect(html).toMatch(/<header[\s\S]*<nav[\s\S]*<main[\s\S]*<footer/);
    expect(html).toContain('href="/personvern"');
    expect(h1Of(html)).not.toBe("");
  });

  it("starts with the doctype and writes the head before the body", async () => {
    const { html } = await fetchPage("/billettinfo");
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html.indexOf("</head>")).toBeLessThan(html.indexOf("<body"));
  });

  it("marks English pages with lang=en and Norwegian ones with lang=nb", async () => {
    expect((await fetchPage("/english-information")).html).toContain('<html lang="en"');
    expect((await fetchPage("/festivalen")).html).toContain('<html lang="nb"');
  });

  it("answers HEAD like GET without a body", async () => {
    const { response, html } = await fetchPage("/billettinfo", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(html).toBe("");
  });
});

describe("programme rows", () => {
  it("say what a ticket costs where one price applies", async () => {
    // The opening party, on the festival's first day.
    const { html } = await fetchPage("/arrangementer?dag=2025-09-15");
    expect(html).toMatch(/screening-facts">(<a [^>]*>[^<]*<\/a>)?[^<]*425\u00a0kr/);
  });
});
