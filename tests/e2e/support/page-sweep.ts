import { mkdirSync, writeFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accessibilityViolations } from "./axe";
import { type Device, WAIT_MS, closePage, pageScriptRan, pageSettled, useBrowser } from "./browser";
import { firstScreenShot } from "./first-screen-shot";
import { PAGE_KINDS } from "./page-kinds";
import { pixelDifference } from "./pixel-difference";
import { sidewaysScroll } from "./sideways-scroll";
import { siteUrl } from "./site";

// Every page kind at one width, loaded once for all the checks that read a page as it stands (the
// status, axe-core, one h1 and no sideways scroll on a phone) and once more without the linked
// stylesheet, whose first screen must be the one the full page drew (docs/decisions/030). Each check
// fails on its own (`expect.soft`), naming the page, the width and the check (docs/decisions/042).

/**
 * Every page kind, and the pages that are not content: the audience award's results (on this site,
 * which names no award, the not-found page) and ballot; with the status each answers.
 */
export const SWEPT_PAGES: [kind: string, path: string, status: number][] = [
  ...PAGE_KINDS.map(([kind, path]): [string, string, number] => [kind, path, 200]),
  ["audience award results", "/publikumsprisen", 404],
  ["audience award ballot, not logged in", "/stem/nff25-isen-som-forsvant-1", 200],
];

/** The linked stylesheet: the one file under /build/ that ends in .css. */
const SITE_STYLESHEET = /\/build\/site-[\w-]+\.css$/;
/** Changed pixels allowed: antialiasing where text meets a picture, never a moved or restyled element. */
const MAX_CHANGED_SHARE = 0.001;
// test-results/ is gitignored: the pairs are kept for a person to look at when a kind fails.
const DIR = "test-results/first-screen";

/**
 * One tab that loads page after page, with or without the linked stylesheet. A new tab costs
 * Chromium about two thirds of a CPU second before the page is asked for (a renderer of its own),
 * three times what our heaviest page costs to load into a tab that is there (docs/decisions/042), so
 * the sweep keeps one tab per way of loading. Each load starts as a first visit: the stylesheet
 * cookie of decision 038 (which makes a second page in one context another page) is cleared first,
 * and both tabs visit the same pages in the same order, so they see the same links as visited.
 */
class SweepTab {
  private refused = 0;

  private constructor(
    private readonly page: Page,
    private readonly withStylesheet: boolean,
  ) {}

  static async open(browser: Browser, device: Device, withStylesheet: boolean): Promise<SweepTab> {
    // No service worker: its one-time "works offline now" note would land in one shot and not the other.
    const context = await browser.newContext({ ...device, locale: "nb-NO", serviceWorkers: "block" });
    const page = await context.newPage();
    const tab = new SweepTab(page, withStylesheet);
    // A first visit paints in the typeface's metric twin, and the face itself is used only if it is
    // there within the browser's short wait (font-display: optional, docs/decisions/049): whether it
    // makes it depends on timing, not on the stylesheet. Both loads are drawn and checked in the twin.
    await page.route("**/*.woff2", (route) => route.abort());
    if (!withStylesheet) {
      await page.route(SITE_STYLESHEET, (route) => {
        tab.refused++;
        return route.abort();
      });
    }
    return tab;
  }

  /** Loads `path` as a first visit, runs `use` on it once the page script (and stylesheet) came. */
  async load<T>(path: string, use: (page: Page, status: number | undefined) => Promise<T>): Promise<T> {
    await this.page.context().clearCookies();
    this.refused = 0;
    const response = await this.page.goto(siteUrl(path), { waitUntil: "load" });
    // The page script comes after the first paint and asks for the stylesheet (docs/decisions/052, 054).
    await (this.withStylesheet ? pageSettled(this.page, WAIT_MS) : pageScriptRan(this.page, WAIT_MS));
    const result = await use(this.page, response?.status());
    if (!this.withStylesheet) expect(this.refused, `${path}: the page links the site stylesheet`).toBe(1);
    return result;
  }

  close(): Promise<void> {
    return closePage(this.page);
  }
}

/** The checks of one page as loaded in full; its first screen drawn before any check touches it. */
async function checkLoaded(page: Page, status: number | undefined, expected: number, at: string, phone: boolean): Promise<Buffer> {
  expect.soft(status, `${at}: answers ${expected}`).toBe(expected);
  const shot = await firstScreenShot(page);
  if (phone) {
    expect.soft(await sidewaysScroll(page), `${at}: never scrolls sideways`).toEqual({ scrolls: false, wider: [] });
    expect.soft(await page.getByRole("heading", { level: 1 }).count(), `${at}: one h1`).toBe(1);
  }
  // Last: axe shows the parts `content-visibility: auto` left undrawn (support/axe.ts).
  expect.soft(await accessibilityViolations(page), `${at}: accessible (WCAG 2.1 A/AA, axe-core)`).toEqual([]);
  return shot;
}

/**
 * One test per page kind at this width: the page answers as it should, passes axe-core, on a phone has one
 * h1 and never scrolls sideways, and its first screen looks the same before the stylesheet arrives.
 */
export function sweepPageKinds(width: number, device: Device, phone: boolean): void {
  describe(`every page kind at ${width} px`, () => {
    const browser = useBrowser();
    let whole: SweepTab;
    let inlineOnly: SweepTab;
    beforeAll(async () => {
      whole = await SweepTab.open(browser(), device, true);
      inlineOnly = await SweepTab.open(browser(), device, false);
    });
    afterAll(async () => {
      await whole?.close();
      await inlineOnly?.close();
    });

    test.each(SWEPT_PAGES)("%s (%s): accessible, fits, the same first screen without the linked stylesheet", async (kind, path, status) => {
      const at = `${kind} (${path}) at ${width} px`;
      const full = await whole.load(path, (page, answered) => checkLoaded(page, answered, status, at, phone));
      const inline = await inlineOnly.load(path, (page) => firstScreenShot(page));
      const diff = await pixelDifference(full, inline);
      if (diff.share > MAX_CHANGED_SHARE) {
        mkdirSync(DIR, { recursive: true });
        const slug = `${kind}-${width}`.toLowerCase().replace(/[^a-z0-9]+/g, "-");
        writeFileSync(`${DIR}/${slug}-with.png`, full);
        writeFileSync(`${DIR}/${slug}-inline-only.png`, inline);
      }
      const changed = `${at}: first screen before the stylesheet arrives: ${diff.pixels} pixels changed in ${JSON.stringify(diff.box)}`;
      expect.soft(diff.share, changed).toBeLessThanOrEqual(MAX_CHANGED_SHARE);
    });
  });
}
