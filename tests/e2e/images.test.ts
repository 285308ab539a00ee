import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { closePage, openPage, useBrowser, type Device } from "./support/browser";
import { siteUrl } from "./support/site";

/** A phone at three device pixels per CSS pixel, and a laptop at one: the two ends a picture must serve. */
const PHONE_390_3X: Device = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const LAPTOP_1366: Device = { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 };
const SCREENS: [string, Device][] = [
  ["390 px at 3×", PHONE_390_3X],
  ["1366 px at 1×", LAPTOP_1366],
];

/** A variant's width, from its name (`/img/name.hash.640.webp`). */
const variantWidth = (url: string) => Number(/\.(\d+)\.(?:webp|jpg)$/.exec(url)?.[1]);

/**
 * The widest variant the build made of each picture and of each phone's square of it (decision
 * 056), by `name.hash`: no file can be sharper. Read from the build, not the page, so a srcset that
 * leaves out a width a screen needs still fails.
 */
const widestMade = new Map<string, number>(
  Object.values(
    JSON.parse(readFileSync(new URL("../../build/image-manifest.json", import.meta.url), "utf8")) as Record<
      string,
      { name: string; hash: string; widths: number[]; crops?: Record<string, { hash: string; widths: number[] }> }
    >,
  ).flatMap((e) => [e, ...Object.values(e.crops ?? {})].map((v) => [`${e.name}.${v.hash}`, Math.max(...v.widths)] as const)),
);
const widestOf = (url: string) => widestMade.get(/\/img\/([a-z0-9-]+\.[0-9a-f]{10})\./.exec(url)?.[1] ?? "") ?? 0;

/** Every image request the page makes, in order, by URL. */
function imageRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") urls.push(request.url());
  });
  return urls;
}

/**
 * The largest picture with a srcset inside the first screen, once decoded: the file the browser
 * chose and how wide it is drawn in device pixels. A picture cropped
 * to cover its box (`object-fit: cover`) is drawn wider than the box when the box is taller than
 * the picture: the front page's hero on a phone.
 */
async function firstScreenPicture(page: Page) {
  const index = await page.locator("img[srcset]").evaluateAll((imgs) => {
    const area = (img: Element) => {
      const box = img.getBoundingClientRect();
      const visible = box.width > 0 && box.top < window.innerHeight && box.bottom > 0;
      return visible ? box.width * box.height : 0;
    };
    const areas = imgs.map(area);
    const largest = Math.max(...areas);
    return largest > 0 ? areas.indexOf(largest) : -1;
  });
  expect(index, "a picture in the first screen").toBeGreaterThanOrEqual(0);
  const img = page.locator("img[srcset]").nth(index);
  await img.evaluate((e: HTMLImageElement) => e.decode());
  return img.evaluate((e: HTMLImageElement) => {
    const box = e.getBoundingClientRect();
    const cover = getComputedStyle(e).objectFit === "cover";
    const aspect = e.naturalWidth / e.naturalHeight;
    const drawn = cover ? Math.max(box.width, box.height * aspect) : box.width;
    // Art direction (the front page's hero on a phone): the first <source> whose media holds is what the browser reads.
    const source = [...(e.parentElement?.querySelectorAll("source") ?? [])].find((s) => matchMedia(s.media || "all").matches);
    const chosen = source ? { srcset: source.srcset, sizes: source.sizes } : { srcset: e.srcset, sizes: e.sizes };
    return { className: e.className, currentSrc: e.currentSrc, ...chosen, needed: drawn * devicePixelRatio, fromSource: source !== undefined };
  });
}

describe("the first screen's picture", () => {
  const browser = useBrowser();
  // A festival day's rows start below a laptop's first screen: there the first row's still, scrolled
  // to — in the list, which a laptop shows when the visitor asks for it instead of the timetable.
  const dayList = async (page: Page) => {
    const list = page.getByLabel("Liste", { exact: true });
    if (await list.isVisible()) await list.check();
    await page.locator(".screening-picture").first().scrollIntoViewIfNeeded();
  };
  const pages: [string, ((page: Page) => Promise<void>)?][] = [
    ["/"],
    ["/kystlinjer-DXM10234"],
    ["/kinoprogram?dag=2025-09-20", dayList],
    ["/article/utsolgt%3A-kulinarisk-kino"],
    ["/filmer"],
  ];

  for (const [screen, device] of SCREENS) {
    for (const [path, prepare] of pages) {
      test(`${path} at ${screen}: the file is at least as wide as the picture is drawn (or the widest there is), WebP, cached for a year`, async () => {
        const page = await openPage(browser(), device);
        const cacheControl = new Map<string, string>();
        page.on("response", (response) => {
          if (response.request().resourceType() === "image") cacheControl.set(response.url(), response.headers()["cache-control"] ?? "");
        });
        await page.goto(siteUrl(path), { waitUntil: "load" });
        await prepare?.(page);
        const picture = await firstScreenPicture(page);
        expect(picture.currentSrc).toMatch(/\/img\/[a-z0-9-]+\.[0-9a-f]{10}\.\d+\.webp$/);
        // Not blurry: a 390 px phone at 3× drawing the hero 390 px wide needs 1170 device pixels.
        expect(variantWidth(picture.currentSrc), `${picture.className}: ${picture.currentSrc}`).toBeGreaterThanOrEqual(
          Math.min(Math.floor(picture.needed), widestOf(picture.currentSrc)),
        );
        expect(cacheControl.get(picture.currentSrc)).toBe("public, max-age=31536000, immutable");
        await closePage(page);
      });
    }

    for (const path of ["/", "/kystlinjer-DXM10234", "/article/utsolgt%3A-kulinarisk-kino"]) {
      test(`${path} at ${screen}: the preloaded picture is the one the img shows, fetched once`, async () => {
        const page = await openPage(browser(), device);
        const requests = imageRequests(page);
        await page.goto(siteUrl(path), { waitUntil: "load" });
        const preloads = await page
          .locator('head link[rel="preload"][as="image"][imagesrcset]')
          .evaluateAll((links: HTMLLinkElement[]) =>
            links.map((link) => ({ srcset: link.imageSrcset, sizes: link.imageSizes, applies: matchMedia(link.media || "all").matches })),
          );
        // One preload applies to a screen: the front page's hero has two, each with its media (decision 056).
        const applying = preloads.filter((p) => p.applies);
        expect(applying).toHaveLength(1);
        const picture = await firstScreenPicture(page);
        expect({ srcset: picture.srcset, sizes: picture.sizes, applies: true }).toEqual(applying[0]);
        // The front page's hero is the phone's square on the phone held upright, the whole picture on the laptop.
        expect(picture.fromSource).toBe(path === "/" && device === PHONE_390_3X);
        // Of every preloaded file (the phone's square and the whole picture alike), one came over the network, once: the img's own.
        const candidates = new Set(preloads.flatMap((p) => p.srcset.split(", ").map((c) => siteUrl(c.split(" ")[0] ?? ""))));
        expect(requests.filter((url) => candidates.has(url))).toEqual([picture.currentSrc]);
        await closePage(page);
      });
    }
  }

  test("every img reserves its box on a phone", async () => {
    const page = await openPage(browser(), PHONE_390_3X);
    for (const path of ["/", "/kystlinjer-DXM10234"]) {
      await page.goto(siteUrl(path), { waitUntil: "load" });
      const boxless = await page
        .locator("img")
        .evaluateAll((imgs) => imgs.filter((img) => !img.getAttribute("width") || !img.getAttribute("height")).map((img) => img.outerHTML.slice(0, 120)));
      expect(boxless, path).toEqual([]);
    }
    await closePage(page);
  });
});
