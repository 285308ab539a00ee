import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { closePage, disappears, isFocused, openPage, shows, useBrowser, pageScriptRan } from "./support/browser";
import { saveScreenshot } from "./support/screenshots";
import { siteUrl } from "./support/site";

// Min liste on Min side: when each film is next on by the site's clock (DEMO_NOW, 2025-09-17 12:00)
// and "Fjern" with "Angre". A visitor of their own (made through the account API), so the demo
// visitor's list, which other files read, stays as it is.

const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const WIDE = { width: 1366, height: 900 };
const VISITOR = { email: `liste-${Date.now()}@example.no`, password: "filmkveld1", userName: "Liv Liste" };

const list = (page: Page): Locator => page.locator("section", { has: page.getByRole("heading", { name: "Min liste" }) });
const row = (page: Page, title: string): Locator => list(page).locator(".watchlist-item", { hasText: title });

/** A new visitor with Nordlysets datter and Fiskerens sang on the list, logged in on Min side. */
async function visitorOnMinSide(page: Page): Promise<void> {
  const origin = new URL(siteUrl("/")).origin;
  const call = (path: string, data: unknown) => page.request.post(siteUrl(`/api/account/${path}`), { data, headers: { Origin: origin } });
  expect((await call("users", VISITOR)).status()).toBe(201);
  for (const edi of ["10251", "10277"]) {
    const movie = (await (await page.request.get(siteUrl(`/api/account/movies/${edi}`))).json()) as { movieId: number };
    expect((await call("watchlist", { id: movie.movieId })).status()).toBe(201);
  }
  await page.goto(siteUrl("/min-side"));
  await pageScriptRan(page);
  const form = page.locator('[data-island="account"]');
  await form.getByLabel("E-post").fill(VISITOR.email);
  await form.getByLabel("Passord").fill(VISITOR.password);
  await form.getByRole("button", { name: "Logg inn", exact: true }).click();
  expect(await shows(row(page, "Nordlysets datter"), 30_000), "the list shows").toBe(true);
}

describe("Min liste", () => {
  const browser = useBrowser();

  test("says when each film is next on, and a removed film can be put back with 'Angre' until the page is left", async () => {
    const page = await openPage(browser(), PHONE_390);
    try {
      await visitorOnMinSide(page);
      // 20:30 the same evening; the two of 15 and 16 September are past by the site's clock.
      const nordlys = row(page, "Nordlysets datter");
      expect(await nordlys.locator(".watchlist-next").textContent()).toBe("Neste visning: ons. 17. sep. kl. 20:30, Havvik kino, Sal 1");
      expect(await nordlys.getByRole("link", { name: "ons. 17. sep. kl. 20:30" }).getAttribute("href")).toBe("/nordlysets-datter-DXM10251");
      expect(await row(page, "Fiskerens sang").locator(".watchlist-next").textContent()).toBe("Neste visning: tor. 18. sep. kl. 17:30, Havvik kino, Sal 2");
      expect(await accessibilityViolations(page)).toEqual([]);
      await saveScreenshot(page, "390");

      await page.getByRole("button", { name: "Fjern «Nordlysets datter» fra listen" }).click();
      const undo = page.getByRole("button", { name: "Angre – legg «Nordlysets datter» tilbake i listen" });
      expect(await shows(undo, 10_000), "the row offers Angre").toBe(true);
      expect(await nordlys.getByText("«Nordlysets datter» er fjernet fra listen din.").isVisible()).toBe(true);
      expect(await isFocused(undo), "focus moves to Angre").toBe(true);
      expect(await accessibilityViolations(page)).toEqual([]);
      await saveScreenshot(page, "390 removed");
      await page.setViewportSize(WIDE);
      await saveScreenshot(page, "1366 removed");

      await undo.click();
      const remove = page.getByRole("button", { name: "Fjern «Nordlysets datter» fra listen" });
      expect(await shows(remove, 10_000), "the film is back").toBe(true);
      expect(await isFocused(remove), "focus back on Fjern").toBe(true);
      await saveScreenshot(page, "1366");

      // Removed and the page left: the list no longer has it, on Min side or the film's page.
      await remove.click();
      expect(await shows(undo, 10_000)).toBe(true);
      await page.reload();
      expect(await shows(row(page, "Fiskerens sang"), 30_000)).toBe(true);
      expect(await disappears(row(page, "Nordlysets datter"))).toBe(true);
    } finally {
      await closePage(page);
    }
  });
});
