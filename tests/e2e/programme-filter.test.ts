import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { PHONE, closePage, useBrowser, pageScriptRan, pageSettled } from "./support/browser";
import { countWords, filmScreenings, screeningsOn } from "./support/demo-programme";
import { saveScreenshot } from "./support/screenshots";
import { siteUrl } from "./support/site";

/**
 * Filtering the programme on a phone, at the demo's now (17 September 2025, mid-festival): with a
 * plain form submit when JavaScript is off; with JavaScript, the filter island loads the page of
 * the filter (the server's, for that address) and swaps it in, the address in history.
 */

const PROGRAMME = "/kinoprogram";

/** The ids of the screenings the visitor sees. */
const visibleIds = (page: Page) => page.locator("li[data-event-id]:visible").evaluateAll((items) => items.map((li) => li.getAttribute("data-event-id") ?? ""));

/** Every screening row in the page, seen or not: a page carries what it shows, so the two are the same. */
const allIds = (page: Page) => page.locator("li[data-event-id]").evaluateAll((items) => items.map((li) => li.getAttribute("data-event-id") ?? ""));

/** Waits until the filter island has its code and is not loading. */
async function islandReady(page: Page): Promise<void> {
  // The page script comes after the first paint (docs/decisions/054): a focus before it runs wakes nothing.
  await pageScriptRan(page);
  await page.getByText("Flere filtre").focus();
  await page.locator('[data-island="programme-filter"][data-island-hydrated]:not([aria-busy])').waitFor();
}

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
    const allAges = await p.locator("li[data-event-id]:visible").evaluateAll((items) => items.map((li) => li.getAttribute("data-age")));
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
    // Unfiltered, the list had films a seven-year-old may not see even with an adult; now it has none.
    expect(allAges.some((age) => !["A", "6", "9"].includes(age ?? ""))).toBe(true);
    expect(new Set(ages)).toEqual(new Set(["A", "6", "9"]));
    expect(await countText(p)).toBe(`Viser ${ages.length} visninger`);
    // The form shows what is applied.
    expect(await p.getByLabel("Barnets alder").inputValue()).toBe("7");
    expect(await p.getByLabel("Sammen med voksen").isChecked()).toBe(true);
  });

  test("with JavaScript: a change loads that filter's programme in place, the address follows, and back goes back", async () => {
    const p = (page = await phonePage(await browser().newContext({ ...PHONE, locale: "nb-NO" })));
    await p.goto(siteUrl(PROGRAMME));
    await pageScriptRan(p);
    await p.waitForLoadState("networkidle");
    // The filter's code comes when the visitor reaches for the filter, not with the page.
    expect(await p.locator('[data-island="programme-filter"][data-island-hydrated]').count()).toBe(0);
    const plain = await allIds(p);
    // Survives only if the page is not loaded again.
    await p.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    await p.getByText("Flere filtre").tap();
    await p.getByRole("checkbox", { name: "Tekstet" }).check();
    await p.waitForURL(/\?tilrettelegging=tekstet$/);
    await p.waitForFunction(() => document.querySelector(".programme-count")?.textContent !== "" && !document.querySelector('.b-programme[aria-busy="true"]'));
    const captioned = await allIds(p);
    expect(captioned.length).toBeGreaterThan(0);
    expect(await visibleIds(p)).toEqual(captioned);
    expect(await p.locator("li[data-event-id]").evaluateAll((items) => items.every((li) => li.getAttribute("data-access")?.includes("captioned")))).toBe(true);
    await p.waitForFunction((n) => document.querySelector(".programme-count")?.textContent === `Viser ${n} visninger`, captioned.length);
    // The panel stays open and the checkbox keeps the focus the visitor gave it.
    expect(await p.locator("details.filter-more").evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await p.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe("tekstet");
    // The day tabs came with the page: Saturday's tab links to Saturday with the captioned filter, and counts those.
    const saturday = p.locator('a.day-tab[data-day="2025-09-20"]');
    expect(await saturday.getAttribute("href")).toBe(`${PROGRAMME}?dag=2025-09-20&tilrettelegging=tekstet`);
    const captionedSaturday = screeningsOn("2025-09-20").filter((e) => e.accessibility.includes("captioned")).length;
    expect(captionedSaturday).toBeLessThan(screeningsOn("2025-09-20").length);
    expect((await saturday.locator(".day-tab-count").textContent())?.trim()).toBe(countWords(captionedSaturday));
    expect(await p.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // The same address loaded afresh (the server's filter, without the island) shows the same screenings.
    const fresh = await p.context().newPage();
    await fresh.goto(p.url());
    expect(await allIds(fresh)).toEqual(captioned);
    await fresh.close();

    // Nothing fits (no screening for a baby is both audio-described and relaxed): the page says so,
    // and clearing brings the whole programme back without a load.
    const fits = filmScreenings.filter((e) => e.ageLimit === "A" && ["captioned", "audio-description", "relaxed"].every((m) => e.accessibility.includes(m)));
    expect(fits).toEqual([]);
    await p.getByLabel("Barnets alder").selectOption("0");
    await p.waitForURL(/alder=0/);
    await p.getByRole("checkbox", { name: "Synstolket" }).check();
    await p.waitForURL(/synstolket/);
    await p.getByRole("checkbox", { name: "Avslappet visning" }).check();
    await p.waitForURL(/avslappet/);
    await p.getByText("Ingen visninger passer alle valgene dine.").waitFor();
    await p.locator(".programme-empty").getByRole("link", { name: "Nullstill filtre" }).tap();
    await p.waitForURL((url) => url.search === "");
    await p.locator(".programme-empty").waitFor({ state: "detached" });
    expect(await allIds(p)).toEqual(plain);

    // Back steps through what the visitor saw: the empty filter, then the captioned one.
    await p.goBack();
    await p.waitForURL(/avslappet/);
    await p.getByText("Ingen visninger passer alle valgene dine.").waitFor();
    await p.goBack();
    await p.goBack();
    await p.goBack();
    await p.waitForURL(/\?tilrettelegging=tekstet$/);
    await p.waitForFunction((n) => document.querySelectorAll("li[data-event-id]").length === n, captioned.length);
    expect(await p.getByRole("checkbox", { name: "Tekstet" }).isChecked()).toBe(true);
    expect(await p.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("with JavaScript: 'Tidligere dager' loads the festival's first days in place", async () => {
    const p = (page = await phonePage(await browser().newContext({ ...PHONE, locale: "nb-NO" })));
    await p.goto(siteUrl(PROGRAMME));
    await islandReady(p);
    await p.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    // The opening film is over: not in the page at all until the visitor asks for its day.
    expect(await p.locator('li[data-event-id="nff25-kystlinjer-apning"]').count()).toBe(0);
    await p.getByRole("link", { name: "Tidligere dager" }).tap();
    await p.waitForURL(/\?dag=2025-09-16$/);
    await p.locator('a.day-tab[data-day="2025-09-15"]').tap();
    await p.waitForURL(/\?dag=2025-09-15$/);
    const opening = p.locator('li[data-event-id="nff25-kystlinjer-apning"]');
    await opening.waitFor();
    expect((await opening.locator(".screening-over").textContent())?.trim()).toBe("Visningen er over");
    expect(await p.locator("li[data-event-id]").evaluateAll((items) => items.every((li) => li.getAttribute("data-day") === "2025-09-15"))).toBe(true);
    expect(await p.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("a filtered programme has no WCAG 2.1 A/AA violations and fits a 320 px phone", async () => {
    const context = await browser().newContext({ ...PHONE, viewport: { width: 320, height: 640 }, locale: "nb-NO" });
    const p = (page = await phonePage(context));
    await p.goto(siteUrl(`${PROGRAMME}?alder=7&voksen=ja&tilrettelegging=tekstet`));
    // Widths below the first screen are the whole stylesheet's (docs/decisions/052).
    await pageSettled(p);
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
