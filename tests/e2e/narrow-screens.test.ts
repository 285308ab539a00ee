import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { type Device, closePage, openPage, useBrowser } from "./support/browser";
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
 * keeps"), and today's common one. At 390 px the page kinds are checked by the sweep that loads them
 * once for all its checks (page-kinds-390.test.ts); here every other page.
 */
const PHONES: [width: number, phone: Device, pages: string[]][] = [
  [320, { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true }, PAGES],
  [390, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, PAGES.filter((path) => !SWEPT.has(path))],
];

describe.each(PHONES)("on a %i px phone", (_width, phone, pages) => {
  const browser = useBrowser();

  test.each(pages)("%s never scrolls sideways", async (path) => {
    const page = await openPage(browser(), phone);
    await page.goto(siteUrl(path));
    const { scrolls, wider } = await sidewaysScroll(page);
    expect({ scrolls, wider }).toEqual({ scrolls: false, wider: [] });
    await closePage(page);
  });
});
