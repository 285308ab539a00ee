import type { Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import { PHONE, closePage, useBrowser } from "./support/browser";
import { siteUrl } from "./support/site";

/** The site stylesheet as this page has it: its file, how many rules (nested ones too), how many stylesheet links. */
function siteStylesheet(page: Page) {
  return page.evaluate(() => {
    const count = (rules: CSSRuleList): number => [...rules].reduce((n, r) => n + 1 + ("cssRules" in r ? count((r as CSSGroupingRule).cssRules) : 0), 0);
    const sheet = [...document.styleSheets].find((s) => s.href?.includes("/build/site-"));
    return {
      file: sheet ? new URL(sheet.href ?? "").pathname : "",
      rules: sheet ? count(sheet.cssRules) : 0,
      links: document.querySelectorAll('link[rel="stylesheet"]').length,
    };
  });
}

// The whole stylesheet is asked for by the page script once the page is parsed, so on a first visit
// it never shares the line with what the first screen needs; without JavaScript the page links it
// itself (docs/decisions/052).
describe("the whole stylesheet on a first visit", () => {
  const browser = useBrowser();
  let page: Page | undefined;
  afterEach(async () => {
    if (page) await closePage(page);
    page = undefined;
  });

  test("with JavaScript it is asked for after the document has arrived, once, and styles the page below the first screen", async () => {
    page = await (await browser().newContext({ ...PHONE, locale: "nb-NO" })).newPage();
    const asked: { url: string; at: number }[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/build/site-") && request.url().endsWith(".css")) asked.push({ url: request.url(), at: Date.now() });
    });
    let documentArrived = 0;
    page.on("response", (response) => {
      if (response.request().resourceType() === "document") documentArrived = Date.now();
    });
    await page.goto(siteUrl("/kystlinjer-DXM10234"));
    await page.waitForFunction(() => [...document.styleSheets].some((s) => s.href?.includes("/build/site-")));

    expect(asked, "asked for once").toHaveLength(1);
    expect(asked[0]?.at ?? 0, "after the document's answer").toBeGreaterThanOrEqual(documentArrived);
    const sheet = await siteStylesheet(page);
    expect(sheet.file).toMatch(/^\/build\/site-[\w-]+\.css$/);
    expect(sheet.rules, "the whole stylesheet, not only the first screen's rules").toBeGreaterThan(200);
    expect(sheet.links).toBe(1);
  });

  test("without JavaScript the page links it itself", async () => {
    page = await (await browser().newContext({ ...PHONE, locale: "nb-NO", javaScriptEnabled: false })).newPage();
    await page.goto(siteUrl("/kystlinjer-DXM10234"));
    const sheet = await siteStylesheet(page);
    expect(sheet.file).toMatch(/^\/build\/site-[\w-]+\.css$/);
    expect(sheet.rules).toBeGreaterThan(200);
    expect(sheet.links).toBe(1);
  });
});
