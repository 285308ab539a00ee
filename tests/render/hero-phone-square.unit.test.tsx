// The front page's hero on a phone (decision 056): the build cuts a square of the hero's picture
// around its focal point, the page offers it to a phone as a <source> with its media, and the head
// preloads the square for a phone and the whole picture elsewhere, never both for one screen.
import { readFileSync } from "node:fs";
import { renderToString } from "react-dom/server";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { focalX, heroCrops, squareAround } from "../../scripts/hero-crops.mjs";
import { PageBlocks } from "../../src/render/blocks/PageBlocks";
import { focalFraction } from "../../src/render/blocks/focal-point";
import { FESTIVAL_HERO, FESTIVAL_HERO_PHONE } from "../../src/render/blocks/image-sizes";
import { imageVariants, squareVariants } from "../../src/render/blocks/image-variants";
import { firstScreenImages } from "../../src/render/first-screen-image";
import { block, ctx, data, page } from "./fixtures";

const manifest = JSON.parse(readFileSync("build/image-manifest.json", "utf8")) as Record<
  string,
  { name: string; crops?: Record<string, { w: number; h: number; hash: string; widths: number[] }> }
>;
const PICTURE = "/images/art/film-nordlysets-datter.jpg";

const frontPage = (image: { url: string; focalPointQuery: string }) =>
  data(
    page(
      [
        block("festival-hero", "hero", 1, {
          props: { heading: "Nordkyst filmfestival", image: { ...image, alt: "" }, actions: [{ label: "Se programmet", href: "/kinoprogram" }] },
        }),
      ],
      { path: "/" },
    ),
  );
const heroHtml = (image: { url: string; focalPointQuery: string }) => renderToString(<PageBlocks data={frontPage(image)} ctx={ctx({ path: "/" })} />);
const attr = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll("&amp;", "&");

describe("the hero's markup", () => {
  test("a phone is offered the square around the focal point as a <source> with its media, the img keeps the whole picture and its one object-position", () => {
    const html = heroHtml({ url: PICTURE, focalPointQuery: "fp-x=0.5&fp-y=0.35" });
    const picture = /<picture><source [^>]*\/><img [^>]*class="hero-image"[^>]*\/><\/picture>/.exec(html)?.[0] ?? "";
    expect(picture).not.toBe("");
    const source = /<source [^>]*>/.exec(picture)?.[0] ?? "";
    expect(attr(source, "media")).toBe(FESTIVAL_HERO_PHONE.media);
    expect(attr(source, "sizes")).toBe(FESTIVAL_HERO_PHONE.sizes);
    expect(attr(source, "srcSet")).toMatch(/^\/img\/film-nordlysets-datter\.[0-9a-f]{10}\.480\.webp 480w, .*\.720\.webp 720w$/);
    expect([attr(source, "width"), attr(source, "height")]).toEqual(["720", "720"]);
    const img = /<img [^>]*>/.exec(picture)?.[0] ?? "";
    expect(attr(img, "srcSet")).toBe(imageVariants(PICTURE, FESTIVAL_HERO)?.srcset);
    expect(attr(img, "srcSet")).not.toContain(attr(source, "srcSet")?.split(" ")[0]);
    expect(attr(img, "style")).toBe("object-position:50% 35%");
    expect(html.match(/<source /g)).toHaveLength(1);
  });

  test("a focal point moved since the build, or a picture the build never saw, keeps the one img of before", () => {
    const moved = heroHtml({ url: PICTURE, focalPointQuery: "fp-x=0.2&fp-y=0.35" });
    expect(moved).not.toContain("<source");
    expect(moved).toMatch(/<picture><img [^>]*class="hero-image" style="object-position:20% 35%"\/><\/picture>/);
    const elsewhere = heroHtml({ url: "https://cms.example.org/hero.jpg", focalPointQuery: "fp-x=0.5" });
    expect(elsewhere).not.toContain("<source");
    expect(elsewhere).not.toContain("<picture>");
    expect(elsewhere).toMatch(/<img src="https:\/\/cms\.example\.org\/hero\.jpg"[^>]*class="hero-image"/);
  });
});

describe("the head's preloads of the hero", () => {
  test("two, each with its media: the square where the <source> applies and the whole picture everywhere else", () => {
    const preloads = firstScreenImages(frontPage({ url: PICTURE, focalPointQuery: "fp-x=0.5&fp-y=0.35" }));
    expect(preloads).toEqual([
      { srcset: squareVariants(PICTURE, 0.5, FESTIVAL_HERO_PHONE)?.srcset, sizes: FESTIVAL_HERO_PHONE.sizes, media: FESTIVAL_HERO_PHONE.media },
      { srcset: imageVariants(PICTURE, FESTIVAL_HERO)?.srcset, sizes: FESTIVAL_HERO.sizes, media: `not all and ${FESTIVAL_HERO_PHONE.media}` },
    ]);
    // One query, so "not all and" negates all of it: a list with a comma would negate only its first.
    expect(FESTIVAL_HERO_PHONE.media).not.toContain(",");
  });

  test("one, without media, where the build cut no square", () => {
    const preloads = firstScreenImages(frontPage({ url: PICTURE, focalPointQuery: "fp-x=0.9" }));
    expect(preloads).toEqual([{ srcset: imageVariants(PICTURE, FESTIVAL_HERO)?.srcset, sizes: FESTIVAL_HERO.sizes }]);
  });
});

describe("the square", () => {
  test("is the picture's full height, placed so the focal point sits as far across it as across the whole", () => {
    for (const x of [0, 0.1, 0.35, 0.5, 0.77, 1]) {
      const square = squareAround(1280, 720, x);
      expect(square).toMatchObject({ top: 0, width: 720, height: 720 });
      const left = square?.left ?? Number.NaN;
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left + 720).toBeLessThanOrEqual(1280);
      expect(Math.abs((x * 1280 - left) / 720 - x)).toBeLessThan(1 / 720);
    }
    expect(squareAround(720, 1080, 0.5)).toBeUndefined();
  });

  test("shows a phone's box the very part the whole picture showed it (object-fit: cover, the same object-position)", () => {
    // The phones' boxes: 320×336, 360×496 (the text is taller than 58vh), 390×490, 412×531.
    const visible = (imageWidth: number, scale: number, boxWidth: number, x: number) => {
      const drawn = imageWidth * scale;
      const start = (x * (drawn - boxWidth)) / scale;
      return [start, start + boxWidth / scale];
    };
    for (const [w, h] of [
      [320, 336],
      [360, 496],
      [390, 490],
      [412, 531],
    ] as const) {
      for (const x of [0, 0.3, 0.5, 0.9]) {
        const scale = h / 720; // both are drawn as tall as the box: it is taller than wide
        const whole = visible(1280, scale, w, x);
        const left = squareAround(1280, 720, x)?.left ?? Number.NaN;
        const square = visible(720, scale, w, x).map((v) => v + left);
        expect(Math.abs((square[0] ?? 0) - (whole[0] ?? 0)), `${w}×${h} at ${x}`).toBeLessThan(1);
        expect(Math.abs((square[1] ?? 0) - (whole[1] ?? 0)), `${w}×${h} at ${x}`).toBeLessThan(1);
      }
    }
  });

  test("is looked up by the focal x the build and the page read alike from the content's query", () => {
    for (const query of ["fp-x=0.5&fp-y=0.35", "fp-x=0.3456", "?fp-x=1.7", "fp-x=-2", "fp-x=abc", "fp-y=0.2", "fp-x=", ""]) {
      expect(focalX(query), query).toBe(focalFraction(query, "x") ?? 0.5);
    }
  });
});

describe("the build's squares", () => {
  test("every festival hero of the content has its square in the manifest, cut square at every width it lists", async () => {
    const heroes = await heroCrops("content");
    expect(heroes.get(PICTURE)).toEqual(new Set([0.5]));
    for (const [url, xs] of heroes) {
      for (const x of xs) {
        const entry = manifest[url];
        const square = entry?.crops?.[String(x)];
        expect(square, `${url} at ${x}`).toMatchObject({ w: 720, h: 720 });
        for (const w of square?.widths ?? []) {
          const meta = await sharp(`public/img/${entry?.name}.${square?.hash}.${w}.webp`).metadata();
          expect([meta.width, meta.height], `${url} ${w}`).toEqual([w, w]);
        }
      }
    }
    // Only the heroes' pictures: a card's or a poster's is never drawn taller than wide.
    expect(Object.values(manifest).filter((e) => e.crops).length).toBe(heroes.size);
  });
});
