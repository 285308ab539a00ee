// Pictures as a visitor's browser gets them: width variants in WebP with a JPEG fallback, named by
// content hash, boxes reserved, the first screen's picture preloaded; and demo art that does not
// repeat where a visitor would notice.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import raw from "../../build/content.json";
import { ContentBundleSchema } from "../../src/content/bundle";
import { imageVariants } from "../../src/render/blocks/image-variants";
import { decodeEntities, fetchPage } from "../support/fetch-page";

const content = v.parse(ContentBundleSchema, raw);
const FILM = "/kystlinjer-DXM10234";
const HASHED_WEBP = /^\/img\/[a-z0-9-]+\.[0-9a-f]{10}\.\d+\.webp \d+w$/;

/** Every `<picture>` of the page: its WebP source's srcset and sizes, and its img's attributes. */
function pictures(html: string) {
  return [...html.matchAll(/<picture><source type="image\/webp" srcSet="([^"]+)" sizes="([^"]+)"\/><img ([^>]*)\/?><\/picture>/g)].map((m) => ({
    webp: decodeEntities(m[1] ?? "").split(", "),
    sizes: decodeEntities(m[2] ?? ""),
    img: m[3] ?? "",
  }));
}

describe("pictures", () => {
  it("on the front page and a film page are <picture>s with hashed WebP widths, sizes, a JPEG srcset, width and height", async () => {
    for (const path of ["/", FILM]) {
      const { html } = await fetchPage(path);
      const found = pictures(html);
      expect(found.length, path).toBeGreaterThan(0);
      for (const p of found) {
        expect(p.webp.length, path).toBeGreaterThanOrEqual(4);
        for (const candidate of p.webp) expect(candidate, path).toMatch(HASHED_WEBP);
        expect(p.sizes, path).not.toBe("");
        expect(p.img, path).toMatch(/srcSet="\/img\/[^"]+\.320\.jpg 320w/);
        expect(p.img, path).toMatch(/width="\d+" height="\d+"/);
      }
      // No picture on these pages is left as the one big file it was.
      expect(html, path).not.toMatch(/<img [^>]*src="\/images\/art\//);
    }
  }, 30_000); // the first request of the file loads the whole demo content

  it("the card grid draws each card at a column's width, not the window's", async () => {
    const { html } = await fetchPage("/nyheter");
    const cards = pictures(html);
    expect(cards.length).toBeGreaterThanOrEqual(12);
    // Four across a laptop: a card asks for about 310 px there, not the window's width.
    expect(cards.every((c) => c.sizes.includes("(min-width: 1344px) 310px") && c.sizes.endsWith("100vw"))).toBe(true);
    expect(cards.every((c) => c.img.includes('loading="lazy"'))).toBe(true);
  });

  it("the film page preloads its cover's WebP widths at high priority in the head, and the cover img asks for it first", async () => {
    const { html } = await fetchPage(FILM);
    const head = html.slice(0, html.indexOf("</head>"));
    const preload = /<link rel="preload" as="image" type="image\/webp" imageSrcSet="([^"]+)" imageSizes="([^"]+)" fetchPriority="high"\/>/.exec(head);
    expect(preload?.[1]).toMatch(/^\/img\/film-kystlinjer\.[0-9a-f]{10}\.320\.webp 320w/);
    const cover = pictures(html).find((p) => p.img.includes('class="film-hero-image"'));
    expect(cover?.webp.join(", ")).toBe(decodeEntities(preload?.[1] ?? ""));
    expect(cover?.sizes).toBe(decodeEntities(preload?.[2] ?? ""));
    expect(cover?.img).toContain('fetchPriority="high"');
    expect(cover?.img).toContain('loading="eager"');
  });

  it("the not-found page shows a neutral picture, not the infection-control banner", async () => {
    const { response, html } = await fetchPage("/404.html");
    expect(response.status).toBe(404);
    expect(html).toMatch(/\/img\/tomt-lerret\.[0-9a-f]{10}\.\d+\.webp/);
    // The menu may link to the infection-control page; its picture must not stand on this one.
    expect(html).not.toMatch(/\/(img|images\/art)\/smittevern\./);
  });
});

describe("demo art", () => {
  it("every raster picture the content names was cut into variants (a wrong path would show a broken image)", () => {
    const named = new Set([...JSON.stringify(raw).matchAll(/"(\/images\/[^"?]+\.(?:jpe?g|png|webp))/g)].map((m) => m[1] ?? ""));
    expect(named.size).toBeGreaterThan(30);
    expect([...named].filter((url) => imageVariants(url) === undefined)).toEqual([]);
  });

  it("no two of the first twelve news cards on the front page and on /nyheter share a picture", async () => {
    for (const path of ["/", "/nyheter"]) {
      const { html } = await fetchPage(path);
      // The front page's news: the latest cards and the slideshow's slides. An article both list
      // is one story with its one picture, so each article counts once.
      const items = [...html.matchAll(/<li (?:id="[^"]*-lysbilde-\d+" class="slide"|class="card")>(.*?)<\/li>/g)].map((m) => ({
        image: /<img [^>]*src="([^"]+)"/.exec(m[1] ?? "")?.[1],
        href: /<a [^>]*href="([^"]+)"/.exec(m[1] ?? "")?.[1],
      }));
      const byArticle = new Map(items.filter((i) => i.image && i.href?.startsWith("/article/")).map((i) => [i.href, i.image]));
      const shown = [...byArticle.values()].slice(0, 12);
      expect(shown.length, path).toBe(12);
      expect(new Set(shown).size, `${path}: ${shown.join(" ")}`).toBe(12);
    }
  });

  it("every film has a poster and a still of its own, which no other production uses", () => {
    const movies = content.productions.filter((p) => p.object === "movie");
    expect(movies.length).toBeGreaterThan(40);
    const owners = new Map<string, string[]>();
    for (const p of content.productions) for (const a of p.assets) owners.set(a.url, [...(owners.get(a.url) ?? []), p.title]);
    for (const movie of movies) {
      const poster = movie.assets.find((a) => a.type === "poster");
      const still = movie.assets.find((a) => a.type === "first_image");
      expect(poster?.url, movie.title).toMatch(/^\/images\//);
      expect(still?.url, movie.title).toMatch(/^\/images\//);
      expect(owners.get(poster?.url ?? ""), movie.title).toEqual([movie.title]);
      expect(owners.get(still?.url ?? ""), movie.title).toEqual([movie.title]);
    }
  });

  it("every culture event has a picture no other production uses", () => {
    const firstImages = content.productions.map((p) => p.assets.find((a) => a.type === "first_image")?.url);
    expect(firstImages.every(Boolean)).toBe(true);
    expect(new Set(firstImages).size).toBe(firstImages.length);
  });
});
