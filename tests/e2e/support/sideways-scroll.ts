import type { Page } from "playwright-core";

/**
 * Whether the page scrolls sideways, and the first elements reaching past the screen's edge (but
 * not those inside a box of their own that scrolls or clips sideways, like the front page's slides
 * or the programme's day tabs — as long as that box itself fits): even when the page itself cannot
 * scroll, such an element is cut off for the visitor. `{ scrolls: false, wider: [] }` is a page
 * that fits.
 */
export async function sidewaysScroll(page: Page): Promise<{ scrolls: boolean; wider: string[] }> {
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
