import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { closePage, openPage, pageSettled, useBrowser, type Device } from "./support/browser";
import { siteUrl } from "./support/site";

/** What a visitor sees on arriving, on the phone and the laptop the festival's audience uses. */
const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const LAPTOP_1366 = { viewport: { width: 1366, height: 768 } } as const;
const NARROW = { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true } as const;

/** The faces the browser really drew an element's text in (Chromium's own account, over CDP). */
async function drawnIn(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((f) => f.familyName);
  } finally {
    await cdp.detach();
  }
}

/** True when the whole of the element is inside the first viewport, without scrolling. */
function inFirstScreen(page: Page, name: string): Promise<boolean> {
  return page
    .getByRole("main")
    .getByRole("link", { name, exact: true })
    .evaluate((e) => {
      const box = e.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight && box.width > 0;
    });
}

describe("the front page's first screen", () => {
  const browser = useBrowser();

  test.each<[string, Device]>([
    ["390×844 phone", PHONE_390],
    ["1366×768 laptop", LAPTOP_1366],
  ])("on a %s shows the festival's name and dates, the programme link and the passes link", async (_name, device) => {
    const page = await openPage(browser(), device);
    await page.goto(siteUrl("/"));
    const heading = page.getByRole("heading", { level: 1 });
    expect((await heading.textContent())?.trim()).toBe("Nordkyst filmfestival");
    expect(await heading.evaluate((e) => e.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    expect(await page.getByRole("main").getByText("15.–21. september 2025 · Havvik").isVisible()).toBe(true);
    expect(await inFirstScreen(page, "Se programmet")).toBe(true);
    expect(await inFirstScreen(page, "Festivalpass og billetter")).toBe(true);
    // Text over the picture, next screenings, teaser: nothing axe-core finds at either size.
    expect(await accessibilityViolations(page)).toEqual([]);
    await closePage(page);
  });

  test("the carousel's next arrow shows the next slide and leaves the page's scroll and address alone", async () => {
    const page = await openPage(browser(), LAPTOP_1366);
    await page.goto(siteUrl("/"));
    // The carousel sits below the first screen: its place is measured once the whole stylesheet is in.
    await pageSettled(page);
    const strip = page.locator(".b-slideshow .slides");
    await strip.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => ({ y: window.scrollY, hash: location.hash, href: location.href }));
    const second = page.locator(".b-slideshow .slide").nth(1);
    const firstTitle = page.locator(".b-slideshow .slide").first().locator(".slide-title");
    await page.locator(".b-slideshow .slide").first().locator(".slide-next").click();
    // The second slide scrolls to the strip's start (smoothly: wait for it to arrive).
    await page.waitForFunction(() => {
      const track = document.querySelector(".b-slideshow .slides");
      const slide = document.querySelectorAll(".b-slideshow .slide")[1];
      return track && slide && Math.abs(slide.getBoundingClientRect().left - track.getBoundingClientRect().left) < 2;
    });
    expect(await second.locator(".slide-title").isVisible()).toBe(true);
    expect(await firstTitle.evaluate((e) => e.getBoundingClientRect().right <= (e.closest(".slides")?.getBoundingClientRect().left ?? 0) + 1)).toBe(true);
    const after = await page.evaluate(() => ({ y: window.scrollY, hash: location.hash, href: location.href }));
    expect(after).toEqual(before);
    expect(after.hash).toBe("");
    await closePage(page);
  });

  test("a first visit is drawn at once in the typeface's metric twin, fetches the typeface after it, immutable, and the next page is set in it", async () => {
    const page = await openPage(browser(), PHONE_390);
    const fonts: { url: string; cacheControl: string }[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith(".woff2")) fonts.push({ url: r.url(), cacheControl: r.headers()["cache-control"] ?? "" });
    });
    await page.goto(siteUrl("/"));
    // font-display: optional (docs/decisions/049): never waited for, never swapped in on this page.
    expect(await drawnIn(page, "h1")).not.toContain("Familjen Grotesk");
    await page.waitForFunction(() => [...document.fonts].some((f) => f.family.includes("Familjen Grotesk") && f.status === "loaded"), null, {
      timeout: 10_000,
    });
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts[0]?.cacheControl).toContain("immutable");
    expect(await drawnIn(page, "h1")).not.toContain("Familjen Grotesk");

    await page.goto(siteUrl("/filmer"));
    expect(await drawnIn(page, "h1")).toEqual(["Familjen Grotesk"]);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Familjen Grotesk/);
    await closePage(page);
  });

  test("/nyheter shows at least three news cards in a row at 1366 px", async () => {
    const page = await openPage(browser(), LAPTOP_1366);
    await page.goto(siteUrl("/nyheter"));
    const tops = await page.locator(".card-grid > .card").evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
    const firstRow = tops.filter((top) => top === tops[0]).length;
    expect(firstRow).toBeGreaterThanOrEqual(3);
    await closePage(page);
  });

  test.each(["/", "/nyheter"])("%s never scrolls sideways on a 320 px phone", async (path) => {
    const page = await openPage(browser(), NARROW);
    await page.goto(siteUrl(path));
    // The blocks below the first screen take their widths from the whole stylesheet (docs/decisions/052).
    await pageSettled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await closePage(page);
  });
});
