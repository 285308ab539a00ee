import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { PHONE, closePage, useBrowser } from "./support/browser";
import { countWords, filmScreenings, screeningsOn } from "./support/demo-programme";
import { saveScreenshot } from "./support/screenshots";
import { siteUrl } from "./support/site";

/**
 * Filtering the programme on a phone, at the demo's now (17 September 2025, mid-festival): with a
 * plain form submit when JavaScript is off, in place with the URL kept in step when it is on.
 */

const PROGRAMME = "/kinoprogram";

/** The ids of the screenings the visitor sees. */
const visibleIds = (page: Page) =>
  page.locator("li[data-event-id]:visible").evaluateAll((items) => items.map((li) => li.getAttribute("data-event-id") ?? ""));

const countText = async (page: Page) => (await page.locator(".programme-count").textContent())?.trim();

/** A phone page in a fresh context; nothing leaves the machine (the checkout and analytics are refused). */
async function phonePage(context: BrowserContext): Promise<Page> {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  return context.newPage();
}

describe("the programme filter on a phone", () => {
  const browser = useBrowser();
  let page: Page | undefined;

  afterEach(async () => {
    if (page) await closePage(page);
    page = undefined;
  });

  test("without JavaScript: the form submits, the URL says the filter and the list follows it", async () => {
    const p = (page = await phonePage(await browser().newContext({ ...PHONE, locale: "nb-NO", javaScriptEnabled: false })));
    await p.goto(siteUrl(PROGRAMME));
    const all = await visibleIds(p);
    await p.getByText("Flere filtre").tap();
    await p.getByLabel("Barnets alder").selectOption("7");
    await p.getByLabel("Sammen med voksen").check();
    await Promise.all([p.waitForURL(/alder=7/), p.getByRole("button", { name: "Vis program" }).tap()]);

    const url = new URL(p.url());
    expect(url.pathname).toBe(PROGRAMME);
    expect(url.searchParams.get("alder")).toBe("7");
    expect(url.searchParams.get("voksen")).toBe("ja");
    const ages = await p.locator("li[data-event-id]:visible").evaluateAll((items) => items.map((li) => li.getAttribute("data-age")));
    expect(ages.length).toBeGreaterThan(0);
    expect(ages.length).toBeLessThan(all.length);
    expect(new Set(ages)).toEqual(new Set(["A", "6", "9"]));
    expect(await countText(p)).toBe(`Viser ${ages.length} visninger`);
    // The form shows what is applied.
    expect(await p.getByLabel("Barnets alder").inputValue()).toBe("7");
    expect(await p.getByLabel("Sammen med voksen").isChecked()).toBe(true);
  });

  test("with JavaScript: a change filters in place, the URL follows, and it is the server's list for that URL", async () => {
    const p = (page = await phonePage(await browser().newContext({ ...PHONE, locale: "nb-NO" })));
    await p.goto(siteUrl(PROGRAMME));
    await p.waitForFunction(() => document.body.dataset["clientLoaded"] !== undefined, null, { timeout: 10_000 });
    await p.waitForLoadState("networkidle");
    // The filter's code comes when the visitor reaches for the filter, not with the page.
    expect(await p.locator('[data-island="programme-filter"][data-island-hydrated]').count()).toBe(0);
    // Survives only if the page is not loaded again.
    await p.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    await p.getByText("Flere filtre").tap();
    await p.getByRole("checkbox", { name: "Tekstet" }).check();
    await p.waitForURL(/\?tilrettelegging=tekstet$/);
    const captioned = await visibleIds(p);
    expect(captioned.length).toBeGreaterThan(0);
    expect(await p.locator("li[data-event-id]:visible").evaluateAll((items) => items.every((li) => li.getAttribute("data-access")?.includes("captioned")))).toBe(true);
    expect(await countText(p)).toBe(`Viser ${captioned.length} visninger`);
    // The day tabs follow in place: Saturday's tab now links to Saturday with the captioned filter, and counts those.
    const saturday = p.locator('a.day-tab[data-day="2025-09-20"]');
    expect(await saturday.getAttribute("href")).toBe(`${PROGRAMME}?dag=2025-09-20&tilrettelegging=tekstet`);
    const captionedSaturday = screeningsOn("2025-09-20").filter((e) => e.accessibility.includes("captioned")).length;
    expect(captionedSaturday).toBeLessThan(screeningsOn("2025-09-20").length);
    expect((await saturday.locator(".day-tab-count").textContent())?.trim()).toBe(countWords(captionedSaturday));
    expect(await p.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // The same URL loaded afresh (the server's filter) shows the same screenings.
    const inPlace = await visibleIds(p);
    const fresh = await p.context().newPage();
    await fresh.goto(p.url());
    expect(await visibleIds(fresh)).toEqual(inPlace);
    await fresh.close();

    // Nothing fits (no screening for a baby is both audio-described and relaxed): the page says so,
    // and clearing brings the whole programme back without a load.
    const fits = filmScreenings.filter((e) => e.ageLimit === "A" && ["captioned", "audio-description", "relaxed"].every((m) => e.accessibility.includes(m)));
    expect(fits).toEqual([]);
    await p.getByLabel("Barnets alder").selectOption("0");
    await p.getByRole("checkbox", { name: "Synstolket" }).check();
    await p.waitForURL(/synstolket/);
    await p.getByRole("checkbox", { name: "Avslappet visning" }).check();
    await p.waitForURL(/avslappet/);
    expect(await p.getByText("Ingen visninger passer filtrene dine.").isVisible()).toBe(true);
    await p.locator(".programme-empty").getByRole("link", { name: "Nullstill filtre" }).tap();
    await p.waitForURL((url) => url.search === "");
    expect(await p.getByText("Ingen visninger passer filtrene dine.").isVisible()).toBe(false);
    expect((await visibleIds(p)).length).toBeGreaterThan(20);
    expect(await p.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("with JavaScript: Vis tidligere dager shows the festival's first days in place", async () => {
    const p = (page = await phonePage(await browser().newContext({ ...PHONE, locale: "nb-NO" })));
    await p.goto(siteUrl(PROGRAMME));
    // A touch on the filter brings its code; then the link works in place.
    await p.getByText("Flere filtre").focus();
    await p.locator('[data-island="programme-filter"][data-island-hydrated]:not([aria-busy])').waitFor();
    await p.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    expect(await p.locator('li[data-event-id="nff25-kystlinjer-apning"]').isVisible()).toBe(false);
    await p.getByRole("link", { name: "Vis tidligere dager" }).tap();
    await p.waitForURL(/\?tidligere=ja$/);
    const opening = p.locator('li[data-event-id="nff25-kystlinjer-apning"]');
    expect(await opening.isVisible()).toBe(true);
    expect((await opening.locator(".screening-over").textContent())?.trim()).toBe("Visningen er over");
    expect(await p.getByRole("link", { name: "Vis tidligere dager" }).isVisible()).toBe(false);
    expect(await p.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("a filtered programme has no WCAG 2.1 A/AA violations and fits a 320 px phone", async () => {
    const context = await browser().newContext({ ...PHONE, viewport: { width: 320, height: 640 }, locale: "nb-NO" });
    const p = (page = await phonePage(context));
    await p.goto(siteUrl(`${PROGRAMME}?alder=7&voksen=ja&tilrettelegging=tekstet&tidligere=ja`));
    expect(await accessibilityViolations(p)).toEqual([]);
    const wider = await p.evaluate(() =>
      [...document.querySelectorAll("main *")]
        // The day tabs scroll inside their strip: tabs may lie beyond the edge, the strip may not.
        .filter((e) => !e.closest(".day-tabs li") && e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
    );
    expect(wider).toEqual([]);
    await saveScreenshot(p, "filtered at 320 px");
  });
});
