import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { closePage, openPage, useBrowser, pageSettled } from "./support/browser";
import { siteUrl } from "./support/site";

// The programme's day heading stays on screen while the day's screenings scroll by (45-programme.css).
// A visitor going back up the day with the keyboard (Shift+Tab from the page's foot) must see each
// ticket button, calendar link and title the focus lands on: the browser scrolls it into view below
// that heading, not under it. On a phone (the list) and a laptop (the timetable).

const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const LAPTOP = { viewport: { width: 1366, height: 768 } } as const;

/** What the focus is on, if the sticky day heading covers it. */
const coveredByHeading = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const focused = document.activeElement;
    const heading = [...document.querySelectorAll(".day-heading")].find((h) => h.getBoundingClientRect().top <= 0.5 && h.getBoundingClientRect().bottom > 0);
    if (!focused || !heading || heading.contains(focused)) return null;
    const under = heading.getBoundingClientRect();
    const box = focused.getBoundingClientRect();
    return box.top < under.bottom - 1 && box.bottom > under.top
      ? `${(focused.textContent ?? "").trim().slice(0, 40)} at ${Math.round(box.top)} px, under the heading to ${Math.round(under.bottom)} px`
      : null;
  });

describe("focus going up a programme day", () => {
  const browser = useBrowser();

  for (const [name, device] of [
    ["390", PHONE_390],
    ["1366", LAPTOP],
  ] as const) {
    test(`at ${name} px nothing Shift+Tab lands on is hidden under the day's heading`, async () => {
      const page = await openPage(browser(), device);
      await page.goto(siteUrl("/kinoprogram?dag=2025-09-20"));
      // The sticky heading and the day's blocks take their places from the whole stylesheet (docs/decisions/052).
      await pageSettled(page);
      await page.locator(".site-footer a").first().focus();
      const covered: string[] = [];
      let inDay = 0;
      for (let press = 0; press < 120; press++) {
        await page.keyboard.press("Shift+Tab");
        if (await page.evaluate(() => document.activeElement?.closest(".programme-day") !== null)) inDay++;
        const hidden = await coveredByHeading(page);
        if (hidden) covered.push(hidden);
      }
      expect(inDay, "the walk goes through the day's screenings").toBeGreaterThan(60);
      expect(covered).toEqual([]);
      await closePage(page);
    });
  }
});
