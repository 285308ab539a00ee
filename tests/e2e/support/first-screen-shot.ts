import type { Page } from "playwright-core";

/**
 * The first screen as drawn once the page's fonts and the pictures in view have loaded: the shot
 * two ways of serving a page are compared by (support/page-sweep.ts, second-view).
 */
export async function firstScreenShot(page: Page): Promise<Buffer> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Drawn and in view: a picture the layout hides (a closed block of a day's timetable on a
    // laptop) has an empty box, and being lazy it never loads, so its decode() would never settle.
    const inView = Array.from(document.images).filter((image) => {
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
    });
    // Anything else that never settles: 5 s at most.
    const timeout = new Promise((resolve) => setTimeout(resolve, 5_000));
    await Promise.race([Promise.allSettled(inView.map((image) => image.decode())), timeout]);
  });
  return page.screenshot({ animations: "disabled", caret: "hide" });
}
