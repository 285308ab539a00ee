import type { Page } from "playwright-core";

/**
 * The first screen as drawn once the page's fonts and the pictures in view have loaded: the shot
 * two ways of serving a page are compared by (first-screen-styles, second-view).
 */
export async function firstScreenShot(page: Page): Promise<Buffer> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = Array.from(document.images).filter((image) => image.getBoundingClientRect().top < window.innerHeight);
    // A lazy picture the layout hides never loads, and its decode() never settles: 5 s at most.
    const timeout = new Promise((resolve) => setTimeout(resolve, 5_000));
    await Promise.race([Promise.allSettled(inView.map((image) => image.decode())), timeout]);
  });
  return page.screenshot({ animations: "disabled", caret: "hide" });
}
