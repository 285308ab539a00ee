import type { Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import { PHONE, closePage, useBrowser, pageScriptRan, WAIT_MS } from "./support/browser";
import { siteUrl } from "./support/site";

/** The five page kinds Lighthouse is run on (bench/lib/lighthouse-audit.mjs). */
const PAGES = ["/kystlinjer-DXM10234", "/article/datoene-for-nff-2025-er-klare", "/", "/kinoprogram?dag=2025-09-20", "/filmer"];

/** The files the page itself fetches (not its content's pictures): scripts, stylesheet, typeface, icon sprite, logo. */
const OWN_FILES = /^\/(build\/|images\/logo)/;

type Seen = { first: number; picture: number | null; early: string[]; logo: string; headerIcons: number; headerUses: number };

/**
 * What the page asked for before it was painted, read from the browser's own timings in one clock
 * (an order, not a duration): the page's own files that started before the first contentful paint
 * or, on a page whose first screen has a picture, before that picture's largest-paint entry.
 */
function seenOnFirstVisit(page: Page): Promise<Seen> {
  return page.evaluate(async () => {
    const lcp = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        resolve(list.getEntries());
      }).observe({ type: "largest-contentful-paint", buffered: true }),
    );
    const hero = document.querySelector('img[fetchpriority="high"]');
    const painted = lcp.find((entry) => (entry as PerformanceEntry & { element?: Element }).element === hero);
    const first = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
    const bar = Math.max(first, painted?.startTime ?? 0);
    const early = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.startTime < bar)
      .map((entry) => new URL(entry.name).pathname);
    return {
      first,
      picture: hero ? (painted?.startTime ?? null) : null,
      early,
      logo: document.querySelector(".site-header .logo > svg[role='img']")?.getAttribute("aria-label") ?? "",
      headerIcons: document.querySelectorAll(".site-header svg.icon path").length,
      headerUses: document.querySelectorAll(".site-header use").length,
    };
  });
}

// On a first visit the page asks for nothing of its own before it is painted: the script is added
// after the paint, the logo and the header's icons are drawn in the document (the logo not as a
// data URI, which the browser reports as a request: docs/decisions/055), every other icon but the
// rows' by the stylesheet that arrives after the paint (docs/decisions/054).
describe("a first visit asks for nothing of the page's own before the first paint", () => {
  const browser = useBrowser();
  let page: Page | undefined;
  afterEach(async () => {
    if (page) await closePage(page);
    page = undefined;
  });

  test.each(PAGES)("%s", async (path) => {
    page = await (await browser().newContext({ ...PHONE, locale: "nb-NO", serviceWorkers: "block" })).newPage();
    await page.goto(siteUrl(path));
    await pageScriptRan(page, WAIT_MS);
    const seen = await seenOnFirstVisit(page);

    expect(seen.first, "painted").toBeGreaterThan(0);
    if (seen.picture !== null) expect(seen.picture, "the first screen's picture was painted as the largest paint").toBeGreaterThan(0);
    expect(seen.early.filter((file) => OWN_FILES.test(file))).toEqual([]);
    expect(seen.logo, "the logo is drawn in the page, under the festival's name").toBe("Nordkyst filmfestival");
    expect(seen.headerIcons, "the header's icons are drawn in the page").toBeGreaterThanOrEqual(2);
    expect(seen.headerUses, "and none refers to the sprite file").toBe(0);
  });

  test("the icons below the first screen are drawn once the stylesheet is there, with and without JavaScript", async () => {
    for (const javaScriptEnabled of [true, false]) {
      page = await (await browser().newContext({ ...PHONE, locale: "nb-NO", javaScriptEnabled })).newPage();
      await page.goto(siteUrl("/kystlinjer-DXM10234"));
      // The trailer button's play mark, below the first screen.
      const icon = page.locator("svg.ic-play").first();
      await expect.poll(() => icon.evaluate((el) => getComputedStyle(el).maskImage)).toMatch(/^url\("data:image\/svg\+xml/);
      const box = await icon.boundingBox();
      expect(box?.width, "the icon's box").toBeGreaterThan(15);
      expect(await icon.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
      await closePage(page);
      page = undefined;
    }
  });
});
