import type { Page, Response } from "playwright-core";
import { describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { DESKTOP, PHONE, closePage, openPage, usePage, pageSettled } from "./support/browser";
import { saveScreenshot } from "./support/screenshots";
import { siteUrl } from "./support/site";

describe("front page", () => {
  let page: Page;
  let response: Response | null;
  usePage(DESKTOP, "/", (p, r) => {
    page = p;
    response = r;
  });

  test("answers 200 with the festival name in the title and one main heading", async () => {
    expect(response?.status()).toBe(200);
    expect(await page.title()).toContain("Nordkyst filmfestival");
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
  });

  test("has a header, the main menu, a main area and a footer", async () => {
    expect(await page.getByRole("banner").count()).toBe(1);
    expect(await page.getByRole("navigation", { name: "Hovedmeny" }).count()).toBe(1);
    expect(await page.getByRole("main").getAttribute("id")).toBe("hovedinnhold");
    const footer = page.getByRole("contentinfo");
    expect(await footer.getByRole("link", { name: "Personvernerklæring" }).getAttribute("href")).toBe("/personvern");
    expect(await footer.getByRole("link", { name: "Info om cookies" }).getAttribute("href")).toBe("/cookies-info");
  });

  test("has no WCAG 2.1 A/AA violations", async () => {
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("a news card opens its article", async () => {
    const card = page.getByRole("main").locator('a[href^="/article/"]').first();
    const [article] = await Promise.all([page.waitForResponse((r) => r.request().isNavigationRequest() && r.url().includes("/article/")), card.click()]);
    expect(article.status()).toBe(200);
    // The response can arrive before the page commits to the new address.
    await page.waitForURL((url) => /^\/article\/./.test(url.pathname), { timeout: 5_000 });
    const heading = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
    expect(heading).not.toBe("");
    // Spec 2: an article's <title> is the article title followed by the festival name.
    expect(await page.title()).toContain(heading);
  });

  test("stays styled when the browser revalidates it on a second visit", async () => {
    const fontOfBody = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(await fontOfBody()).toContain("Familjen Grotesk");
    const again = await page.goto(siteUrl("/"));
    // The browser asked with If-None-Match and reused its copy with the 304's headers merged in.
    expect(again?.request().headers()["if-none-match"] ?? (await again?.request().allHeaders())?.["if-none-match"]).toBeTruthy();
    expect(await fontOfBody()).toContain("Familjen Grotesk");
  });

  test("fits a phone's width with its heading in the first screen, and is kept as screenshots", async () => {
    await saveScreenshot(page, "desktop");
    const phone = await openPage(page.context().browser()!, PHONE);
    await phone.goto(siteUrl("/"));
    // The blocks below the first screen take their widths from the whole stylesheet (docs/decisions/052).
    await pageSettled(phone);
    const fit = await phone.evaluate(() => ({
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      headingBottom: document.querySelector("h1")?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY,
      screen: window.innerHeight,
    }));
    expect(fit.overflow).toBeLessThanOrEqual(0);
    expect(fit.headingBottom).toBeLessThan(fit.screen);
    await saveScreenshot(phone, "phone");
    await closePage(phone);
  });
});
