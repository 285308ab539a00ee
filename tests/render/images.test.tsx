// Pictures as a visitor's browser gets them: one img per picture with the WebP widths its layout
// needs and a JPEG fallback, named by content hash, boxes reserved, the first screen's picture
// preloaded with the img's own srcset; and demo art that does not repeat where a visitor would notice.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import raw from "../../build/content.json";
import { ContentBundleSchema } from "../../src/content/bundle";
import * as layouts from "../../src/render/blocks/image-sizes";
import { imageVariants } from "../../src/render/blocks/image-variants";
import { decodeEntities, fetchPage } from "../support/fetch-page";

const content = v.parse(ContentBundleSchema, raw);
const FILM = "/kystlinjer-DXM10234";
const HASHED_WEBP = /^\/img\/[a-z0-9-]+\.[0-9a-f]{10}\.(\d+)\.webp \1w$/;
const attr = (tag: string, name: string) => decodeEntities(new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1] ?? "");

/** Every img of the page with a srcset: its candidates' widths, its sizes and the tag itself. */
function pictures(html: string) {
  return [...html.matchAll(/<img [^>]*srcSet="[^>]*>/g)].map(([tag]) => {
    const candidates = attr(tag, "srcSet").split(", ");
    return { tag, candidates, widths: candidates.map((c) => Number(/ (\d+)w$/.exec(c)?.[1])), sizes: attr(tag, "sizes"), className: attr(tag, "class") };
  });
}

describe("pictures", () => {
  it("on the front page and a film page are one img each: hashed WebP widths, sizes, a JPEG src, width and height, no second list but the hero's square for a phone", async () => {
    for (const path of ["/", FILM]) {
      const { html } = await fetchPage(path);
      const found = pictures(html);
      expect(found.length, path).toBeGreaterThan(0);
      for (const p of found) {
        for (const candidate of p.candidates) expect(candidate, path).toMatch(HASHED_WEBP);
        expect(p.sizes, path).not.toBe("");
        expect(p.tag, path).toMatch(/ src="\/img\/[a-z0-9-]+\.[0-9a-f]{10}\.\d+\.jpg"/);
        expect(p.tag, path).toMatch(/width="\d+" height="\d+"/);
      }
      // The JPEG widths were a second list for every picture, read by no browser the site supports.
      // The one <source> is art direction: the front page's hero, a phone's square of it (decision 056).
      const sources = html.match(/<source [^>]*>/g) ?? [];
      expect(sources.length, path).toBe(path === "/" ? 1 : 0);
      for (const source of sources) expect(attr(source, "media"), path).toBe(layouts.FESTIVAL_HERO_PHONE.media);
      expect(html, path).not.toMatch(/\.jpg \d+w/);
      // No picture on these pages is left as the one big file it was.
      expect(html, path).not.toMatch(/<img [^>]*src="\/images\/art\//);
    }
  }, 30_000); // the first request of the file loads the whole demo content

  it("every sizes on the pages is a layout's from image-sizes.ts, and lists no width its layout never takes", async () => {
    const known = new Map(Object.values(layouts).map((layout) => [layout.sizes, layout]));
    for (const path of ["/", FILM, "/kinoprogram?dag=2025-09-20", "/filmer", "/nyheter", "/english"]) {
      const { html } = await fetchPage(path);
      for (const p of pictures(html)) {
        const layout = known.get(p.sizes);
        expect(layout, `${path} ${p.className}: ${p.sizes}`).toBeDefined();
        if (!layout) continue;
        // A picture cut narrower than the layout's narrowest keeps its widest: the one a screen takes.
        const listed = p.widths.length > 1 ? p.widths : [];
        for (const w of listed) expect(w, `${path} ${p.className}`).toBeGreaterThanOrEqual(layout.narrowest);
        for (const w of p.widths) expect(w, `${path} ${p.className}`).toBeLessThanOrEqual(layout.widest);
      }
    }
  }, 30_000);

  it("a phone is not offered files no screen takes: the front page's hero starts at 960, a programme row stops at 480", async () => {
    const front = pictures((await fetchPage("/")).html);
    expect(front.find((p) => p.className === "hero-image")?.widths).toEqual([960, 1280]);
    expect(front.filter((p) => p.className === "next-image").every((p) => p.widths.join() === "320,480")).toBe(true);
    const day = pictures((await fetchPage("/kinoprogram?dag=2025-09-20")).html);
    expect(day.length).toBeGreaterThan(20);
    expect(day.every((p) => p.widths.join() === "320,480")).toBe(true);
  });

  it("the card grid draws each card at a column's width, not the window's", async () => {
    const { html } = await fetchPage("/nyheter");
    const cards = pictures(html).filter((p) => p.className === "card-image");
    expect(cards.length).toBeGreaterThanOrEqual(12);
    // Four across a laptop: a card asks for about 310 px there, not the window's width.
    expect(cards.every((c) => c.sizes === layouts.CARD.sizes && c.sizes.includes("(min-width: 1344px) 310px"))).toBe(true);
    expect(cards.every((c) => c.tag.includes('loading="lazy"'))).toBe(true);
  });

  it("the film page preloads its cover at high priority in the head with the very srcset and sizes of the cover img, and writes no second preload", async () => {
    const { html } = await fetchPage(FILM);
    const head = html.slice(0, html.indexOf("</head>"));
    const preload = /<link rel="preload" as="image" type="image\/webp" imageSrcSet="([^"]+)" imageSizes="([^"]+)" fetchPriority="high"\/>/.exec(head);
    expect(preload?.[1]).toMatch(/^\/img\/film-kystlinjer\.[0-9a-f]{10}\.640\.webp 640w/);
    const cover = pictures(html).find((p) => p.className === "film-hero-image");
    expect(cover?.candidates.join(", ")).toBe(decodeEntities(preload?.[1] ?? ""));
    expect(cover?.sizes).toBe(decodeEntities(preload?.[2] ?? ""));
    expect(cover?.tag).toContain('fetchPriority="high"');
    expect(cover?.tag).toContain('loading="eager"');
    // React writes its own preload for an eager img outside a <picture>: it would repeat this one.
    expect(html.match(/rel="preload" as="image"[^>]*imageSrcSet/g)).toHaveLength(1);
  });

  it("the front page preloads its hero twice, each with its media: the phone's square as its <source> has it, the whole picture as its img has it", async () => {
    const { html } = await fetchPage("/");
    const head = html.slice(0, html.indexOf("</head>"));
    const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => ({
      srcset: attr(tag, "imageSrcSet"),
      sizes: attr(tag, "imageSizes"),
      media: attr(tag, "media"),
    }));
    const source = /<source [^>]*>/.exec(html)?.[0] ?? "";
    const hero = pictures(html).find((p) => p.className === "hero-image");
    expect(preloads).toEqual([
      { srcset: attr(source, "srcSet"), sizes: attr(source, "sizes"), media: attr(source, "media") },
      { srcset: hero?.candidates.join(", "), sizes: hero?.sizes, media: `not all and ${attr(source, "media")}` },
    ]);
    expect(attr(source, "srcSet")).toMatch(/^\/img\/film-nordlysets-datter\.[0-9a-f]{10}\.480\.webp 480w/);
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
    expect([...named].filter((url) => imageVariants(url, layouts.COVER) === undefined)).toEqual([]);
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
