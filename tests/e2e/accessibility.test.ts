import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { DESKTOP, PHONE, closePage, openPage, useBrowser } from "./support/browser";
import { siteUrl } from "./support/site";

/** One page of every kind a visitor meets (DESIGN.md "Quality bars": axe on every page kind). */
const PAGE_KINDS: [kind: string, path: string][] = [
  ["news list, page 2", "/nyheter?side=2"],
  ["article with punctuation in its slug", `/article/${encodeURIComponent("film-&-fest")}`],
  ["film page", "/kystlinjer-DXM10234"],
  ["culture page", "/samisk-kveld"],
  ["programme", "/kinoprogram"],
  ["film list", "/filmer"],
  ["text page with a price table", "/billettinfo"],
  ["BUFF page with cover", "/buff"],
  ["English page", "/english-information"],
  ["search", "/search?q=kino"],
];

describe("every page kind is accessible (WCAG 2.1 A/AA, axe-core)", () => {
  const browser = useBrowser();

  async function audit(path: string, device: typeof PHONE | typeof DESKTOP): Promise<{ page: Page; violations: string[] }> {
    const page = await openPage(browser(), device);
    const response = await page.goto(siteUrl(path));
    expect(response?.status()).toBe(200);
    return { page, violations: await accessibilityViolations(page) };
  }

  test.each(PAGE_KINDS)("%s at phone width", async (_kind, path) => {
    const { page, violations } = await audit(path, PHONE);
    expect(violations).toEqual([]);
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    await closePage(page);
  });

  test.each(PAGE_KINDS.slice(0, 4))("%s at desktop width", async (_kind, path) => {
    const { page, violations } = await audit(path, DESKTOP);
    expect(violations).toEqual([]);
    await closePage(page);
  });
});
