import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { closePage, useBrowser } from "./support/browser";
import { saveScreenshot } from "./support/screenshots";
import { siteUrl } from "./support/site";

/**
 * The programme by day at the demo's now (Wednesday 17 September 2025, mid-festival): the day tabs
 * with and without JavaScript, and Saturday's timetable on a laptop (one column per sal, clashes
 * marked) that gives way to the list on a phone.
 */

const PROGRAMME = "/kinoprogram";
const SATURDAY = "2025-09-20";
const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const LAPTOP = { viewport: { width: 1366, height: 768 } } as const;

const visibleIds = (page: Page) =>
  page.locator("li[data-event-id]:visible").evaluateAll((items) => items.map((li) => li.getAttribute("data-event-id") ?? ""));

/** The day of the tab marked as the page's. */
const currentTab = (page: Page) => page.locator('.day-tabs a[aria-current="page"]').getAttribute("data-day");

/** A page in a fresh context; nothing leaves the machine (the checkout and analytics are refused). */
async function openIn(context: BrowserContext): Promise<Page> {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  return context.newPage();
}

describe("the programme's day tabs", () => {
  const browser = useBrowser();
  let page: Page | undefined;

  afterEach(async () => {
    if (page) await closePage(page);
    page = undefined;
  });

  test("without JavaScript: a tab is a link to its day that keeps the other filters", async () => {
    const p = (page = await openIn(await browser().newContext({ ...PHONE_390, locale: "nb-NO", javaScriptEnabled: false })));
    await p.goto(siteUrl(`${PROGRAMME}?alder=9`));
    expect(await p.locator(".day-tabs a", { hasText: "I dag" }).isVisible()).toBe(true);
    await Promise.all([p.waitForURL(/dag=2025-09-18/), p.locator(".day-tabs a", { hasText: "I morgen" }).tap()]);
    const url = new URL(p.url());
    expect(url.searchParams.get("dag")).toBe("2025-09-18");
    expect(url.searchParams.get("alder")).toBe("9");
    expect(await currentTab(p)).toBe("2025-09-18");
    expect(await p.locator(".day-heading:visible").allTextContents()).toEqual(["Torsdag 18. september"]);
    const shown = await p.locator("li[data-event-id]:visible").evaluateAll((items) => items.map((li) => [li.getAttribute("data-day"), li.getAttribute("data-age")]));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every(([day, age]) => day === "2025-09-18" && ["A", "6", "9"].includes(age ?? ""))).toBe(true);
    // The filter form keeps the day: a submit stays on Thursday. (Its panel is open: an age is in use.)
    await p.getByLabel("Barnets alder").selectOption("12");
    await Promise.all([p.waitForURL(/alder=12/), p.getByRole("button", { name: "Vis program" }).tap()]);
    expect(new URL(p.url()).searchParams.get("dag")).toBe("2025-09-18");
  });

  test("with JavaScript: a tab changes the day, and the tab's count is what the day shows", async () => {
    const p = (page = await openIn(await browser().newContext({ ...PHONE_390, locale: "nb-NO" })));
    await p.goto(siteUrl(PROGRAMME));
    await p.waitForFunction(() => document.body.dataset["clientLoaded"] !== undefined, null, { timeout: 10_000 });
    const tab = p.locator(`.day-tabs a[data-day="${SATURDAY}"]`);
    const count = (await tab.locator(".day-tab-count").textContent())?.trim();
    await Promise.all([p.waitForURL(new RegExp(`\\?dag=${SATURDAY}$`)), tab.tap()]);
    expect(await currentTab(p)).toBe(SATURDAY);
    expect(await visibleIds(p)).toEqual(["nff25-makeoya-1", "nff25-fiskeren-3", "nff25-kystlinjer-4", "nff25-stormvarsel-snik"]);
    expect(count).toBe("4 visninger");
    expect(await p.locator(".programme-count").textContent()).toBe("Viser 4 visninger");
  });
});

describe("the programme island", () => {
  const browser = useBrowser();
  let page: Page | undefined;

  afterEach(async () => {
    if (page) await closePage(page);
    page = undefined;
  });

  test("loads another day's page in place: that day's screenings only, its timetable, back and forward", async () => {
    const p = (page = await openIn(await browser().newContext({ ...LAPTOP, locale: "nb-NO" })));
    // What the page's CSP refused, from the first script on (the island runs under it).
    await p.addInitScript(() => {
      const w = window as unknown as { refused: string[] };
      w.refused = [];
      document.addEventListener("securitypolicyviolation", (e) => w.refused.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await p.goto(siteUrl(PROGRAMME));
    await p.getByText("Flere filtre").hover();
    await p.locator('[data-island="programme-filter"][data-island-hydrated]:not([aria-busy])').waitFor();
    await p.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const first = await p.locator("li[data-event-id]").count();
    expect(await p.locator(".timetable").count()).toBe(0);

    await p.locator(`.day-tabs a[data-day="${SATURDAY}"]`).click();
    await p.waitForURL(new RegExp(`\\?dag=${SATURDAY}$`));
    await p.locator(".timetable").waitFor();
    const days = await p.locator("li[data-event-id]").evaluateAll((items) => items.map((li) => li.getAttribute("data-day")));
    expect(days).toEqual([SATURDAY, SATURDAY, SATURDAY, SATURDAY]);
    expect(await currentTab(p)).toBe(SATURDAY);
    expect(await p.locator(".programme-count").textContent()).toBe("Viser 4 visninger");
    // Focus stays on the tab the visitor chose.
    expect(await p.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset["day"])).toBe(SATURDAY);

    // The pager at the foot leads on to Sunday, in place too.
    await p.getByRole("link", { name: /Neste dag\s*Søndag 21\. september/ }).click();
    await p.waitForURL(/\?dag=2025-09-21$/);
    await p.waitForFunction(() => [...document.querySelectorAll("li[data-event-id]")].every((li) => li.getAttribute("data-day") === "2025-09-21"));

    await p.goBack();
    await p.waitForURL(new RegExp(`\\?dag=${SATURDAY}$`));
    await p.waitForFunction((day) => document.querySelector('.day-tabs a[aria-current="page"]')?.getAttribute("data-day") === day, SATURDAY);
    await p.goBack();
    await p.waitForURL((url) => url.search === "");
    await p.waitForFunction((n) => document.querySelectorAll("li[data-event-id]").length === n && !document.querySelector(".timetable"), first);
    await p.goForward();
    await p.locator(".timetable").waitFor();
    expect(await p.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    // The island works under the page's CSP (no inline script): nothing was refused.
    expect(await p.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual([]);
  });

  test("the JSON-LD of a day's page: its screenings, each place and film once, every reference resolving", async () => {
    const p = (page = await openIn(await browser().newContext({ ...LAPTOP, locale: "nb-NO" })));
    await p.goto(siteUrl(`${PROGRAMME}?dag=${SATURDAY}`));
    const graph = await p.evaluate(() => {
      const script = document.querySelector('script[type="application/ld+json"]');
      return JSON.parse(script?.textContent ?? "{}") as { "@graph": Record<string, unknown>[] };
    });
    const nodes = graph["@graph"];
    const ids = nodes.flatMap((n) => (typeof n["@id"] === "string" ? [n["@id"]] : []));
    expect(new Set(ids).size).toBe(ids.length);
    const screenings = nodes.filter((n) => n["@type"] === "ScreeningEvent");
    const rows = await p.locator("li[data-event-id] time").evaluateAll((items) => items.map((t) => t.getAttribute("datetime")));
    expect(screenings.map((s) => s["startDate"]).sort()).toEqual(rows.sort());
    for (const s of screenings) {
      for (const key of ["location", "workPresented", "organizer"]) {
        const ref = s[key] as Record<string, unknown>;
        expect(Object.keys(ref)).toEqual(["@id"]);
        expect(ids).toContain(ref["@id"]);
      }
    }
    expect(nodes.filter((n) => n["@type"] === "MovieTheater").map((n) => n["@id"])).toEqual(["https://www.nordkystfilm.no/steder#havvik-kino"]);
  });
});

describe("the day's timetable", () => {
  const browser = useBrowser();
  let page: Page | undefined;

  afterEach(async () => {
    if (page) await closePage(page);
    page = undefined;
  });

  test("at 1366 px: one column per sal with that sal's screenings, clashes marked, a block leads to its film", async () => {
    const p = (page = await openIn(await browser().newContext({ ...LAPTOP, locale: "nb-NO" })));
    await p.goto(siteUrl(`${PROGRAMME}?dag=${SATURDAY}`));
    const timetable = p.locator(".timetable");
    expect(await timetable.isVisible()).toBe(true);
    expect(await timetable.locator(".tt-place").allTextContents()).toEqual(["Sal 1", "Sal 2"]);
    // Each column holds the screenings the list places in its sal, side by side with the list.
    for (const sal of ["Sal 1", "Sal 2"]) {
      const column = timetable.locator(".tt-col", { has: p.locator(".tt-place", { hasText: sal }) });
      const blocks = await column.locator("[data-for]").evaluateAll((items) => items.map((li) => li.getAttribute("data-for")));
      const rows = await p.locator(`li[data-event-id][data-place="${sal}"]:visible`).evaluateAll((items) => items.map((li) => li.getAttribute("data-event-id")));
      expect(blocks).toEqual(rows);
    }
    // Fiskerens sang 14:00–15:18 in Sal 2 overlaps Kystlinjer from 15:00 in Sal 1: both carry the mark, side by side.
    const clashes = timetable.locator(".tt-slot.is-clash");
    expect(await clashes.evaluateAll((items) => items.map((li) => li.getAttribute("data-for")))).toEqual(["nff25-kystlinjer-4", "nff25-fiskeren-3"]);
    expect(await clashes.first().locator(".tt-clash").isVisible()).toBe(true);
    const [a, b] = await Promise.all([clashes.nth(0).boundingBox(), clashes.nth(1).boundingBox()]);
    expect(a && b && a.y < b.y + b.height && b.y < a.y + a.height && a.x !== b.x).toBe(true);
    expect(await accessibilityViolations(p)).toEqual([]);
    await saveScreenshot(p, "saturday at 1366 px");

    // Filtered to Sal 1 (the island loads that page in place): Fiskerens sang is not in it, so Kystlinjer overlaps nothing shown.
    await p.getByText("Flere filtre").click();
    const place = p.getByRole("combobox", { name: "Sted" });
    await place.selectOption("Sal 1");
    await p.waitForURL(/sted=Sal/);
    const kystlinjer = timetable.locator('[data-for="nff25-kystlinjer-4"]');
    await p.waitForFunction(() => !document.querySelector('[data-for="nff25-kystlinjer-4"]')?.classList.contains("is-clash"), null, { timeout: 10_000 });
    expect(await kystlinjer.locator(".tt-clash").isVisible()).toBe(false);
    expect(await kystlinjer.locator("a").getAttribute("title")).toBeNull();
    // And back: the mark returns, naming the film again.
    await place.selectOption("");
    await p.waitForFunction(() => document.querySelector('[data-for="nff25-kystlinjer-4"]')?.classList.contains("is-clash"), null, { timeout: 10_000 });
    expect(await kystlinjer.locator("a").getAttribute("title")).toBe("Overlapper med Fiskerens sang");

    const block = timetable.getByRole("link", { name: /Sniktitt: Stormvarsel/ });
    const href = await block.getAttribute("href");
    expect(href).toMatch(/^\/stormvarsel/i);
    await Promise.all([p.waitForURL((url) => url.pathname === href), block.click()]);
    expect(await p.locator("h1").first().textContent()).toMatch(/Stormvarsel/);
  });

  test("at 390 px: the list instead of the timetable, axe-clean; at 320 px nothing scrolls sideways", async () => {
    const p = (page = await openIn(await browser().newContext({ ...PHONE_390, locale: "nb-NO" })));
    await p.goto(siteUrl(`${PROGRAMME}?dag=${SATURDAY}`));
    expect(await p.locator(".timetable").isVisible()).toBe(false);
    expect((await visibleIds(p)).length).toBe(4);
    expect(await p.locator("li[data-event-id]:visible .screening-picture").count()).toBe(4);
    expect(await accessibilityViolations(p)).toEqual([]);
    await saveScreenshot(p, "saturday at 390 px");
    await p.setViewportSize({ width: 320, height: 640 });
    const wider = await p.evaluate(() =>
      [...document.querySelectorAll("main *")]
        // The tab strip scrolls inside itself: its tabs may lie beyond the edge, the strip may not.
        .filter((e) => !e.closest(".day-tabs li") && e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
    );
    expect(wider).toEqual([]);
    expect(await p.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });
});
