import { describe, expect, test } from "vitest";
import { closePage, openPage, useBrowser } from "./support/browser";
import { siteUrl } from "./support/site";

/** An iPhone-sized screen at one device pixel per CSS pixel. */
const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

describe("pictures on a phone", () => {
  const browser = useBrowser();

  for (const path of ["/", "/kystlinjer-DXM10234"]) {
    test(`${path}: the first picture is a variant at most 640 px wide, cached for a year, and every img reserves its box`, async () => {
      const page = await openPage(browser(), PHONE_390);
      const cacheControl = new Map<string, string>();
      page.on("response", (response) => {
        if (response.request().resourceType() === "image") cacheControl.set(response.url(), response.headers()["cache-control"] ?? "");
      });
      await page.goto(siteUrl(path), { waitUntil: "load" });
      const first = page.locator("main img").first();
      await first.evaluate((img: HTMLImageElement) => img.decode());
      const { currentSrc, naturalWidth } = await first.evaluate((img: HTMLImageElement) => ({ currentSrc: img.currentSrc, naturalWidth: img.naturalWidth }));
      expect(currentSrc).toMatch(/\/img\/[a-z0-9-]+\.[0-9a-f]{10}\.\d+\.webp$/);
      expect(naturalWidth).toBeGreaterThan(0);
      expect(naturalWidth).toBeLessThanOrEqual(640);
      expect(cacheControl.get(currentSrc)).toBe("public, max-age=31536000, immutable");
      const boxless = await page
        .locator("img")
        .evaluateAll((imgs) => imgs.filter((img) => !img.getAttribute("width") || !img.getAttribute("height")).map((img) => img.outerHTML.slice(0, 120)));
      expect(boxless).toEqual([]);
      await closePage(page);
    });
  }
});
