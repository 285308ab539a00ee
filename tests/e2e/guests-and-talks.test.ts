import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import { type Device, closePage, useBrowser, pageScriptRan } from "./support/browser";
import { saveScreenshot } from "./support/screenshots";
import { siteUrl } from "./support/site";

/**
 * Who comes to a screening and the talk after the film, at a phone's 390 px and a laptop's 1366 px,
 * at the demo's now (17 September 2025): on a programme row, the film's page, the day's timetable
 * (the laptop's: a phone has the list) and a film's card in the catalogue; and the filter on
 * screenings with a talk, with a plain form submit when JavaScript is off and in place when it is
 * on (docs/decisions/048).
 */

const PHONE: Device = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LAPTOP: Device = { viewport: { width: 1366, height: 768 } };
const DAY = "/kinoprogram?dag=2025-09-18";
const TALK = "Med samtale etter filmen";

async function newPage(context: BrowserContext): Promise<Page> {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  return context.newPage();
}

/** The rows the visitor sees, each with whether it says it has a talk. */
const visibleRows = (page: Page) =>
  page
    .locator("li.screening[data-event-id]:visible")
    .evaluateAll((items) => items.map((li) => ({ id: li.getAttribute("data-event-id"), talk: li.dataset["talk"] === "ja" })));

describe("guests and talks", () => {
  const browser = useBrowser();
  let page: Page | undefined;

  afterEach(async () => {
    if (page) await closePage(page);
    page = undefined;
  });

  for (const [name, device] of [
    ["phone", PHONE],
    ["laptop", LAPTOP],
  ] as const) {
    test(`${name}: a row, the film's page, the timetable and a film card say who comes and the talk`, async () => {
      const p = (page = await newPage(await browser().newContext({ ...device, locale: "nb-NO" })));
      await p.goto(siteUrl(DAY));
      const line = p.locator("li.screening[data-talk=ja] .screening-guests").first();
      if (name === "laptop") {
        // The day laid out as its timetable: a talk's block says "Samtale"; the guests' line shows when it opens.
        const marks = p.locator(".is-chosen li.screening .talk-mark");
        await marks.first().scrollIntoViewIfNeeded();
        expect(await marks.first().isVisible()).toBe(true);
        expect(await marks.first().textContent()).toBe("Samtale");
        expect(await marks.count()).toBe(await p.locator("li.screening[data-talk=ja]").count());
        expect(await line.isVisible(), "the guests' line waits until the block opens").toBe(false);
        await p.locator("li.screening[data-talk=ja] .screening-title a").first().focus();
      }
      await line.scrollIntoViewIfNeeded();
      expect(await line.isVisible()).toBe(true);
      expect(await line.textContent()).toMatch(/^(Samtale|Møt) [^,]+, \d+ min: .+, (regissør|skuespiller|produsent|medvirkende|ordstyrer)/);
      // The row's own box holds the line: it is not cut off or pushed outside on a narrow screen.
      const row = await p.locator("li.screening[data-talk=ja]").first().boundingBox();
      const box = await line.boundingBox();
      expect(box && row && box.x + box.width <= row.x + row.width + 1).toBe(true);
      await line.scrollIntoViewIfNeeded();
      await saveScreenshot(p, `${name} programme day`);

      // The film's own page lists that screening with the same line.
      const film = await p.locator("li.screening[data-talk=ja] .screening-title a").first().getAttribute("href");
      const said = await line.textContent();
      await p.goto(siteUrl(film ?? "/"));
      const onFilmPage = p.locator(".b-ticket-list .screening-guests", { hasText: said ?? "" });
      await onFilmPage.scrollIntoViewIfNeeded();
      expect(await onFilmPage.isVisible()).toBe(true);
      await saveScreenshot(p, `${name} film page`);

      // The catalogue names a film's next talk on its card.
      await p.goto(siteUrl("/filmer"));
      const card = p.locator("li.film-card .film-talk").first();
      await card.scrollIntoViewIfNeeded();
      expect(await card.isVisible()).toBe(true);
      expect(await card.textContent()).toMatch(/^(Samtale|Møt) .+: .+\d\d:\d\d$/);
    });
  }

  test("phone without JavaScript: the programme's and the catalogue's talk filters submit, and only talks are listed", async () => {
    const p = (page = await newPage(await browser().newContext({ ...PHONE, locale: "nb-NO", javaScriptEnabled: false })));
    await p.goto(siteUrl(DAY));
    const all = await visibleRows(p);
    expect(all.some((r) => !r.talk)).toBe(true);
    await p.getByText("Flere filtre").tap();
    await p.getByLabel(TALK, { exact: true }).check();
    await Promise.all([p.waitForURL(/samtale=ja/), p.getByRole("button", { name: "Vis program" }).tap()]);
    // A GET form sends its untouched selects empty: they mean no filter.
    const sent = new URL(p.url()).searchParams;
    expect([sent.get("dag"), sent.get("samtale")]).toEqual(["2025-09-18", "ja"]);
    const talks = await visibleRows(p);
    expect(talks.length).toBe(all.filter((r) => r.talk).length);
    expect(talks.every((r) => r.talk)).toBe(true);
    expect(await p.getByLabel(TALK, { exact: true }).isChecked()).toBe(true);
    await saveScreenshot(p, "phone programme talks without javascript");

    await p.goto(siteUrl("/filmer"));
    await p.getByText("Flere filtre").tap();
    await p.getByRole("checkbox", { name: new RegExp(`^${TALK} \\(\\d+\\)$`) }).check();
    await Promise.all([p.waitForURL(/samtale=ja/), p.getByRole("button", { name: "Vis filmer" }).tap()]);
    const cards = p.locator("li.film-card:visible");
    expect(await cards.count()).toBeGreaterThan(3);
    expect(await cards.locator(".film-talk").count()).toBe(await cards.count());
  });

  test("laptop with JavaScript: the talk filter applies in place, on the programme and in the catalogue, the address follows", async () => {
    const p = (page = await newPage(await browser().newContext({ ...LAPTOP, locale: "nb-NO" })));
    await p.goto(siteUrl(DAY));
    await pageScriptRan(p);
    await p.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await p.getByText("Flere filtre").click();
    await p.getByLabel(TALK, { exact: true }).check();
    await p.waitForURL(/\?dag=2025-09-18&samtale=ja$/);
    await p.waitForFunction(
      () => !document.querySelector('.b-programme[aria-busy="true"]') && document.querySelectorAll("li.screening[data-event-id]").length > 0,
    );
    const talks = await visibleRows(p);
    expect(talks.length).toBeGreaterThan(2);
    expect(talks.every((r) => r.talk)).toBe(true);
    // The day's timetable follows the filter: only talks.
    expect(await p.locator(".is-chosen li.screening").count()).toBe(await p.locator(".is-chosen li.screening .talk-mark").count());
    expect(await p.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await saveScreenshot(p, "laptop programme talks with javascript");

    await p.goto(siteUrl("/filmer"));
    await pageScriptRan(p);
    const before = await p.locator("li.film-card:visible").count();
    await p.getByText("Flere filtre").click();
    await p.getByRole("checkbox", { name: new RegExp(`^${TALK} \\(\\d+\\)$`) }).check();
    await p.waitForURL(/\?samtale=ja$/);
    const cards = p.locator("li.film-card:visible");
    await p.waitForFunction((n) => document.querySelectorAll("li.film-card:not([hidden])").length < n, before);
    expect(await cards.locator(".film-talk").count()).toBe(await cards.count());
    await saveScreenshot(p, "laptop catalogue talks with javascript");
  });
});
