import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { type Device, usePage, pageScriptRan, WAIT_MS } from "./support/browser";
import { saveScreenshot } from "./support/screenshots";

const PHONE: Device = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LAPTOP: Device = { viewport: { width: 1366, height: 768 } };

/** The scripts the page asks for from now on, by file name. */
function scriptsRequested(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") names.push(new URL(r.url()).pathname);
  });
  return names;
}

/** The header's search field, with the folded menu opened first at phone width. */
async function headerField(page: Page, device: Device): Promise<Locator> {
  await pageScriptRan(page, WAIT_MS);
  if (device.hasTouch) await page.getByRole("button", { name: "Meny", exact: true }).tap();
  // A searchbox until the suggestions' code makes it a combobox: found by what it is, not its role.
  return page.getByRole("banner").locator('input[name="q"]');
}

describe.each([
  ["phone", PHONE],
  ["laptop", LAPTOP],
] as const)("search suggestions in the header on a %s", (label, device) => {
  let page: Page;
  let scripts: string[];
  usePage(device, "/festivalen", (p) => {
    page = p;
    scripts = scriptsRequested(p);
  });

  test("typing 'bill' lists Billettinfo first in an accessible listbox, and choosing it goes there", async () => {
    const field = await headerField(page, device);
    expect(scripts.some((s) => s.includes("search-suggest"))).toBe(false);
    if (device.hasTouch) await field.tap();
    else await field.click();
    // One input event, so one question to the server: letter by letter, a pause between two
    // letters on a busy machine would show the list for "bil" first.
    await field.fill("bill");
    const list = page.getByRole("listbox", { name: "Forslag" });
    await list.waitFor();
    // The code came on focus of the field, not before.
    expect(scripts.filter((s) => s.includes("search-suggest"))).toHaveLength(1);

    const combobox = page.getByRole("combobox", { name: "Søk på nettstedet" });
    expect(await combobox.getAttribute("aria-expanded")).toBe("true");
    expect(await combobox.getAttribute("aria-controls")).toBe(await list.getAttribute("id"));
    const options = list.getByRole("option");
    expect(await options.count()).toBeGreaterThan(1);
    expect(await options.first().textContent()).toBe("Billettinfo Side");

    await page.keyboard.press("ArrowDown");
    expect(await combobox.getAttribute("aria-activedescendant")).toBe(await options.first().getAttribute("id"));
    expect(await options.first().getAttribute("aria-selected")).toBe("true");
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, `${label} listbox open`);

    if (device.hasTouch) await Promise.all([page.waitForURL(/\/billettinfo$/), options.first().tap()]);
    else await Promise.all([page.waitForURL(/\/billettinfo$/), page.keyboard.press("Enter")]);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Billettinfo");
  });

  test("Escape closes the list, and Enter without a chosen suggestion searches as before", async () => {
    const field = await headerField(page, device);
    if (device.hasTouch) await field.tap();
    else await field.click();
    await field.fill("bill");
    const list = page.getByRole("listbox", { name: "Forslag" });
    await list.waitFor();
    await page.keyboard.press("Escape");
    await list.waitFor({ state: "hidden" });
    expect(await page.getByRole("combobox", { name: "Søk på nettstedet" }).getAttribute("aria-expanded")).toBe("false");
    expect(await field.inputValue()).toBe("bill");
    await Promise.all([page.waitForURL(/\/search\?q=bill$/), page.keyboard.press("Enter")]);
    expect(await page.getByRole("main").locator(".search-hit-title").first().textContent()).toBe("Billettinfo");
  });
});

describe("search suggestions on an English page", () => {
  let page: Page;
  usePage(LAPTOP, "/english-information", (p) => {
    page = p;
  });

  test("the list speaks the page's language: its name, each kind, and how many it holds", async () => {
    const field = await headerField(page, LAPTOP);
    await field.click();
    await field.fill("bill");
    const list = page.getByRole("listbox", { name: "Suggestions" });
    await list.waitFor();
    expect(await list.getByRole("option").first().textContent()).toBe("Billettinfo Page");
    const said = page.getByRole("banner").getByRole("status");
    await expect.poll(() => said.textContent()).toMatch(/^\d+ suggestions?$/);
  });
});
