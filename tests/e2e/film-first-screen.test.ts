import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { closePage, openPage, useBrowser, type Device, pageScriptRan, pageSettled } from "./support/browser";
import { siteUrl } from "./support/site";

/** The screens the issue names: a common phone and a common laptop. */
const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const satisfies Device;
const LAPTOP = { viewport: { width: 1366, height: 768 } } as const satisfies Device;

/** Every film page the site has, as the sitemap lists them: a new film is checked too. */
// A festival's programme is some ninety film pages, each opened in turn: the tests get the time for it.
const EVERY_FILM_MS = 300_000;

async function filmPaths(page: Page): Promise<string[]> {
  const response = await page.request.get(siteUrl("/sitemap.xml"));
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  return paths.filter((p) => /-DXM\d+$/.test(p));
}

/** Where the element sits in the first viewport; null when it is not shown at all. */
async function box(locator: Locator) {
  if (!(await locator.isVisible())) return null;
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom };
  });
}

/** What a visitor acts on: "Kjøp billett", or the line saying why there is nothing to buy. */
const ticketAction = (page: Page) => page.locator(".b-film-hero").locator(".ticket-button, .sold-out, .hero-none").first();

/** A box on the first viewport, null for an element that is not there or not shown. */
type Box = { top: number; bottom: number } | null;

/**
 * Where the hero's parts sit, read in one round trip: the h1, what a visitor acts on (as
 * `ticketAction`), the next screening (or the line saying there is none) and whether the facts line
 * shows (one of it), and how many h1 the page has. Shown as playwright's `isVisible` has it: a box
 * that is not empty, and not `visibility: hidden`.
 */
function heroBoxes(page: Page): Promise<{ titles: number; title: Box; action: Box; next: Box; facts: boolean }> {
  return page.evaluate(() => {
    const boxOf = (el: Element | null | undefined): Box => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === "hidden") return null;
      return { top: r.top, bottom: r.bottom };
    };
    const inHero = (selectors: string) =>
      selectors
        .split(", ")
        .map((s) => `.b-film-hero ${s}`)
        .join(", ");
    const facts = document.querySelectorAll(inHero(".hero-facts"));
    return {
      titles: document.querySelectorAll("h1").length,
      title: boxOf(document.querySelector("h1")),
      action: boxOf(document.querySelector(inHero(".ticket-button, .sold-out, .hero-none"))),
      next: boxOf(document.querySelector(inHero(".hero-next, .hero-none"))),
      facts: facts.length === 1 && boxOf(facts[0]) !== null,
    };
  });
}

describe("the first screen of a film page", () => {
  const browser = useBrowser();

  test(
    "on a 390×844 phone, every film's title and ticket button (or Utsolgt / Ingen flere visninger) show without scrolling",
    async () => {
      const page = await openPage(browser(), PHONE_390);
      const films = await filmPaths(page);
      expect(films.length, "the demo's programme has a festival's films").toBeGreaterThanOrEqual(40);
      for (const path of films) {
        await page.goto(siteUrl(path));
        const { titles, title, action, facts } = await heroBoxes(page);
        expect(titles, `${path}: one h1`).toBe(1);
        expect(title, `${path}: the title shows`).not.toBeNull();
        expect(title?.bottom ?? Infinity, `${path}: the title is on the first screen`).toBeLessThanOrEqual(844);
        expect(action, `${path}: a ticket button or the reason there is none`).not.toBeNull();
        expect(action?.top ?? -1, path).toBeGreaterThanOrEqual(0);
        expect(action?.bottom ?? Infinity, `${path}: the ticket button is on the first screen`).toBeLessThanOrEqual(844);
        expect(facts, `${path}: the facts line shows`).toBe(true);
      }
      await closePage(page);
    },
    EVERY_FILM_MS,
  );

  test(
    "on a 1366×768 laptop, every film's title and next screening show without scrolling",
    async () => {
      const page = await openPage(browser(), LAPTOP);
      for (const path of await filmPaths(page)) {
        await page.goto(siteUrl(path));
        const { titles, title, next } = await heroBoxes(page);
        expect(titles, `${path}: one h1`).toBe(1);
        expect(title?.bottom ?? Infinity, `${path}: the title is on the first screen`).toBeLessThanOrEqual(768);
        expect(next, `${path}: the next screening shows`).not.toBeNull();
        expect(next?.bottom ?? Infinity, `${path}: the next screening is on the first screen`).toBeLessThanOrEqual(768);
      }
      await closePage(page);
    },
    EVERY_FILM_MS,
  );

  test("'Alle visninger' leads down to the film's list of screenings", async () => {
    const page = await openPage(browser(), PHONE_390);
    await page.goto(siteUrl("/kystlinjer-DXM10234"));
    // The jump lands where the list is once the whole stylesheet has laid out the blocks above it (docs/decisions/052).
    await pageSettled(page);
    await page.locator(".hero-all").click();
    await page.waitForFunction(() => location.hash === "#visninger");
    const list = await box(page.locator("#visninger h2"));
    expect(list?.top ?? -1, "the screenings' heading is in view").toBeGreaterThanOrEqual(0);
    expect(list?.bottom ?? Infinity).toBeLessThanOrEqual(844);
    await closePage(page);
  });

  test("a culture page opens the same way: picture, title, facts, next date", async () => {
    const page = await openPage(browser(), PHONE_390);
    await page.goto(siteUrl("/kulinarisk-kino"));
    expect((await page.locator("h1").textContent())?.trim()).toBe("Kulinarisk kino");
    expect(await page.locator(".b-film-hero .film-hero-image").isVisible()).toBe(true);
    expect(await page.locator(".b-film-hero .hero-facts").textContent()).toContain("Restaurant Fjæra");
    expect((await box(ticketAction(page)))?.bottom ?? Infinity).toBeLessThanOrEqual(844);
    await closePage(page);
  });
});

describe("a page says its title once", () => {
  const browser = useBrowser();

  for (const [path, title] of [
    ["/buff", "BUFF"],
    ["/kulinarisk-kino", "Kulinarisk kino"],
  ] as const) {
    test(`${path}: one visible "${title}" in the page's content, the h1`, async () => {
      for (const device of [PHONE_390, LAPTOP]) {
        const page = await openPage(browser(), device);
        await page.goto(siteUrl(path));
        // Shown elements whose own text is the title, and headings that start with it (a band saying
        // "BUFF 10.–12. oktober 2025" under the picture says it again). Body text may name the festival,
        // and each row of the list of dates names its event.
        const repeats = await page.locator("main").evaluate((main, t) => {
          const said = [...main.querySelectorAll<HTMLElement>("h1, h2, h3, h4, p, span, div, strong")].filter((el) => {
            const own = [...el.childNodes]
              .filter((n) => n.nodeType === Node.TEXT_NODE)
              .map((n) => n.textContent ?? "")
              .join("")
              .trim();
            const heading = /^H[1-4]$/.test(el.tagName) || /heading|title/.test(el.className);
            const says = own === t || (heading && own.startsWith(t));
            return says && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden" && !el.closest(".sr-only, li[data-event-id]");
          });
          return said.map((el) => el.tagName.toLowerCase());
        }, title);
        expect(repeats, `${path} at ${device.viewport.width} px`).toEqual(["h1"]);
        await closePage(page);
      }
    });
  }
});

describe("a film's trailer", () => {
  const browser = useBrowser();

  test("asks nothing of YouTube until the visitor presses play; then the player comes from youtube-nocookie", async () => {
    const page = await openPage(browser(), PHONE_390);
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (/youtube|ytimg|googlevideo|vimeo/.test(new URL(request.url()).hostname)) videoRequests.push(request.url());
    });
    // No network in tests: the player answers from here, so nothing waits on a host it cannot reach.
    await page
      .context()
      .route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Spiller</title>" }));
    await page.goto(siteUrl("/kystlinjer-DXM10234"));
    const play = page.getByRole("link", { name: "Spill av traileren til Kystlinjer" });
    await play.scrollIntoViewIfNeeded();
    await pageScriptRan(page);
    await page.waitForLoadState("networkidle");
    expect(await page.locator("iframe").count(), "no player before the click").toBe(0);
    expect(videoRequests, "no request to the video host before the click").toEqual([]);

    await play.click();
    const frame = page.locator("iframe.trailer-frame");
    await frame.waitFor({ timeout: 10_000 });
    expect(await frame.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/nFFkyst2025?autoplay=1");
    expect(await frame.getAttribute("title")).toBe("Trailer: Kystlinjer");
    expect(new URL(page.url()).pathname, "the visitor stays on the film page").toBe("/kystlinjer-DXM10234");
    await closePage(page);
  });
});
