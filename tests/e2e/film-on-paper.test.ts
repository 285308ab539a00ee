import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { closePage, openPage, useBrowser, pageScriptRan } from "./support/browser";
import { readPdf } from "./support/pdf-pages";
import { siteUrl } from "./support/site";

// A film's page printed from the browser's menu (80-print.css, docs/decisions/047): the sheet says
// what the film is and when and where it runs, and carries nothing that only works on a screen —
// no ticket button, no "Alle 5 visninger" jump, no "Varsle meg" or "Si fra om det blir ledig" with
// their notes, no watch-list button, no trailer picture with its play button. Nattferge has all of
// them: a sold-out screening, a trailer. The PNG of every sheet is kept under test-results/print/.

const LAPTOP = { viewport: { width: 1366, height: 768 } } as const;

describe("a film's page on paper", () => {
  const browser = useBrowser();
  let page: Page;
  let printed = "";
  beforeAll(async () => {
    page = await openPage(browser(), LAPTOP);
    await page.goto(siteUrl("/nattferge-DXM10405"));
    // The page script has drawn the seat and notify buttons (or their notes) by then.
    await pageScriptRan(page);
    printed = (await readPdf(await page.pdf({ format: "A4" }), "film-page")).texts.join(" ");
  });
  afterAll(() => closePage(page));

  test("says the film, its screenings and which one is sold out", () => {
    expect(printed).toContain("Nattferge");
    expect(printed).toMatch(/Lørdag 20\. september\s*16:00/);
    expect(printed).toContain("Utsolgt");
  });

  test("carries none of the screen's buttons or their notes", () => {
    expect(printed, "the first screen's ticket button").not.toContain("Kjøp billett");
    expect(printed, "the jump down to the screenings").not.toMatch(/Alle \d+ visninger/);
    expect(printed, "'Varsle meg' and 'Si fra om det blir ledig', or why they are not there").not.toMatch(/Varsle meg|Varsel om ledige|Si fra om/);
    expect(printed, "the watch-list button").not.toContain("Logg inn for å legge filmen i listen din");
    expect(printed, "the trailer's play button and note").not.toMatch(/Spill av traileren|Spilles av fra YouTube/);
  });

  test("spends no sheet on the trailer's picture", async () => {
    await page.emulateMedia({ media: "print" });
    const trailerShown = await page.locator(".b-trailer img").isVisible();
    await page.emulateMedia({ media: "screen" });
    expect(trailerShown).toBe(false);
  });
});
