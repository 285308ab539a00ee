import { describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { PHONE, closePage, openPage, shows, useBrowser, pageScriptRan } from "./support/browser";
import { bigScripts, trackScripts } from "./support/scripts";
import { siteUrl } from "./support/site";

const FILM_PATH = "/kystlinjer-DXM10234";

// A visitor who is not logged in: the rating and reviews come without React, the watch-list
// button brings React only when they reach for it.
describe("a film page for a logged-out visitor", () => {
  const browser = useBrowser();

  test("shows the rating and three reviews without downloading React; 'Vis alle' shows the first 20, 'Vis flere' loads 20 more", async () => {
    const page = await openPage(browser(), PHONE);
    const sizes = trackScripts(page);
    await page.goto(siteUrl(FILM_PATH));
    const island = page.locator('[data-island="movie-public"]');
    await island.scrollIntoViewIfNeeded();
    expect(await shows(island.getByText("Terningkast 4,8 av 6"), 10_000), "the rating shows").toBe(true);
    expect(await island.getByText("(48 vurderinger)").isVisible()).toBe(true);
    const reviews = island.locator(".review");
    const shown = island.locator(".review:visible");
    await reviews.nth(2).waitFor({ timeout: 10_000 });
    expect(await shown.count(), "three reviews before the visitor asks for more").toBe(3);
    expect(await reviews.first().locator(".review-head strong").textContent(), "each review names its writer").not.toBe("");
    expect(await island.getByRole("heading", { name: "Anmeldelser", exact: true }).isVisible(), "the reviews stand under their heading").toBe(true);

    await island.getByRole("button", { name: "Vis alle anmeldelser" }).click();
    await reviews.nth(19).waitFor({ timeout: 10_000 });
    expect(await shown.count()).toBe(20);
    expect(await reviews.nth(3).evaluate((el) => el === document.activeElement), "focus moves to the first review held back").toBe(true);

    await island.getByRole("button", { name: "Vis flere anmeldelser" }).click();
    await reviews.nth(39).waitFor({ timeout: 10_000 });
    expect(await shown.count()).toBe(40);
    expect(await reviews.nth(20).evaluate((el) => el === document.activeElement), "focus moves to the first new review").toBe(true);
    await page.waitForLoadState("networkidle");
    expect(await bigScripts(sizes), "no React for reading").toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await closePage(page);
  });

  test("'Logg inn for å legge filmen i listen din' loads React and opens the login dialog", async () => {
    const page = await openPage(browser(), PHONE);
    const sizes = trackScripts(page);
    await page.goto(siteUrl(FILM_PATH));
    await pageScriptRan(page);
    const button = page.locator('[data-island="movie-personal"]').getByText("Logg inn for å legge filmen i listen din");
    await button.scrollIntoViewIfNeeded();
    await button.click();
    expect(await shows(page.getByRole("dialog", { name: "Logg inn" }), 10_000), "the click opens the dialog").toBe(true);
    expect((await bigScripts(sizes)).length, "React came with the click").toBe(1);
    expect(
      await page
        .getByRole("dialog")
        .getByLabel("E-post")
        .evaluate((el) => el === document.activeElement),
      "focus is in the e-mail field",
    ).toBe(true);
    await closePage(page);
  });

  test("without JavaScript no empty 'Anmeldelser' heading stands where the reviews would come", async () => {
    const context = await browser().newContext({ ...PHONE, locale: "nb-NO", javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(FILM_PATH));
    const section = page.locator(".movie-personal");
    expect(await section.getByRole("heading", { name: "Terningkast og anmeldelser" }).isVisible(), "the section is there").toBe(true);
    expect(await section.getByRole("heading", { name: "Anmeldelser", exact: true }).count(), "no heading over nothing").toBe(0);
    await context.close();
  });
});
