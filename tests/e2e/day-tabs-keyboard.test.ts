import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { closePage, openPage, useBrowser, pageScriptRan } from "./support/browser";
import { siteUrl } from "./support/site";

// The programme's day tabs reached with the keyboard (day-strip.ts, 46-programme-days.css): the
// strip scrolls sideways and clips what lies outside it, so each tab Tab lands on must show whole
// in it, with its focus ring (3 px, 2 px apart from the tab), at a phone's width and a laptop's,
// Tab forward through the strip and Shift+Tab back.

const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const LAPTOP = { viewport: { width: 1366, height: 768 } } as const;
const RING_PX = 5;

type Seen = { tab: string; cut: string[] };

/** The focused day tab, if it is one, and which sides of it and its ring the strip cuts off. */
const focusedTab = (page: Page): Promise<Seen | null> =>
  page.evaluate((ring) => {
    const tab = document.activeElement;
    const strip = tab?.closest(".day-tabs ul");
    if (!(tab instanceof HTMLElement) || !tab.matches(".day-tab") || !strip) return null;
    const seen = strip.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    const cut = [
      box.left - ring < seen.left - 0.5 ? "left" : "",
      box.right + ring > seen.right + 0.5 ? "right" : "",
      box.top - ring < seen.top - 0.5 ? "top" : "",
    ].filter(Boolean);
    return { tab: (tab.textContent ?? "").trim(), cut };
  }, RING_PX);

/** Presses `key` until focus has been on every day tab and left the strip; what each showed. */
async function walk(page: Page, key: "Tab" | "Shift+Tab"): Promise<Seen[]> {
  const seen: Seen[] = [];
  for (let press = 0; press < 80; press++) {
    await page.keyboard.press(key);
    const now = await focusedTab(page);
    if (now) seen.push(now);
    else if (seen.length > 0) break;
  }
  return seen;
}

describe("the day tabs by keyboard", () => {
  const browser = useBrowser();

  for (const [name, device] of [
    ["390", PHONE_390],
    ["1366", LAPTOP],
  ] as const) {
    test(`at ${name} px every tab Tab or Shift+Tab lands on shows whole in the strip, its focus ring too`, async () => {
      const page = await openPage(browser(), device);
      await page.goto(siteUrl("/kinoprogram?dag=2025-09-20"));
      await pageScriptRan(page);
      const tabs = await page.locator(".day-tabs a.day-tab").count();
      const forward = await walk(page, "Tab");
      expect(forward, "Tab reaches every tab").toHaveLength(tabs);
      expect(forward.filter((s) => s.cut.length > 0)).toEqual([]);
      // Back from the first thing after the strip, the way a visitor who went too far would.
      const back = await walk(page, "Shift+Tab");
      expect(back, "Shift+Tab reaches every tab").toHaveLength(tabs);
      expect(back.filter((s) => s.cut.length > 0)).toEqual([]);
      await closePage(page);
    });
  }
});
