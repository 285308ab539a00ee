import type { Browser, Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { closePage, useBrowser } from "./support/browser";
import { saveScreenshot } from "./support/screenshots";
import { siteUrl } from "./support/site";

/**
 * Every title in the day's timetable can be read, at the widths it is drawn at (1024 px, where it
 * starts, and a 1366 px laptop), on the demo's busiest days: the festival week's nine rooms and
 * BUFF's weekend with its 38-minute Knøttekino. A block too short or narrow for its whole text
 * shows whole lines ending in "…" and opens to all of it on hover and on keyboard focus, with or
 * without JavaScript: the stylesheet does it.
 */

const WIDTHS = [1366, 1024] as const;
const DAYS = [
  ...["15", "16", "17", "18", "19", "20", "21"].map((d) => `/kinoprogram?dag=2025-09-${d}`),
  ...["10", "11", "12"].map((d) => `/buff-program?dag=2025-10-${d}`),
];

type Block = { id: string; title: string; whole: boolean; cutLine: boolean; minutes: number; height: number };

/**
 * Each block of the timetable as a visitor sees it: whether every line of its title lies inside
 * what the block shows (`whole`), and whether some line is cut through (`cutLine`: text showing
 * below the last whole line, or past the block's side).
 */
function blocks(page: Page): Promise<Block[]> {
  return page.locator(".tt-slot").evaluateAll((slots) =>
    slots.map((li) => {
      const card = li.firstElementChild as HTMLElement;
      const title = li.querySelector(".tt-name") as HTMLElement;
      const shown = [card, li.querySelector<HTMLElement>(".tt-text") ?? card].map((e) => e.getBoundingClientRect());
      const inside = (r: DOMRect) => shown.every((b) => r.left >= b.left - 1 && r.right <= b.right + 1 && r.top >= b.top - 1 && r.bottom <= b.bottom + 1);
      const [from = "", to = ""] = (li.querySelector(".tt-time")?.textContent ?? "").split("–");
      const minutes = (hm: string) => Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3, 5));
      return {
        id: li.getAttribute("data-for") ?? "",
        title: title.textContent ?? "",
        whole: [...title.getClientRects()].every(inside),
        cutLine: card.scrollHeight > card.clientHeight + 1 || card.scrollWidth > card.clientWidth + 1,
        minutes: (minutes(to) || 24 * 60) - minutes(from),
        height: li.getBoundingClientRect().height,
      };
    }),
  );
}

/** Whether the block's whole title is in sight now (after a hover or focus opened it). */
const titleWhole = (slot: Locator) =>
  slot.evaluate((li) => {
    const shown = li.firstElementChild!.getBoundingClientRect();
    return [...li.querySelector(".tt-name")!.getClientRects()].every(
      (r) => r.left >= shown.left - 1 && r.right <= shown.right + 1 && r.bottom <= shown.bottom + 1,
    );
  });

async function openAt(browser: Browser, width: number, path: string, javaScriptEnabled = false): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, locale: "nb-NO", javaScriptEnabled });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(siteUrl(path));
  return page;
}

describe("the timetable's titles", () => {
  const browser = useBrowser();

  test("at 1366 px the short film competition and BUFF's 38-minute Knøttekino are readable, whole or on focus and hover", async () => {
    // With JavaScript, as most visitors come (and as axe needs); the test below goes without.
    const p = await openAt(browser(), 1366, "/kinoprogram?dag=2025-09-20", true);
    const hjem = p.locator(".tt-slot", { hasText: "Kortfilmkonkurransen 1: Hjem" });
    expect((await blocks(p)).find((b) => b.title === "Kortfilmkonkurransen 1: Hjem")?.whole, "the whole title in its block").toBe(true);
    expect(await hjem.evaluate((li) => li.getBoundingClientRect().width), "in its room's column").toBeLessThan(200);
    await saveScreenshot(p, "saturday at 1366 px");

    await p.goto(siteUrl("/buff-program?dag=2025-10-11"));
    const knott = p.locator(".tt-slot", { hasText: "Knøttekino" });
    const before = (await blocks(p)).find((b) => b.title.startsWith("Knøttekino"));
    expect(before?.cutLine, "no line cut through").toBe(false);
    // Its time and the start of its title show; the rest is one focus or hover away.
    expect(await knott.locator(".tt-time").isVisible()).toBe(true);
    await knott.locator("a").focus();
    expect(await titleWhole(knott), "opened by keyboard focus").toBe(true);
    await saveScreenshot(p, "knottekino focused at 1366 px");
    await p.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await knott.hover();
    expect(await titleWhole(knott), "opened on hover").toBe(true);
    expect(await accessibilityViolations(p)).toEqual([]);
    await closePage(p);
  });

  test.each(WIDTHS)(
    "at %i px, on every festival and BUFF day: no line cut through, every title whole or whole on focus, blocks as long as their screenings",
    { timeout: 240_000 },
    async (width) => {
      const p = await openAt(browser(), width, DAYS[0] ?? "");
      for (const path of DAYS) {
        await p.goto(siteUrl(path));
        const all = await blocks(p);
        expect(all.length, path).toBeGreaterThan(0);
        expect(
          all.filter((b) => b.cutLine).map((b) => b.title),
          `${path}: blocks with a line cut through`,
        ).toEqual([]);
        for (const b of all.filter((x) => !x.whole)) {
          const slot = p.locator(`.tt-slot[data-for="${b.id}"]`);
          await slot.locator("a, .tt-static").focus();
          expect(await titleWhole(slot), `${path}: ${b.title} on focus`).toBe(true);
        }
        // Height still says duration: 4rem an hour, a short screening drawn at least as tall as its time and a line of title.
        const perHour = all.filter((b) => b.minutes >= 50).map((b) => (b.height / b.minutes) * 60);
        expect(Math.max(...perHour) - Math.min(...perHour), `${path}: one scale`).toBeLessThan(1);
        // The page itself never scrolls sideways: a day of more rooms than fit scrolls inside its timetable.
        expect(await p.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), `${path} fits`).toBe(true);
      }
      if (width === 1024) await saveScreenshot(p, "buff sunday at 1024 px");
      await closePage(p);
    },
  );
});
