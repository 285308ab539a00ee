import { describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { DESKTOP, closePage, openPage, useBrowser } from "./support/browser";
import { saveScreenshot } from "./support/screenshots";
import { siteUrl } from "./support/site";

describe("unknown page", () => {
  const browser = useBrowser();

  test("answers 404 and says the page does not exist, inside the usual header and footer", async () => {
    const page = await openPage(browser(), DESKTOP);
    const response = await page.goto(siteUrl("/finnes-ikke-her"));
    expect(response?.status()).toBe(404);
    expect(
      await page
        .getByRole("main")
        .getByText(/finnes ikke/i)
        .count(),
    ).toBeGreaterThan(0);
    expect(await page.getByRole("banner").count()).toBe(1);
    expect(await page.getByRole("navigation", { name: "Hovedmeny" }).count()).toBe(1);
    expect(await page.getByRole("contentinfo").count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, "desktop");
    await closePage(page);
  });
});
