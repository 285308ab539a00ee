import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { closePage, openPage, useBrowser, pageScriptRan, pageSettled } from "./support/browser";
import { siteUrl } from "./support/site";

// A control reached with the keyboard shows a focus ring a visitor can see against what lies around
// it (WCAG 1.4.11: 3:1), where the site's yellow ring of its dark parts would meet white: the header's
// search field, on the white header on a laptop and in the blue menu panel on a phone (20-header.css),
// and a partner's logo, a white card in the dark footer (30-footer.css).

const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const LAPTOP = { viewport: { width: 1366, height: 768 } } as const;

/** The focused element's outline colour and the colour painted behind it, as CSS rgb() strings. */
const ringAndGround = (page: Page) =>
  page.evaluate(() => {
    const field = document.activeElement as HTMLElement;
    let ground = "rgba(0, 0, 0, 0)";
    // The ring is drawn outside the control (2 px apart): what is painted there is its parent's.
    for (let el: HTMLElement | null = field.parentElement; el; el = el.parentElement) {
      // A box laid out as its children (the menu panel on a laptop) paints nothing of its own.
      const paint = getComputedStyle(el).display === "contents" ? "rgba(0, 0, 0, 0)" : getComputedStyle(el).backgroundColor;
      if (paint !== "rgba(0, 0, 0, 0)") {
        ground = paint;
        break;
      }
    }
    if (ground === "rgba(0, 0, 0, 0)") ground = "rgb(255, 255, 255)";
    const style = getComputedStyle(field);
    return { ring: style.outlineColor, width: Number.parseFloat(style.outlineWidth), ground, style: style.outlineStyle };
  });

function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe("focus rings where dark meets white", () => {
  const browser = useBrowser();

  test("the search field's, on a laptop, shows against the white header", async () => {
    const page = await openPage(browser(), LAPTOP);
    await page.goto(siteUrl("/"));
    // Focus wakes the suggestions, which the page script sets up: typed into as a visitor would, after it.
    await pageScriptRan(page);
    await page.getByRole("textbox", { name: "Søk på nettstedet" }).focus();
    await page.keyboard.type("kino");
    const seen = await ringAndGround(page);
    expect(seen.style).toBe("solid");
    expect(seen.width).toBeGreaterThanOrEqual(2);
    expect(contrast(seen.ring, seen.ground), `${seen.ring} on ${seen.ground}`).toBeGreaterThanOrEqual(3);
    await closePage(page);
  });

  test("the search field's, on a phone, shows against the blue menu panel", async () => {
    const page = await openPage(browser(), PHONE_390);
    await page.goto(siteUrl("/"));
    await pageScriptRan(page);
    await page.locator(".menu-toggle").click();
    await page.getByRole("textbox", { name: "Søk på nettstedet" }).focus();
    await page.keyboard.type("kino");
    const seen = await ringAndGround(page);
    expect(seen.style).toBe("solid");
    expect(contrast(seen.ring, seen.ground), `${seen.ring} on ${seen.ground}`).toBeGreaterThanOrEqual(3);
    await closePage(page);
  });

  test("a partner's logo in the footer shows it against its white card", async () => {
    const page = await openPage(browser(), PHONE_390);
    await page.goto(siteUrl("/"));
    // The footer lies below the first screen: its colours and rings are the whole stylesheet's (docs/decisions/052).
    await pageSettled(page);
    await page.locator(".footer-partners .partner-logo-link").first().focus();
    const seen = await ringAndGround(page);
    expect(seen.style).toBe("solid");
    expect(contrast(seen.ring, seen.ground), `${seen.ring} on ${seen.ground}`).toBeGreaterThanOrEqual(3);
    await closePage(page);
  });
});
