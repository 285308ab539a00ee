import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { closePage, openPage, useBrowser } from "./support/browser";
import { siteUrl } from "./support/site";

// "This page in English" / "Norsk" is a pill laid over the top right corner of the page (40-blocks.css):
// the page's title beside it must keep its words out from under it, on a phone (390 px and 320 px)
// and with a visitor's own larger text (a default font size of 24 px, as a browser's setting gives).
// The pages whose titles reached under it: "Nordkyst filmfestival", "Programme changes", "Welcome to
// Nordkyst filmfestival", and the programme's title at the larger text.

const PAGES = ["/festivalen", "/english-changes", "/english-information", "/filmer", "/kinoprogram", "/endringer"];
const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const PHONE_320 = { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true } as const;
const LAPTOP_1024 = { viewport: { width: 1024, height: 768 } } as const;

/** The lines of the page's visible title that lie under the language link (none is right). */
const linesUnderLink = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const link = document.querySelector(".twin-links")?.getBoundingClientRect();
    const title = [...document.querySelectorAll("main .page-title, main .block-title")].find((t) => t.getBoundingClientRect().width > 1);
    if (!link || !title) return ["no language link or title"];
    const range = document.createRange();
    range.selectNodeContents(title);
    return [...range.getClientRects()]
      .filter((r) => r.width > 0 && r.right > link.left && r.left < link.right && r.bottom > link.top && r.top < link.bottom)
      .map((r) => `${title.textContent}: line at ${Math.round(r.left)}–${Math.round(r.right)} px under the link at ${Math.round(link.left)} px`);
  });

describe("the language link beside a page's title", () => {
  const browser = useBrowser();

  for (const [name, device, fontPx] of [
    ["390 px", PHONE_390, 0],
    ["320 px", PHONE_320, 0],
    ["390 px with 24 px text", PHONE_390, 24],
    ["1024 px with 24 px text", LAPTOP_1024, 24],
  ] as const) {
    test(`at ${name} no line of the title lies under it`, async () => {
      const page = await openPage(browser(), device);
      if (fontPx) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Page.setFontSizes", { fontSizes: { standard: fontPx, fixed: fontPx } });
      }
      const under: string[] = [];
      for (const path of PAGES) {
        await page.goto(siteUrl(path));
        under.push(...(await linesUnderLink(page)).map((line) => `${path} ${line}`));
      }
      expect(under).toEqual([]);
      await closePage(page);
    });
  }
});
