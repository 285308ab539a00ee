import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { closePage, useBrowser, pageSettled } from "./support/browser";
import { saveScreenshot } from "./support/screenshots";
import { siteUrl } from "./support/site";

/**
 * A screening the content marks cancelled (the demo's Fiskerens sang on Sunday 21 September), as
 * a visitor meets it on the film page and on the programme's day: still there, struck through and
 * named "Avlyst", with nothing to buy or put in a calendar.
 */

const CANCELLED = "nff25-fiskeren-4";
const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const LAPTOP = { viewport: { width: 1366, height: 768 } } as const;

async function openIn(context: BrowserContext): Promise<Page> {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  return context.newPage();
}

describe("a cancelled screening", () => {
  const browser = useBrowser();
  let page: Page | undefined;

  afterEach(async () => {
    if (page) await closePage(page);
    page = undefined;
  });

  test("on the film page at 390 px: struck through, Avlyst, no ticket or calendar link; axe-clean", async () => {
    const p = (page = await openIn(await browser().newContext({ ...PHONE_390, locale: "nb-NO" })));
    await p.goto(siteUrl("/fiskerens-sang-DXM10277"));
    // The film's list of screenings lies below the first screen: its rules come with the whole stylesheet (docs/decisions/052).
    await pageSettled(p);
    const row = p.locator(`.screening[data-event-id="${CANCELLED}"]`);
    await row.scrollIntoViewIfNeeded();
    expect(await row.locator(".screening-cancelled").textContent()).toBe("Avlyst");
    expect(await row.locator(".screening-time").evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe("line-through");
    expect(await row.getByRole("link", { name: /Kjøp billett|Legg i kalender/ }).count()).toBe(0);
    // The other screenings of the film still sell.
    expect(await p.locator(".screening .ticket-button").count()).toBeGreaterThan(0);
    await saveScreenshot(p, "cancelled-film-390");
    expect(await accessibilityViolations(p)).toEqual([]);
  });

  test("on Sunday's programme at 1366 px: in the timetable as Avlyst, and axe-clean", async () => {
    const p = (page = await openIn(await browser().newContext({ ...LAPTOP, locale: "nb-NO" })));
    await p.goto(siteUrl("/kinoprogram?dag=2025-09-21"));
    const slot = p.locator(`.is-chosen li[data-event-id="${CANCELLED}"]`);
    await slot.scrollIntoViewIfNeeded();
    expect(await p.locator(".day-places").isVisible(), "laid out as the timetable").toBe(true);
    expect(await slot.isVisible()).toBe(true);
    expect(await slot.locator(".screening-cancelled").textContent()).toBe("Avlyst");
    expect(await slot.locator(".screening-cancelled").isVisible()).toBe(true);
    // Struck through, its time and title, and in no clash.
    expect(await slot.locator(".screening-title").evaluate((e) => getComputedStyle(e).textDecorationLine)).toBe("line-through");
    expect(await slot.locator(".clash-mark").count()).toBe(0);
    await saveScreenshot(p, "cancelled-timetable-1366");
    expect(await accessibilityViolations(p)).toEqual([]);
  });
});
