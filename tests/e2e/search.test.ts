import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { PHONE, usePage, pageScriptRan } from "./support/browser";
import { saveScreenshot } from "./support/screenshots";

describe("searching from the header on a phone", () => {
  let page: Page;
  usePage(PHONE, "/", (p) => (page = p));

  test("typing 'makeoya' finds Måkeøya, with the words marked, and the page is accessible", async () => {
    // At phone width the search field sits in the folded menu, which the page script opens.
    await pageScriptRan(page);
    await page.getByRole("button", { name: "Meny", exact: true }).tap();
    // By its name, not its role: focusing it loads the suggestions, which make it a combobox.
    const field = page.getByRole("banner").locator('input[name="q"]');
    await field.fill("makeoya");
    await Promise.all([page.waitForURL(/\/search\?q=makeoya$/), field.press("Enter")]);
    const hits = page.getByRole("main").locator(".search-hit-title");
    expect(await hits.count()).toBeGreaterThan(0);
    expect(await hits.first().textContent()).toContain("Måkeøya");
    expect(await page.getByRole("main").locator("mark").count()).toBeGreaterThan(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, "phone");
  });
});
