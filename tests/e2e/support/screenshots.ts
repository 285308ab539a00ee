import type { Page } from "playwright-core";
import { expect } from "vitest";

// test-results/ is gitignored: screenshots are for people looking at a run, not for comparing.
const DIR = "test-results/screenshots";

/**
 * Saves a full-page PNG named after the running test's group and a label, e.g.
 * `saveScreenshot(page, "phone")` inside `describe("front page")` → front-page-phone.png.
 */
export async function saveScreenshot(page: Page, label: string): Promise<string> {
  const group = (expect.getState().currentTestName ?? "page").split(" > ")[0];
  const slug = `${group} ${label}`
    .toLowerCase()
    .replace(/[^a-z0-9æøå]+/g, "-")
    .replace(/^-|-$/g, "");
  const file = `${DIR}/${slug}.png`;
  await loadLazyImages(page);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Images below the fold load lazily; a full-page picture should show them all (5 s at most). */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = "eager";
    const timeout = new Promise((resolve) => setTimeout(resolve, 5_000));
    await Promise.race([Promise.allSettled(images.map((image) => image.decode())), timeout]);
  });
}
