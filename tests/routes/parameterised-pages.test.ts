import { describe, expect, it } from "vitest";
import { fetchPage, h1Of, mainOf, metaOf, titleOf } from "../support/fetch-page";

describe("film pages /{film-slug}-DXM{number}", () => {
  it("show the film with its cover, facts and screenings with ticket links", async () => {
    const { response, html } = await fetchPage("/kystlinjer-DXM10234");
    expect(response.status).toBe(200);
    expect(h1Of(html)).toBe("Kystlinjer");
    expect(html).toContain("Ingrid Solbakk");
    expect(mainOf(html)).toContain("Ragna (Sunniva Moe) har bodd i Oslo i tjue år");
    expect(html).toMatch(/href="https:\/\/billett\.havvikkino\.no\/[^"]+"/);
    expect(html).toContain("Kjøp billett");
  });

  it("carry their meta: title then festival, description from the body, image, keywords", async () => {
    const { html } = await fetchPage("/kystlinjer-DXM10234");
    expect(titleOf(html)).toBe("Kystlinjer | Nordkyst filmfestival");
    expect(metaOf(html, "description")).toMatch(/^Ragna \(Sunniva Moe\) har bodd i Oslo/);
    expect(metaOf(html, "og:image")).toBe("https://www.nordkystfilm.no/images/art/film-kystlinjer.jpg");
    expect(metaOf(html, "keywords")).toBe(
      metaOf(html, "keywords")
        ?.split(", ")
        .filter((k, i, all) => all.indexOf(k) === i)
        .join(", "),
    );
    expect(metaOf(html, "keywords")).toContain("Ingrid Solbakk");
  });

  it("are a 404 for a film number that does not exist", async () => {
    expect((await fetchPage("/kystlinjer-DXM99999")).response.status).toBe(404);
  });
});

describe("culture pages /{pageReference}", () => {
  it("show the production and its events", async () => {
    const { response, html } = await fetchPage("/samisk-kveld");
    expect(response.status).toBe(200);
    expect(titleOf(html)).toBe("Samisk kveld | Nordkyst filmfestival");
    expect(html).toContain("875");
    expect(html).toContain("Kjøp billett");
  });

  it("describe themselves by the first summary and a 1920×1080 focal-point image", async () => {
    const { html } = await fetchPage("/samisk-kveld");
    expect(metaOf(html, "description")).toBe("Joik, bidos og samisk film i Samisk hus. Pakker til 875, 775 og 200 kroner.");
    expect(metaOf(html, "og:image")).toBe("https://www.nordkystfilm.no/images/art/samisk-kveld.jpg?w=1920&h=1080&fit=crop&fp-x=0.5&fp-y=0.4");
  });
});

describe("article pages /article/:article", () => {
  it("show the article with its title, festival name in the title and its image as meta image", async () => {
    const { response, html } = await fetchPage(`/article/${encodeURIComponent("film-&-fest")}`);
    expect(response.status).toBe(200);
    expect(h1Of(html)).toBe("Film &amp; fest");
    expect(titleOf(html)).toBe("Film & fest | Nordkyst filmfestival");
    expect(metaOf(html, "og:image")).toBe("https://www.nordkystfilm.no/images/art/hostfjord.jpg");
    expect(metaOf(html, "og:type")).toBe("article");
  });

  it("find the same article whether the browser encodes the punctuation or not", async () => {
    expect((await fetchPage("/article/film-&-fest")).response.status).toBe(200);
    expect((await fetchPage("/article/takk-for-i-år!")).response.status).toBe(200);
    expect((await fetchPage("/article/takk-for-i-%C3%A5r%21")).response.status).toBe(200);
  });

  it("answer 404 for an unknown slug, a malformed escape and an absurdly long slug", async () => {
    expect((await fetchPage("/article/finnes-ikke")).response.status).toBe(404);
    expect((await fetchPage("/article/%E0%A4%A")).response.status).toBe(404);
    expect((await fetchPage(`/article/${"a".repeat(2000)}`)).response.status).toBe(404);
  });
});

describe("canonical and language twins", () => {
  it("name the page's canonical URL on the site's host and link its English twin", async () => {
    const { html } = await fetchPage("/festivalen");
    expect(html).toContain('<link rel="canonical" href="https://www.nordkystfilm.no/festivalen"/>');
    expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="https:\/\/www\.nordkystfilm\.no\/english-information"\/>/);
  });
});
