import type { Browser, Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { closePage, useBrowser, pageSettled } from "./support/browser";
import { saveScreenshot } from "./support/screenshots";
import { siteUrl } from "./support/site";

/**
 * Every title in the day's timetable (the day's rows laid out on a laptop: docs/decisions/050) can be read, at the widths it is drawn at (1024 px, where it
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

type Block = { id: string; title: string; whole: boolean; cutLine: boolean; top: number; bottom: number; start: number; end: number };

/**
 * Each block of the timetable as a visitor sees it: whether every line of its title lies inside
 * what the block shows (`whole`: the box its text is clipped at), whether some line is cut
 * through (`cutLine`: a line of its text partly inside and partly outside that box), and where
 * it is drawn against where the hours ruler puts its start and end (page pixels).
 */
function blocks(page: Page): Promise<Block[]> {
  return page.locator(".is-chosen li[data-event-id]").evaluateAll((rows) => {
    const ruler = document.querySelector(".day-hours li");
    const firstHour = Number((ruler?.textContent ?? "0").slice(0, 2));
    const grid = document.querySelector(".is-chosen .screenings")!.getBoundingClientRect();
    const hourPx = ruler?.getBoundingClientRect().height ?? 64;
    const minutes = (hm: string) => Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3, 5));
    return rows.map((li) => {
      const box = li.getBoundingClientRect();
      const css = getComputedStyle(li);
      // What the block shows: it is clipped at its content box (or at its padding box, were that its clip).
      const atContent = css.overflowClipMargin.startsWith("content-box");
      const pad = (side: "Left" | "Right" | "Top" | "Bottom") => (atContent ? parseFloat(css[`padding${side}`]) : 0);
      const content = {
        left: box.left + parseFloat(css.borderLeftWidth) + pad("Left"),
        right: box.right - pad("Right"),
        top: box.top + pad("Top"),
        bottom: box.bottom - pad("Bottom"),
      };
      const inside = (r: DOMRect) => r.left >= content.left - 1 && r.right <= content.right + 1 && r.top >= content.top - 1 && r.bottom <= content.bottom + 1;
      const below = (r: DOMRect) => r.top >= content.bottom - 1;
      const title = li.querySelector(".screening-title")!;
      const lines = [title, li.querySelector(".screening-time"), ...li.querySelectorAll(".sold-out, .screening-cancelled, .talk-mark, .clash-mark")]
        .filter((e): e is Element => e !== null && getComputedStyle(e).display !== "none")
        .flatMap((e) => [...e.getClientRects()]);
      const [from = "", to = ""] = (li.querySelector(".screening-time")?.textContent ?? "").split("–");
      const at = (m: number) => grid.top + ((m - firstHour * 60) * hourPx) / 60;
      return {
        id: li.getAttribute("data-event-id") ?? "",
        title: li.querySelector(".screening-title a")?.textContent ?? title.textContent ?? "",
        whole: [...title.getClientRects()].every(inside),
        cutLine: lines.some((r) => !inside(r) && !below(r)),
        top: box.top,
        bottom: box.bottom,
        start: at(minutes(from)),
        end: at(minutes(to) || 24 * 60),
      };
    });
  });
}

/** Whether the block's whole title is in sight now (after a hover or focus opened it). */
const titleWhole = (slot: Locator) =>
  slot.evaluate((li) => {
    const shown = li.getBoundingClientRect();
    return [...li.querySelector(".screening-title")!.getClientRects()].every(
      (r) => r.left >= shown.left - 1 && r.right <= shown.right + 1 && r.bottom <= shown.bottom + 1,
    );
  });

async function openAt(browser: Browser, width: number, path: string, javaScriptEnabled = false): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, locale: "nb-NO", javaScriptEnabled });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(siteUrl(path));
  // With JavaScript the timetable's rules come with the stylesheet the page script asks for (docs/decisions/052).
  if (javaScriptEnabled) await pageSettled(page);
  return page;
}

describe("the timetable's titles", () => {
  const browser = useBrowser();

  test("at 1366 px the short film competition and BUFF's 38-minute Knøttekino are readable, whole or on focus and hover", async () => {
    // With JavaScript, as most visitors come (and as axe needs); the test below goes without.
    const p = await openAt(browser(), 1366, "/kinoprogram?dag=2025-09-20", true);
    const hjem = p.locator(".is-chosen li[data-event-id]", { hasText: "Kortfilmkonkurransen 1: Hjem" });
    expect((await blocks(p)).find((b) => b.title === "Kortfilmkonkurransen 1: Hjem")?.whole, "the whole title in its block").toBe(true);
    expect(await hjem.evaluate((li) => li.getBoundingClientRect().width), "in its room's column").toBeLessThan(200);
    await saveScreenshot(p, "saturday at 1366 px");

    await p.goto(siteUrl("/buff-program?dag=2025-10-11"));
    await pageSettled(p);
    const knott = p.locator(".is-chosen li[data-event-id]", { hasText: "Knøttekino" });
    const before = (await blocks(p)).find((b) => b.title.startsWith("Knøttekino"));
    expect(before?.cutLine, "no line cut through").toBe(false);
    // Its time and the start of its title show; the rest is one focus or hover away.
    expect(await knott.locator(".screening-time").isVisible()).toBe(true);
    await knott.locator(".screening-title a").focus();
    expect(await titleWhole(knott), "opened by keyboard focus").toBe(true);
    await saveScreenshot(p, "knottekino focused at 1366 px");
    await p.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await knott.hover();
    expect(await titleWhole(knott), "opened on hover").toBe(true);
    expect(await accessibilityViolations(p)).toEqual([]);
    await closePage(p);
  });

  test("at 1366 px an opened block shows its ticket button whole and its picture as wide as its `sizes` says", async () => {
    const p = await openAt(browser(), 1366, "/kinoprogram?dag=2025-09-20", true);
    const block = p.locator(".is-chosen li.has-picture[data-status='on-sale']").first();
    await block.evaluate((li) => window.scrollTo(0, li.getBoundingClientRect().top + scrollY - 200));
    await block.hover();
    const opened = await block.evaluate((li) => {
      const ticket = li.querySelector<HTMLElement>(".ticket-button")!;
      const picture = li.querySelector<HTMLImageElement>(".screening-picture")!;
      return {
        ticketHeight: ticket.getBoundingClientRect().height,
        ticketTextFits: ticket.scrollWidth <= ticket.clientWidth + 1,
        pictureWidth: picture.getBoundingClientRect().width,
        sizes: picture.sizes,
      };
    });
    expect(opened.ticketHeight, "a ticket button a finger can hit").toBeGreaterThanOrEqual(44);
    expect(opened.ticketTextFits, "'Kjøp billett' inside its button").toBe(true);
    expect(opened.sizes).toContain("(min-width: 64em) 160px");
    expect(opened.pictureWidth, "the picture no wider than the 160 px its file was chosen for").toBeLessThanOrEqual(160);
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
          const slot = p.locator(`li[data-event-id="${b.id}"]`);
          await slot.locator(".screening-title a").focus();
          expect(await titleWhole(slot), `${path}: ${b.title} on focus`).toBe(true);
        }
        await p.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        // Drawn at its time, as long as it lasts, to the five minutes of the grid (4rem an hour:
        // a grid row is 5.3 px, the block 2 px inside its rows); a short screening is drawn at
        // least as tall as its time and a line of title.
        const off = all.filter((b) => Math.abs(b.top - b.start) > 8 || (b.end - b.start > 60 && Math.abs(b.bottom - b.end) > 8));
        expect(
          off.map((b) => b.title),
          `${path}: blocks away from their times`,
        ).toEqual([]);
        // The page itself never scrolls sideways: a day of more rooms than fit scrolls inside its timetable.
        expect(await p.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), `${path} fits`).toBe(true);
      }
      if (width === 1024) await saveScreenshot(p, "buff sunday at 1024 px");
      await closePage(p);
    },
  );
});
