import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { type Device, closePage, openPage, useBrowser } from "./support/browser";
import { PAGE_KINDS } from "./support/page-kinds";
import { siteUrl } from "./support/site";

/** The sizes the site is judged at: today's common phone and a common laptop. */
const PHONE: Device = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LAPTOP: Device = { viewport: { width: 1366, height: 768 } };

describe("every page kind is accessible (WCAG 2.1 A/AA, axe-core)", () => {
  const browser = useBrowser();

  async function audit(path: string, device: Device): Promise<{ page: Page; violations: string[] }> {
    const page = await openPage(browser(), device);
    const response = await page.goto(siteUrl(path));
    expect(response?.status()).toBe(200);
    return { page, violations: await accessibilityViolations(page) };
  }

  test.each(PAGE_KINDS)("%s at 390 px", async (_kind, path) => {
    const { page, violations } = await audit(path, PHONE);
    expect(violations).toEqual([]);
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    await closePage(page);
  });

  test.each(PAGE_KINDS)("%s at 1366 px", async (_kind, path) => {
    const { page, violations } = await audit(path, LAPTOP);
    expect(violations).toEqual([]);
    await closePage(page);
  });
});
