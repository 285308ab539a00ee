import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { closePage, openPage, shows, useBrowser, pageScriptRan } from "./support/browser";
import { screeningsOn } from "./support/demo-programme";
import { collapsed, type PdfPages, readPdf } from "./support/pdf-pages";
import { siteUrl } from "./support/site";
import { qrPath } from "../../src/client/qr-path";

// The programme on paper (docs/decisions/047): the busiest day, the catalogue and a plan printed by
// Chromium to A4 and read back with poppler. A row or card cut between two sheets would leave its
// text on neither whole: each must be found whole on exactly one sheet. The PNG of every sheet is
// kept under test-results/print/ to look at.

const FESTIVAL = "Nordkyst filmfestival";
const BUSIEST_DAY = "2025-09-20";
const LAPTOP = { viewport: { width: 1366, height: 768 } } as const;
const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const DEMO = { email: "demo@nordkystfilm.no", password: "kinokveld" };
/** A4's printable height at Chromium's 96 px per inch, less the page margins and the running head (80-print.css). */
const SHEET_HEIGHT_PX = ((297 - 9 - 11 - 13) / 25.4) * 96;

/** Stops the browser's print dialog (headless has none to show) and counts the calls. */
function stubPrint(page: Page): Promise<void> {
  return page.evaluate(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed++;
    };
  });
}

const printCalls = (page: Page) => page.evaluate(() => (window as unknown as { printed: number }).printed);

/** "Skriv ut" as a visitor presses it: the codes are drawn, then the browser is asked to print. */
async function pressPrint(page: Page, button: Locator): Promise<void> {
  await page.locator("html[data-print-ready]").waitFor({ state: "attached" });
  await stubPrint(page);
  expect(await shows(button), "the print button shows once the page script is there").toBe(true);
  await button.click();
  await page.waitForFunction(() => (window as unknown as { printed: number }).printed > 0);
  expect(await printCalls(page)).toBe(1);
}

/**
 * Each item's text as print shows it (print media, so the ticket buttons and pictures are gone),
 * with what a sheet should say, and the facts of its box in that layout.
 */
function printedItems(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((items) =>
    items
      .filter((item) => (item as HTMLElement).offsetParent !== null)
      .map((item) => ({
        text: (item as HTMLElement).innerText,
        breakInside: getComputedStyle(item).breakInside,
        height: item.getBoundingClientRect().height,
        code: item.querySelector(":scope > svg.print-qr") !== null,
      })),
  );
}

/** Prints the page to A4 as Chromium's "Save as PDF" does, and reads it back. */
async function printToPdf(page: Page, label: string): Promise<PdfPages> {
  return readPdf(await page.pdf({ format: "A4" }), label);
}

/**
 * What every printed list must hold: A4 portrait, the running head on every sheet, and each item
 * whole on one sheet (a split one is whole on none), never taller than a sheet, with its QR code.
 */
async function expectWholeOnSheets(page: Page, pdf: PdfPages, selector: string, head: RegExp): Promise<number> {
  expect(pdf.size, "A4 portrait").toMatch(/^595\.\d+ x 84[12]\.\d+ pts \(A4\)$/);
  for (const [i, text] of pdf.texts.entries()) {
    expect(text, `sheet ${i + 1} has the running head: the festival, what the sheet is, when`).toContain(FESTIVAL);
    expect(text, `sheet ${i + 1} says what it is and when`).toMatch(head);
  }
  await page.emulateMedia({ media: "print" });
  const items = await printedItems(page, selector);
  await page.emulateMedia({ media: "screen" });
  expect(items.length).toBeGreaterThan(0);
  // Compared without spaces: a PDF keeps glyphs and their places, and poppler guesses the spaces.
  const sheetsText = pdf.texts.map((sheet) => sheet.replace(/\s/g, ""));
  for (const item of items) {
    const text = collapsed(item.text);
    const sheets = sheetsText.flatMap((sheet, i) => (sheet.includes(text.replace(/\s/g, "")) ? [i + 1] : []));
    expect(sheets, `"${text}" is whole on one sheet`).toHaveLength(1);
    expect(item.breakInside).toBe("avoid");
    expect(item.height, `"${text}" fits on a sheet`).toBeLessThan(SHEET_HEIGHT_PX / 3);
    expect(item.code, `"${text}" has its QR code`).toBe(true);
  }
  return items.length;
}

describe("a day's programme on paper", () => {
  const browser = useBrowser();
  let page: Page;
  beforeAll(async () => {
    page = await openPage(browser(), LAPTOP);
    await page.goto(siteUrl(`/kinoprogram?dag=${BUSIEST_DAY}`));
  });
  afterAll(() => closePage(page));

  test("the busiest day prints every screening whole on one A4 sheet, with its time, room and QR code", async () => {
    await pressPrint(page, page.getByRole("button", { name: "Skriv ut" }));
    expect(await page.locator("li.screening > svg.print-qr").count()).toBe(screeningsOn(BUSIEST_DAY).length);
    const pdf = await printToPdf(page, "programme-day");
    expect(pdf.texts.length, "the busiest day takes several sheets").toBeGreaterThan(2);
    const rows = await expectWholeOnSheets(page, pdf, "li.screening", /Kinoprogram · Lørdag 20\. september 2025 Skrevet ut \d{1,2}\. \p{L}+ \d{4}/u);
    expect(rows).toBe(screeningsOn(BUSIEST_DAY).length);
    // What a printed row must not carry: ticket buttons, the filter, the timetable.
    const all = pdf.texts.join(" ");
    expect(all).not.toContain("Kjøp billett");
    expect(all).not.toContain("Flere filtre");
    expect(all).not.toContain("Tidstabell");
    expect(all).not.toContain("Hver kolonne er et sted");
  });

  test("the codes lead to the films' pages", async () => {
    const first = page.locator("li.screening").first();
    const href = await first.locator(".screening-title > a").getAttribute("href");
    expect(href).toMatch(/-DXM\d+$/);
    // Drawn from the film page's whole address, as the encoder the tickets use draws it.
    const url = await first.locator(".screening-title > a").evaluate((a) => (a as HTMLAnchorElement).href);
    expect(await first.locator("svg.print-qr path").getAttribute("d")).toBe(qrPath(url).d);
  });

  test("a second print draws no second set of codes", async () => {
    await page.getByRole("button", { name: "Skriv ut" }).click();
    await page.waitForFunction(() => (window as unknown as { printed: number }).printed > 1);
    expect(await page.locator("li.screening > svg.print-qr").count()).toBe(screeningsOn(BUSIEST_DAY).length);
  });
});

describe("the catalogue on paper", () => {
  const browser = useBrowser();

  test("every film's card is whole on one sheet, with its next screening and QR code", async () => {
    const page = await openPage(browser(), LAPTOP);
    await page.goto(siteUrl("/filmer"));
    await pressPrint(page, page.getByRole("button", { name: "Skriv ut" }));
    const pdf = await printToPdf(page, "catalogue");
    expect(pdf.texts.length).toBeGreaterThan(2);
    const cards = await expectWholeOnSheets(page, pdf, "li.film-card", /Filmer Skrevet ut/);
    expect(cards).toBeGreaterThan(80);
    await closePage(page);
  });

  test("as filtered: only the films the filter shows are printed", async () => {
    const page = await openPage(browser(), LAPTOP);
    await page.goto(siteUrl("/filmer?program=dokumentar"));
    await pressPrint(page, page.getByRole("button", { name: "Skriv ut" }));
    const shown = await page.locator("li.film-card:not([hidden])").count();
    const pdf = await printToPdf(page, "catalogue-documentaries");
    expect(await expectWholeOnSheets(page, pdf, "li.film-card", /Filmer/)).toBe(shown);
    expect(pdf.texts.join(" ")).not.toContain("Måkeøya");
    await closePage(page);
  });
});

describe("the plan on paper", () => {
  const browser = useBrowser();

  test("'Skriv ut planen' prints the plan alone, each screening whole with its time, room and QR code", async () => {
    const page = await openPage(browser(), LAPTOP);
    await page.goto(siteUrl("/min-side"));
    await pageScriptRan(page);
    const form = page.locator('[data-island="account"]');
    await form.getByLabel("E-post").fill(DEMO.email);
    await form.getByLabel("Passord").fill(DEMO.password);
    await form.getByRole("button", { name: "Logg inn", exact: true }).click();
    const plan = page.locator("section.plan");
    expect(await shows(plan.getByRole("button", { name: "Lag planen min" }), 15_000)).toBe(true);
    await plan.getByRole("button", { name: "Lag planen min" }).click();
    expect(await shows(plan.locator(".plan-stop").first(), 15_000)).toBe(true);
    await pressPrint(page, plan.getByRole("button", { name: "Skriv ut planen" }));
    const pdf = await printToPdf(page, "plan");
    const stops = await expectWholeOnSheets(page, pdf, "li.plan-stop", /Planen min Skrevet ut/);
    expect(stops).toBe(await plan.locator(".plan-stop").count());
    const all = pdf.texts.join(" ");
    expect(all, "the plan alone: not the tickets or the list").not.toContain("Mine billetter");
    expect(all).not.toContain("Bytt");
    await closePage(page);
  });
});

describe("the screen, with the print button", () => {
  const browser = useBrowser();

  for (const [name, device] of [
    ["390", PHONE_390],
    ["1366", LAPTOP],
  ] as const) {
    test(`at ${name} px the list starts where it did without it, and nothing for paper shows`, async () => {
      const page = await openPage(browser(), device);
      for (const path of [`/kinoprogram?dag=${BUSIEST_DAY}`, "/filmer"]) {
        await page.goto(siteUrl(path));
        await page.locator("html[data-print-ready]").waitFor({ state: "attached" });
        const firstItem = page.locator("li.screening, li.film-card").first();
        const withButton = await firstItem.boundingBox();
        // As before the page script ran (or without JavaScript): the button not shown.
        await page.evaluate(() => delete document.documentElement.dataset.printReady);
        const without = await firstItem.boundingBox();
        expect(withButton?.y, `${path}: the first row does not move for the button`).toBe(without?.y);
        expect(await page.locator(".print-head").isVisible()).toBe(false);
        expect(await page.locator("svg.print-qr").count()).toBe(0);
      }
      await closePage(page);
    });
  }
});
