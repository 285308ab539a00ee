import type { Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { type Device, closePage, useBrowser, pageScriptRan } from "./support/browser";
import { siteUrl } from "./support/site";

/**
 * A link with a folded filter chosen (shared, or from "Flere filtre" earlier) on a phone: the panel
 * stays folded, so the films and screenings start in the first screen; the chosen filters show as
 * chips above them, each taking its choice away when tapped — without JavaScript by loading the
 * page without it, with JavaScript in place.
 */

const PHONE: Device = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const FIRST_SCREEN = 844;

const chips = (p: Page) => p.locator(".chosen-chips:visible a").allTextContents();
const bottomOf = async (p: Page, selector: string) => {
  const box = await p.locator(selector).first().boundingBox();
  return box ? box.y + box.height : Number.POSITIVE_INFINITY;
};
/** The island's code woken (a touch or focus in it does that) and at work: a tap then stays in the page. */
async function awake(p: Page, island: string): Promise<void> {
  await pageScriptRan(p);
  await p.locator(`[data-island="${island}"]`).dispatchEvent("pointerover");
  await p.locator(`[data-island="${island}"][data-island-hydrated]:not([aria-busy])`).waitFor({ state: "attached", timeout: 10_000 });
}

describe("chosen filters as chips on a phone", () => {
  const browser = useBrowser();
  let page: Page | undefined;
  afterEach(async () => {
    if (page) await closePage(page);
    page = undefined;
  });

  test("the catalogue without JavaScript: folded, the chips and the first film in the first screen; a chip loads the films without it", async () => {
    const p = (page = await (await browser().newContext({ ...PHONE, locale: "nb-NO", javaScriptEnabled: false })).newPage());
    await p.goto(siteUrl("/filmer?samtale=ja&lengde=90-120"));
    expect(await p.locator("details.cat-more").evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await p.locator("details.cat-more summary").textContent()).toBe("Flere filtre2 valgt");
    expect(await chips(p)).toEqual(["90–120 min", "Med samtale etter filmen"]);
    expect(await bottomOf(p, ".chosen-chips")).toBeLessThan(FIRST_SCREEN);
    expect(await bottomOf(p, ".cat-count")).toBeLessThan(FIRST_SCREEN);
    const longWithTalk = await p.locator("li.film-card:visible").count();
    expect(longWithTalk).toBeGreaterThan(0);

    await Promise.all([p.waitForURL((url) => url.search === "?lengde=90-120"), p.getByRole("link", { name: "Fjern «Med samtale etter filmen»" }).tap()]);
    expect(await chips(p)).toEqual(["90–120 min"]);
    expect(await p.locator("li.film-card:visible").count()).toBeGreaterThan(longWithTalk);
  });

  test("the catalogue with JavaScript: a chip takes its choice out of the form in place, the address and count follow, focus goes to the count", async () => {
    const p = (page = await (await browser().newContext({ ...PHONE, locale: "nb-NO" })).newPage());
    await p.goto(siteUrl("/filmer?samtale=ja&lengde=90-120"));
    await awake(p, "catalogue");
    const before = (await p.locator(".cat-count").textContent())?.trim();
    await p.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await p.getByRole("link", { name: "Fjern «90–120 min»" }).tap();
    await p.waitForURL((url) => url.search === "?samtale=ja");
    expect(await chips(p)).toEqual(["Med samtale etter filmen"]);
    expect(await p.locator('input[name="lengde"][value="90-120"]').isChecked()).toBe(false);
    expect((await p.locator(".cat-count").textContent())?.trim()).not.toBe(before);
    expect(await p.evaluate(() => document.activeElement?.classList.contains("cat-count"))).toBe(true);
    expect(await p.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // Chosen in the open panel, then folded: the chips name the new choice.
    await p.getByText("Flere filtre").tap();
    expect(await chips(p)).toEqual([]);
    await p.locator('input[name="lengde"][value="90-120"]').check();
    await p.locator("details.cat-more summary").tap();
    expect(await chips(p)).toEqual(["90–120 min", "Med samtale etter filmen"]);
    expect(await accessibilityViolations(p)).toEqual([]);
  });

  test("the programme: folded with the first screening in the first screen; a chip loads the day without it, in place with JavaScript", async () => {
    const p = (page = await (await browser().newContext({ ...PHONE, locale: "nb-NO" })).newPage());
    await p.goto(siteUrl("/kinoprogram?dag=2025-09-20&samtale=ja&tilrettelegging=tekstet"));
    expect(await p.locator("details.filter-more").evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await chips(p)).toEqual(["Med samtale etter filmen", "Tekstet"]);
    expect(await bottomOf(p, ".screenings .screening-title")).toBeLessThan(FIRST_SCREEN);
    const both = await p.locator("li[data-event-id]:visible").count();
    await awake(p, "programme-filter");
    await p.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await p.getByRole("link", { name: "Fjern «Tekstet»" }).tap();
    await p.waitForURL((url) => url.search === "?dag=2025-09-20&samtale=ja");
    await p.waitForFunction(() => !document.querySelector('.b-programme[aria-busy="true"]'));
    expect(await chips(p)).toEqual(["Med samtale etter filmen"]);
    expect(await p.locator("li[data-event-id]:visible").count()).toBeGreaterThanOrEqual(both);
    expect(await p.locator("li[data-event-id]:visible").evaluateAll((rows) => rows.every((li) => li.hasAttribute("data-talk")))).toBe(true);
    expect(await p.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await accessibilityViolations(p)).toEqual([]);
  });
});
