import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { siteNow } from "../../src/config/clock";
import { bundledBuild, bundledSource } from "../../src/content/bundled-source";
import { ContentIndex } from "../../src/content/content-index";
import { sitemapXml } from "../../src/routes/feeds/sitemap";
import { osloDateTime } from "../../src/render/structured-data/date-times";
import { robotsTxt } from "../../src/routes/robots";
import { fetchPage } from "../support/fetch-page";
import { childText, childrenNamed, parseXml } from "../support/xml";

// The first request of a fresh isolate parses and sanitizes all content: not what is tested here.
beforeAll(() => fetchPage("/sitemap.xml"), 30_000);

const ORIGIN = "https://www.nordkystfilm.no";

async function sitemap() {
  const { response, html } = await fetchPage("/sitemap.xml");
  const urlset = parseXml(html);
  const entries = childrenNamed(urlset, "url").map((u) => ({ loc: childText(u, "loc") ?? "", lastmod: childText(u, "lastmod") }));
  return { response, xml: html, urlset, entries, locs: entries.map((e) => e.loc) };
}

describe("the sitemap", () => {
  it("is well-formed XML of the sitemaps.org protocol, cached like pages", async () => {
    const { response, urlset, entries } = await sitemap();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toMatch(/s-maxage=\d+/);
    expect(urlset.name).toBe("urlset");
    expect(urlset.attrs.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(entries.length).toBeGreaterThan(150);
    const etag = response.headers.get("etag") ?? "";
    expect((await fetchPage("/sitemap.xml", { headers: { "If-None-Match": etag } })).response.status).toBe(304);
  });

  it("lists every film page, every culture page and every article, on the canonical https host", async () => {
    const { locs } = await sitemap();
    const { bundle } = await bundledSource.load();
    for (const p of bundle.productions) {
      const slug = p.object === "movie" ? p.parentSlug : p.pageReference;
      expect(locs, p.title).toContain(`${ORIGIN}/${encodeURIComponent(slug ?? "")}`);
    }
    for (const a of bundle.articles) {
      const loc = `${ORIGIN}/article/${encodeURIComponent(a.slug)}`;
      // An article dated after the site's clock is not published yet.
      if (a.createdAt <= siteNow(env)) expect(locs, a.slug).toContain(loc);
      else expect(locs, a.slug).not.toContain(loc);
    }
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/www\.nordkystfilm\.no\//);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("percent-encodes punctuation in article slugs and escapes what XML needs", async () => {
    const { xml, locs } = await sitemap();
    expect(locs).toContain(`${ORIGIN}/article/%3C3-buff`);
    expect(locs).toContain(`${ORIGIN}/article/film-%26-fest`);
    expect(locs).toContain(`${ORIGIN}/article/1%2B1%3D2-for-studenter`);
    expect(locs).toContain(`${ORIGIN}/article/%C3%A5pningsfilm-2024%3A-%22bl%C3%A5-time%22`);
    expect(locs).toContain(`${ORIGIN}/article/festivalsjefens-'hemmelige'-favoritter`);
    expect(xml).toContain("<loc>https://www.nordkystfilm.no/article/festivalsjefens-&apos;hemmelige&apos;-favoritter</loc>");
  });

  it("leaves out the 404 page, the personal page, search and the page templates", async () => {
    const { locs } = await sitemap();
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/kinoprogram`);
    expect(locs).toContain(`${ORIGIN}/english-program`);
    for (const path of ["/404.html", "/min-side", "/search"]) expect(locs).not.toContain(`${ORIGIN}${path}`);
    expect(locs.some((l) => l.includes(":article") || l.includes(":production") || l.includes(":culture"))).toBe(false);
  });

  it("gives articles their own last change when the page has not changed since, as a date-time with offset", async () => {
    const { entries } = await sitemap();
    const { bundle } = await bundledSource.load();
    const article = bundle.articles.find((a) => a.slug === "<3-buff");
    const entry = entries.find((e) => e.loc === `${ORIGIN}/article/%3C3-buff`);
    expect(entry?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    // On a fresh KV every page is dated by the content version (docs/decisions/037), never before the article's own change.
    expect(entry?.lastmod).toBe(osloDateTime(Math.max(article?.updatedAt ?? 0, bundledBuild().builtAt)));
    // Dated by a ledger older than the article's change, the article's change shows.
    const older = sitemapXml(new ContentIndex(bundle), bundle.site, () => 0, Number.MAX_SAFE_INTEGER);
    expect(older).toContain(`<loc>${ORIGIN}/article/%3C3-buff</loc><lastmod>${osloDateTime(article?.updatedAt ?? -1)}</lastmod>`);
  });

  // Every page but the plain-slug articles (the same route as the punctuated ones): a full render each.
  it("names only pages a visitor can open", { timeout: 60_000 }, async () => {
    const { locs } = await sitemap();
    const broken: string[] = [];
    for (const loc of locs.filter((l) => !/\/article\/[\w\-%]+$/.test(l) || /%(3C|26|2B|3D|22|3A)/.test(l))) {
      const path = loc.slice(ORIGIN.length);
      const { response } = await fetchPage(path);
      if (response.status !== 200) broken.push(`${response.status} ${path}`);
    }
    expect(broken).toEqual([]);
  });
});

describe("robots.txt", () => {
  it("names the sitemap once the site is published, and still turns everyone away before", async () => {
    const { bundle } = await bundledSource.load();
    const published = robotsTxt({ ...bundle.site, published: true });
    expect(published).toContain("User-agent: *\nAllow: /\n");
    expect(published).toContain(`\nSitemap: ${ORIGIN}/sitemap.xml\n`);
    const unpublished = robotsTxt({ ...bundle.site, published: false });
    expect(unpublished).toContain("Disallow: /\n");
    expect(unpublished).not.toContain("Sitemap:");
  });
});

describe("the strict XML reader the feed tests use", () => {
  it("refuses what is not well-formed", () => {
    for (const bad of ["<a>&</a>", "<a>x < y</a>", "<a><b></a></b>", "<a>&nbsp;</a>", "<a x=1/>", "<a/><b/>", "<a>", "<a x='1' x='2'/>"]) {
      expect(() => parseXml(bad), bad).toThrow();
    }
    expect(childText(parseXml('<?xml version="1.0" encoding="UTF-8"?>\n<a><b>x &amp; &lt;y&gt; &#229;</b></a>'), "b")).toBe("x & <y> å");
  });
});
