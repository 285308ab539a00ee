import { describe, expect, test } from "vitest";
import { DESKTOP, closePage, openPage, shows, useBrowser, pageScriptRan } from "./support/browser";
import { bigScripts, trackScripts } from "./support/scripts";
import { siteUrl } from "./support/site";

describe("account code loads only when it is needed", () => {
  const browser = useBrowser();

  test("a logged-out visitor's page downloads no React until they reach for 'Logg inn'", async () => {
    const page = await openPage(browser(), DESKTOP);
    const sizes = trackScripts(page);
    await page.goto(siteUrl("/festivalen"));
    await pageScriptRan(page);
    await page.waitForLoadState("networkidle");
    expect(await bigScripts(sizes), "no large script before any interaction").toEqual([]);

    await page.locator('[data-island="profile"]').getByText("Logg inn").hover();
    // The page is already idle when the hover starts the fetch, so wait for the script itself.
    await expect.poll(async () => (await bigScripts(sizes)).length, { message: "hovering fetches React", timeout: 10_000 }).toBe(1);
    await page.locator('[data-island="profile"]').getByText("Logg inn").click();
    expect(await shows(page.getByRole("dialog", { name: "Logg inn" }), 10_000), "the click opens the dialog").toBe(true);
    await closePage(page);
  });

  test("a stored profile wakes the header at once, with the name", async () => {
    const page = await openPage(browser(), DESKTOP);
    await page.goto(siteUrl("/festivalen"));
    await page.evaluate(() => localStorage.setItem("kinoweb.profile", JSON.stringify({ userName: "Kari", email: "kari@example.no" })));
    await page.reload();
    // The name shows from storage at once; `/me` then finds no session and the header turns to
    // "Logg inn" (a stale profile must not pretend someone is logged in).
    expect(await shows(page.locator('[data-island="profile"]').getByRole("button", { name: "Logg inn" }), 10_000)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("kinoweb.profile"))).toBeNull();
    await closePage(page);
  });

  test("junk in the stored profile is thrown away, not shown", async () => {
    const page = await openPage(browser(), DESKTOP);
    await page.goto(siteUrl("/"));
    await page.evaluate(() => localStorage.setItem("kinoweb.profile", "{not json"));
    await page.reload();
    expect(await shows(page.locator('[data-island="profile"]').getByRole("button", { name: "Logg inn" }), 10_000)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("kinoweb.profile"))).toBeNull();
    await closePage(page);
  });
});
