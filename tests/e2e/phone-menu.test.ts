import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { PHONE, disappears, isFocused, shows, usePage } from "./support/browser";

describe("main menu at phone width", () => {
  let page: Page;
  let hamburger: Locator;
  /** Links of the main menu a visitor can see (hidden ones have no role in the accessibility tree). */
  const menuLink = (name: string) => page.getByRole("navigation", { name: "Hovedmeny", includeHidden: true }).getByRole("link", { name, exact: true });

  usePage(PHONE, "/", (p) => {
    page = p;
    hamburger = page.getByRole("button", { name: "Meny", exact: true });
  });

  test("the menu is folded away behind the Meny button", async () => {
    expect(await hamburger.isVisible()).toBe(true);
    expect(await hamburger.getAttribute("aria-expanded")).toBe("false");
    expect(await hamburger.getAttribute("aria-controls")).toBeTruthy();
    expect(await menuLink("Forside").count()).toBe(0);
  });

  test("tapping Meny shows the menu, and tapping Program opens the cinema programme", async () => {
    await hamburger.tap();
    expect(await hamburger.getAttribute("aria-expanded")).toBe("true");
    expect(await shows(menuLink("Forside"))).toBe(true);
    await Promise.all([page.waitForURL("**/kinoprogram"), menuLink("Program").tap()]);
    expect(new URL(page.url()).pathname).toBe("/kinoprogram");
  });

  test("Escape folds the open menu away and puts focus back on Meny", async () => {
    await hamburger.tap();
    await menuLink("Forside").focus();
    await page.keyboard.press("Escape");
    expect(await hamburger.getAttribute("aria-expanded")).toBe("false");
    expect(await disappears(menuLink("Forside"))).toBe(true);
    expect(await isFocused(hamburger)).toBe(true);
  });
});
