import { describe, expect, test } from "vitest";
import { closePage, openPage, useBrowser } from "./support/browser";
import { PAGE_KINDS } from "./support/page-kinds";
import { siteUrl } from "./support/site";

/** The narrowest phones still in use (DESIGN.md: responsive from 320 px). */
const NARROW = { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true } as const;

describe("on a 320 px phone", () => {
  const browser = useBrowser();

  test.each(PAGE_KINDS)("the %s never scrolls sideways", async (_kind, path) => {
    const page = await openPage(browser(), NARROW);
    await page.goto(siteUrl(path));
    const wider = await page.evaluate(() => {
      const width = document.documentElement.clientWidth + 1;
      // A strip that scrolls inside itself (the programme's day tabs) may hold more than fits; it must fit itself.
      const scrollsInside = (e: Element) => {
        for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
          if (getComputedStyle(a).overflowX !== "visible") return a.getBoundingClientRect().right <= width;
        }
        return false;
      };
      return [...document.querySelectorAll("body *")]
        .filter((e) => e.getBoundingClientRect().right > width && !scrollsInside(e))
        .slice(0, 3)
        .map((e) => `${e.tagName.toLowerCase()}: ${(e.textContent ?? "").trim().slice(0, 40)}`);
    });
    expect(wider).toEqual([]);
    await closePage(page);
  });
});
