import { readdirSync, readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Device, closePage, openPage, pageSettled, useBrowser } from "./support/browser";
import { PAGE_KINDS } from "./support/page-kinds";
import { SWEPT_PAGES } from "./support/page-sweep";
import { sidewaysScroll } from "./support/sideways-scroll";
import { siteUrl } from "./support/site";

/**
 * Every static page an editor keeps in content/pages (not the templates with a `:slug`), so a
 * table or a long word added in the CMS is checked too.
 */
const STATIC_PAGES: string[] = readdirSync(new URL("../../content/pages/", import.meta.url))
  .map((file) => (JSON.parse(readFileSync(new URL(`../../content/pages/${file}`, import.meta.url), "utf8")) as { path: string }).path)
  .filter((path) => !path.includes(":"));

const PAGES: string[] = [...new Set([...PAGE_KINDS.map(([, path]) => path), ...STATIC_PAGES])];
const SWEPT = new Set(SWEPT_PAGES.map(([, path]) => path));

/**
 * The narrowest phones still in use (responsive from 320 px: docs/architecture.md "Bars every change
 * keeps"), and today's common one. Each page is loaded once at 320 px and then turned to 390 px, as a
 * phone held another way: the layout follows the width without a reload. At 390 px the page kinds
 * are checked by the sweep that loads them once for all its checks (page-kinds-390.test.ts).
 */
const NARROWEST: Device = { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true };
const COMMON = { width: 390, height: 844 };

describe("on a narrow phone", () => {
  const browser = useBrowser();
  // One tab for every page, each loaded as a first visit: a new tab costs Chromium more than a
  // page (docs/decisions/042).
  let page: Page;
  beforeAll(async () => {
    page = await openPage(browser(), NARROWEST);
  });
  afterAll(async () => {
    if (page) await closePage(page);
  });

  test.each(PAGES)("%s never scrolls sideways at 320 px, nor at 390 px", async (path) => {
    await page.context().clearCookies();
    await page.setViewportSize(NARROWEST.viewport);
    await page.goto(siteUrl(path));
    // What lies below the first screen takes its place from the whole stylesheet (docs/decisions/052).
    await pageSettled(page);
    expect(await sidewaysScroll(page), "at 320 px").toEqual({ scrolls: false, wider: [] });
    if (!SWEPT.has(path)) {
      await page.setViewportSize(COMMON);
      expect(await sidewaysScroll(page), "at 390 px").toEqual({ scrolls: false, wider: [] });
    }
  });
});
