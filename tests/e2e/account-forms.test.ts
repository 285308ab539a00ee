import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { DESKTOP, PHONE, disappears, isFocused, shows, usePage, pageScriptRan } from "./support/browser";

const header = (page: Page): Locator => page.locator('[data-island="profile"]');
const dialog = (page: Page): Locator => page.getByRole("dialog");

/** Waits for the loader, then clicks the header's "Logg inn" (a link until the island takes over). */
async function openLoginDialog(page: Page): Promise<Locator> {
  await pageScriptRan(page);
  await header(page).getByText("Logg inn").click();
  expect(await shows(dialog(page), 10_000), "the login dialog opens").toBe(true);
  return dialog(page);
}

describe("the login dialog", () => {
  let page: Page;
  usePage(DESKTOP, "/", (p) => (page = p));

  test("takes focus into its e-mail field, and Escape closes it and returns focus to 'Logg inn'", async () => {
    const box = await openLoginDialog(page);
    expect(await isFocused(box.getByLabel("E-post"))).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    expect(await disappears(box)).toBe(true);
    expect(await isFocused(header(page).locator("button.profile-link"))).toBe(true);
  });

  test("opens by keyboard alone: Tab to 'Logg inn', then Enter", async () => {
    await pageScriptRan(page);
    for (let presses = 0; presses < 10; presses++) {
      await page.keyboard.press("Tab");
      if (await header(page).evaluate((el) => el.contains(document.activeElement))) break;
    }
    expect(await header(page).evaluate((el) => el.contains(document.activeElement)), "Tab reaches 'Logg inn'").toBe(true);
    await page.keyboard.press("Enter");
    expect(await shows(dialog(page), 10_000), "Enter opens the dialog").toBe(true);
    expect(await isFocused(dialog(page).getByLabel("E-post"))).toBe(true);
  });

  test("a wrong password shows the error as an alert and keeps the dialog open", async () => {
    const box = await openLoginDialog(page);
    await box.getByLabel("E-post").fill("demo@nordkystfilm.no");
    await box.getByLabel("Passord").fill("feil-passord");
    await box.getByRole("button", { name: "Logg inn", exact: true }).click();
    const alert = box.getByRole("alert");
    expect(await shows(alert, 10_000), "the error shows").toBe(true);
    expect((await alert.textContent())?.trim().length).toBeGreaterThan(5);
    expect(await box.isVisible()).toBe(true);
    expect(await header(page).locator("button.profile-link").count()).toBe(1);
  });

  test("creating a user logs them in", async () => {
    const box = await openLoginDialog(page);
    await box.getByRole("button", { name: "Ny bruker" }).click();
    expect(await isFocused(box.getByLabel("Navn")), "focus moves to the new form").toBe(true);
    await box.getByLabel("Navn").fill("Test Testesen");
    await box.getByLabel("E-post").fill(`test-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.no`);
    await box.getByLabel("Passord").fill("kinokveld2");
    await box.getByRole("button", { name: "Lag bruker" }).click();
    expect(await shows(header(page).getByRole("button", { name: /Test Testesen/ }), 10_000)).toBe(true);
  });

  test("asking for a new password says an e-mail is on its way", async () => {
    const box = await openLoginDialog(page);
    await box.getByRole("button", { name: "Glemt passord" }).click();
    await box.getByLabel("E-post").fill("demo@nordkystfilm.no");
    await box.getByRole("button", { name: "Send meg en lenke" }).click();
    expect(await shows(box.getByRole("status").getByText(/Vi har sendt deg en e-post/), 10_000)).toBe(true);
  });
});

describe("the login dialog at phone width", () => {
  let page: Page;
  usePage(PHONE, "/", (p) => (page = p));

  test("fits the screen and passes axe", async () => {
    const box = await openLoginDialog(page);
    const size = await box.boundingBox();
    expect(size && size.x >= 0 && size.width <= 375, "the dialog fits the phone's width").toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

describe("Min side, logged out", () => {
  let page: Page;
  usePage(DESKTOP, "/min-side", (p) => (page = p));

  test("shows the login form inline", async () => {
    const island = page.locator('[data-island="account"]');
    expect(await shows(island.getByLabel("E-post"), 10_000)).toBe(true);
    expect(await island.getByRole("button", { name: "Ny bruker" }).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
