import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { DESKTOP, disappears, isFocused, pageScriptRan, shows, usePage } from "./support/browser";

/** The element a menu button opens and closes (its aria-controls). */
async function panelOf(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute("aria-controls");
  expect(id, "a menu group button names its panel with aria-controls").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

describe("main menu by keyboard (desktop)", () => {
  let page: Page;
  let menu: Locator;
  usePage(DESKTOP, "/", (p) => {
    page = p;
    menu = page.getByRole("navigation", { name: "Hovedmeny" });
  });

  test("the first Tab reaches the skip link, which jumps to the main content", async () => {
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Hopp til hovedinnhold" });
    expect(await isFocused(skip)).toBe(true);
    // Visually hidden until focused: then it must be on screen and more than a clipped pixel.
    const box = await skip.boundingBox();
    expect(box && box.width > 1 && box.height > 1 && box.x >= 0 && box.y >= 0, "the skip link shows").toBe(true);
    await page.keyboard.press("Enter");
    // The fragment jump reaches the page's address a moment after the key event, later on a busy machine.
    await page.waitForURL((url) => url.hash === "#hovedinnhold", { timeout: 5_000 });
    expect(await isFocused(page.locator("main")), "focus moves into the main content, not only the scroll").toBe(true);
  });

  test("a few more Tabs reach Forside, the first item of the menu", async () => {
    await page.keyboard.press("Tab"); // skip link
    for (let presses = 0; presses < 6; presses++) {
      await page.keyboard.press("Tab");
      if (await menu.evaluate((nav) => nav.contains(document.activeElement))) break;
    }
    expect(await isFocused(menu.getByRole("link", { name: "Forside" }))).toBe(true);
  });

  test("lists the groups as buttons: Festivalen (one group: docs/decisions/048), BUFF, Arrangementer, English", async () => {
    for (const [name, count] of [
      ["Festivalen", 1],
      ["BUFF", 1],
      ["Arrangementer", 1],
      ["English", 1],
    ] as const) {
      const buttons = menu.getByRole("button", { name, exact: true });
      expect(await buttons.count(), name).toBe(count);
      for (const button of await buttons.all()) expect(await button.getAttribute("aria-expanded"), name).toBe("false");
    }
    expect(await menu.getByRole("link", { name: "Forside", exact: true }).isVisible()).toBe(true);
    expect(await menu.getByRole("link", { name: "Program", exact: true }).isVisible()).toBe(true);
    // An external link that opens a new window says so in its name ("… åpnes i nytt vindu").
    expect(await menu.getByRole("link", { name: /^Facebook\b/ }).isVisible()).toBe(true);
  });

  test("Enter opens a group, its links can be tabbed to, Escape closes it and focus returns", async () => {
    await pageScriptRan(page);
    const group = menu.getByRole("button", { name: "BUFF", exact: true });
    const panel = await panelOf(page, group);
    expect(await panel.isVisible()).toBe(false);
    await group.focus();
    await page.keyboard.press("Enter");
    expect(await group.getAttribute("aria-expanded")).toBe("true");
    expect(await shows(panel.getByRole("link", { name: "Program" }))).toBe(true);
    await page.keyboard.press("Tab");
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    expect(await group.getAttribute("aria-expanded")).toBe("false");
    expect(await disappears(panel)).toBe(true);
    expect(await isFocused(group)).toBe(true);
  });

  test("Space toggles a group open and shut", async () => {
    await pageScriptRan(page);
    const group = menu.getByRole("button", { name: "Arrangementer", exact: true });
    await group.focus();
    await page.keyboard.press("Space");
    expect(await group.getAttribute("aria-expanded")).toBe("true");
    expect(await shows(menu.getByRole("link", { name: "Se alle arrangementer" }))).toBe(true);
    await page.keyboard.press("Space");
    expect(await group.getAttribute("aria-expanded")).toBe("false");
  });

  test("opening another group closes the first", async () => {
    await pageScriptRan(page);
    const first = menu.getByRole("button", { name: "Festivalen", exact: true });
    const second = menu.getByRole("button", { name: "BUFF", exact: true });
    const english = menu.getByRole("button", { name: "English", exact: true });
    await first.focus();
    await page.keyboard.press("Enter");
    expect(await first.getAttribute("aria-expanded")).toBe("true");
    await second.focus();
    await page.keyboard.press("Enter");
    expect(await second.getAttribute("aria-expanded")).toBe("true");
    expect(await first.getAttribute("aria-expanded")).toBe("false");
    await english.focus();
    await page.keyboard.press("Enter");
    expect(await english.getAttribute("aria-expanded")).toBe("true");
    expect(await second.getAttribute("aria-expanded")).toBe("false");
    expect(await disappears(await panelOf(page, second))).toBe(true);
  });
});
