import type { Locator, Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import { PHONE, closePage, disappears, isFocused, shows, useBrowser, usePage, pageScriptRan } from "./support/browser";
import { siteUrl } from "./support/site";

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
    await pageScriptRan(page);
    await hamburger.tap();
    expect(await hamburger.getAttribute("aria-expanded")).toBe("true");
    expect(await shows(menuLink("Forside"))).toBe(true);
    await Promise.all([page.waitForURL("**/kinoprogram"), menuLink("Program").tap()]);
    expect(new URL(page.url()).pathname).toBe("/kinoprogram");
  });

  test("Escape folds the open menu away and puts focus back on Meny", async () => {
    await pageScriptRan(page);
    await hamburger.tap();
    await menuLink("Forside").focus();
    await page.keyboard.press("Escape");
    expect(await hamburger.getAttribute("aria-expanded")).toBe("false");
    expect(await disappears(menuLink("Forside"))).toBe(true);
    expect(await isFocused(hamburger)).toBe(true);
  });
});

describe("main menu at phone width without JavaScript", () => {
  const browser = useBrowser();
  let page: Page | undefined;
  afterEach(async () => {
    if (page) await closePage(page);
    page = undefined;
  });

  test("without JavaScript the menu stays folded behind its link, opens as the page's target, and closes", async () => {
    const p = (page = await (await browser().newContext({ ...PHONE, locale: "nb-NO", javaScriptEnabled: false })).newPage());
    await p.goto(siteUrl("/filmer"));
    expect(await p.locator(".menu-panel").isVisible()).toBe(false);
    // The page starts with its own content: the catalogue's count is in the first screen.
    const count = await p.locator(".cat-count").boundingBox();
    expect(count && count.y + count.height).toBeLessThan(PHONE.viewport.height);
    await p.getByRole("link", { name: "Meny" }).tap();
    await p.waitForURL(/#menypanel$/);
    expect(await p.locator(".menu-panel").isVisible()).toBe(true);
    expect(await p.getByRole("textbox", { name: "Søk på nettstedet" }).isVisible()).toBe(true);
    expect(await p.locator(".menu-panel .menu-list").isVisible()).toBe(true);
    await p.getByRole("link", { name: "Lukk menyen" }).tap();
    await p.waitForURL(/#hovedinnhold$/);
    expect(await p.locator(".menu-panel").isVisible()).toBe(false);
  });
});
