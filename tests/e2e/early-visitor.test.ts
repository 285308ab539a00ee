import type { Page, Route } from "playwright-core";
import { describe, expect, test } from "vitest";
import { closePage, openPage, pageScriptRan, shows, useBrowser } from "./support/browser";
import { siteUrl } from "./support/site";

const LAPTOP = { viewport: { width: 1366, height: 768 } };

/**
 * Holds the page script back (it comes after the first paint, docs/decisions/054) until the
 * returned function lets it through: what a visitor on a slow line does meanwhile happens first.
 */
async function holdPageScript(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/build\/site-[\w-]+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

// A visitor who reaches a control before the page script has come: the script, when it comes,
// answers what they already did rather than wait for them to do it again.
describe("a visitor who is quicker than the page script", () => {
  const browser = useBrowser();

  test("the search field focused before the script arrives suggests as soon as it has, without leaving and coming back", async () => {
    const page = await openPage(browser(), LAPTOP);
    const release = await holdPageScript(page);
    await page.goto(siteUrl("/festivalen"), { waitUntil: "domcontentloaded" });
    const field = page.getByRole("banner").locator('input[name="q"]');
    await field.focus();
    await release();
    await pageScriptRan(page);
    await field.pressSequentially("bill");
    expect(await shows(page.getByRole("option", { name: /Billettinfo/ }), 10_000), "the suggestions come").toBe(true);
    await closePage(page);
  });

  test("the programme filter with the pointer resting on it before the script arrives wakes when the script does", async () => {
    const page = await openPage(browser(), LAPTOP);
    const release = await holdPageScript(page);
    await page.goto(siteUrl("/kinoprogram"), { waitUntil: "domcontentloaded" });
    await page.getByText("Flere filtre").hover();
    await release();
    const island = page.locator('[data-island="programme-filter"][data-island-hydrated]:not([aria-busy])');
    expect(await shows(island, 15_000), "the filter's island is awake without another move").toBe(true);
    await closePage(page);
  });
});
