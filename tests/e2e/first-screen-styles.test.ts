import { writeFileSync, mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { closePage, useBrowser, type Device } from "./support/browser";
import { firstScreenShot } from "./support/first-screen-shot";
import { PAGE_KINDS } from "./support/page-kinds";
import { pixelDifference } from "./support/pixel-difference";
import { siteUrl } from "./support/site";

// The first screen paints from the inline rules alone (docs/decisions/030): the linked site
// stylesheet, which arrives after the first paint on a slow network, must change nothing in it.
// Every page kind is shot twice at each width, once with the stylesheet and once with its request
// refused, and the two first screens compared pixel by pixel.

const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const LAPTOP_1366 = { viewport: { width: 1366, height: 768 } } as const;
/** The linked stylesheet: the one file under /build/ that ends in .css. */
const SITE_STYLESHEET = /\/build\/site-[\w-]+\.css$/;
/** Changed pixels allowed: antialiasing where text meets a picture, never a moved or restyled element. */
const MAX_CHANGED_SHARE = 0.001;
/** Every page kind, and the pages that are not content: the audience award's results and ballot. */
const KINDS: [kind: string, path: string][] = [
  ...PAGE_KINDS,
  ["audience award results", "/publikumsprisen"],
  ["audience award ballot, not logged in", "/stem/nff25-isen-som-forsvant-1"],
];
// test-results/ is gitignored: the pairs are kept for a person to look at when a kind fails.
const DIR = "test-results/first-screen";

/** The first screen as drawn once the page, its fonts and the pictures in view have loaded. */
async function firstScreen(page: Page, path: string, withStylesheet: boolean): Promise<Buffer> {
  let refused = 0;
  // A first visit paints in the typeface's metric twin, and the face itself is used only if it is
  // there within the browser's short wait (font-display: optional, docs/decisions/049): whether it
  // makes it depends on timing, not on the stylesheet. Both shots are drawn in the twin, so what is
  // compared is what the stylesheet lays out.
  await page.route("**/*.woff2", (route) => route.abort());
  if (!withStylesheet) {
    await page.route(SITE_STYLESHEET, (route) => {
      refused++;
      return route.abort();
    });
  }
  await page.goto(siteUrl(path), { waitUntil: "load" });
  const shot = await firstScreenShot(page);
  if (!withStylesheet) expect(refused, "the page links the site stylesheet").toBe(1);
  return shot;
}

async function shotIn(browser: () => Browser, device: Device, path: string, withStylesheet: boolean): Promise<Buffer> {
  // No service worker: its one-time "works offline now" note would land in one shot and not the other.
  const context = await browser().newContext({ ...device, locale: "nb-NO", serviceWorkers: "block" });
  const page = await context.newPage();
  try {
    return await firstScreen(page, path, withStylesheet);
  } finally {
    await closePage(page);
  }
}

describe("the first screen without the linked stylesheet", () => {
  const browser = useBrowser();

  describe.each<[string, Device]>([
    ["390", PHONE_390],
    ["1366", LAPTOP_1366],
  ])("at %s px", (width, device) => {
    test.each(KINDS)("%s (%s) looks the same before the stylesheet arrives", async (kind, path) => {
      const whole = await shotIn(browser, device, path, true);
      const inline = await shotIn(browser, device, path, false);
      const diff = await pixelDifference(whole, inline);
      if (diff.share > MAX_CHANGED_SHARE) {
        mkdirSync(DIR, { recursive: true });
        const slug = `${kind}-${width}`.toLowerCase().replace(/[^a-z0-9]+/g, "-");
        writeFileSync(`${DIR}/${slug}-with.png`, whole);
        writeFileSync(`${DIR}/${slug}-inline-only.png`, inline);
      }
      expect(diff.share, `${kind} at ${width} px: ${diff.pixels} pixels changed in ${JSON.stringify(diff.box)}`).toBeLessThanOrEqual(MAX_CHANGED_SHARE);
    });
  });
});
