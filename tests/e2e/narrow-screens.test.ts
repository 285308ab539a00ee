import { readdirSync, readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { closePage, openPage, useBrowser } from "./support/browser";
import { PAGE_KINDS } from "./support/page-kinds";
import { siteUrl } from "./support/site";

/**
 * The narrowest phones still in use (responsive from 320 px: docs/architecture.md "Bars every change
 * keeps"), and today's common one.
 */
const PHONES = [
  { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true },
  { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const;

/**
 * Every static page an editor keeps in content/pages (not the templates with a `:slug`), so a
 * table or a long word added in the CMS is checked too.
 */
const STATIC_PAGES: string[] = readdirSync(new URL("../../content/pages/", import.meta.url))
  .map((file) => (JSON.parse(readFileSync(new URL(`../../content/pages/${file}`, import.meta.url), "utf8")) as { path: string }).path)
  .filter((path) => !path.includes(":"));

const PAGES: string[] = [...new Set([...PAGE_KINDS.map(([, path]) => path), ...STATIC_PAGES])];

/**
 * Whether the page scrolls sideways, and the first elements reaching past the screen's edge (but
 * not those inside a box of their own that scrolls or clips sideways, like the front page's slides
 * or the programme's day tabs — as long as that box itself fits): even when the page itself cannot
 * scroll, such an element is cut off for the visitor.
 */
async function sidewaysScroll(page: Page): Promise<{ scrolls: boolean; wider: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const inSidewaysBox = (e: Element): boolean => {
      for (let box = e.parentElement; box && box !== document.body; box = box.parentElement) {
        // The nearest box that scrolls or clips sideways and itself fits the screen holds it in.
        if (getComputedStyle(box).overflowX !== "visible" && box.getBoundingClientRect().right <= root.clientWidth + 1) return true;
      }
      return false;
    };
    const wider = [...document.querySelectorAll("body *")]
      .filter((e) => e.getBoundingClientRect().right > root.clientWidth + 1 && !inSidewaysBox(e))
      .slice(0, 3)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}: ${(e.textContent ?? "").trim().slice(0, 40)}`);
    return { scrolls: root.scrollWidth > root.clientWidth, wider };
  });
}

describe.each(PHONES)("on a $viewport.width px phone", (phone) => {
  const browser = useBrowser();

  test.each(PAGES)("%s never scrolls sideways", async (path) => {
    const page = await openPage(browser(), phone);
    await page.goto(siteUrl(path));
    const { scrolls, wider } = await sidewaysScroll(page);
    expect({ scrolls, wider }).toEqual({ scrolls: false, wider: [] });
    await closePage(page);
  });
});
