import type { Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import { closePage, openPage, shows, useBrowser, pageScriptRan } from "./support/browser";
import { siteUrl } from "./support/site";

// "Abonner i kalenderen" where the programme is filtered by a strand or a place (docs/decisions/047):
// a webcal:// link on the site's host to a calendar the site serves.

const LAPTOP = { viewport: { width: 1366, height: 768 } } as const;
const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const subscribe = (page: Page) => page.getByRole("link", { name: /^Abonner i kalenderen: / });

/** The link's calendar, fetched from the site under test as a calendar app would (webcal is http). */
async function calendarBehind(href: string): Promise<{ status: number; type: string | null; text: string }> {
  const url = new URL(href.replace(/^webcal:/, "https:"));
  const response = await fetch(siteUrl(url.pathname));
  return { status: response.status, type: response.headers.get("Content-Type"), text: await response.text() };
}

describe("calendar subscriptions", () => {
  const browser = useBrowser();
  let page: Page | undefined;
  afterEach(async () => {
    if (page) await closePage(page);
    page = undefined;
  });

  test("a programme filtered by a place offers that place's calendar, which holds its screenings", async () => {
    const p = (page = await openPage(browser(), PHONE_390));
    await p.goto(siteUrl("/kinoprogram?sted=Kulturhuset"));
    const link = subscribe(p);
    expect(await shows(link)).toBe(true);
    expect(await link.textContent()).toBe("Abonner i kalenderen: Kulturhuset");
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toBe("webcal://www.nordkystfilm.no/kalender/sted/kulturhuset.ics");
    const calendar = await calendarBehind(href);
    expect(calendar.status).toBe(200);
    expect(calendar.type).toBe("text/calendar; charset=utf-8");
    expect(calendar.text).toContain("X-WR-CALNAME:Kulturhuset – Nordkyst filmfestival");
    // The unfiltered programme offers none: nothing to follow but everything.
    await p.goto(siteUrl("/kinoprogram"));
    expect(await subscribe(p).count()).toBe(0);
  });

  test("the catalogue offers the chosen strand's calendar, and follows the filter in place", async () => {
    const p = (page = await openPage(browser(), LAPTOP));
    await p.goto(siteUrl("/filmer"));
    // The filter follows a choice in place once the page script has woken it.
    await pageScriptRan(p);
    expect(await subscribe(p).count(), "no strand chosen: no calendar shown").toBe(0);
    await p.locator("summary", { hasText: "Flere filtre" }).click();
    await p.getByLabel("Programdel", { exact: true }).selectOption("dokumentar");
    await p.waitForURL(/program=dokumentar/);
    expect(await shows(subscribe(p))).toBe(true);
    expect(await subscribe(p).textContent()).toBe("Abonner i kalenderen: Dokumentar");
    const href = (await subscribe(p).getAttribute("href")) ?? "";
    expect(href).toBe("webcal://www.nordkystfilm.no/kalender/program/dokumentar.ics");
    const calendar = await calendarBehind(href);
    expect(calendar.status).toBe(200);
    expect(calendar.text).toContain("UID:nff25-fiskeren-3@www.nordkystfilm.no");
    // Another strand chosen: its own calendar, and the first one's link is gone.
    await p.getByLabel("Programdel", { exact: true }).selectOption("kortfilm");
    await p.waitForURL(/program=kortfilm/);
    expect(await subscribe(p).textContent()).toBe("Abonner i kalenderen: Kortfilm");
    expect(await subscribe(p).count()).toBe(1);
    // The same address loaded afresh, without the island: the server shows the same link.
    const fresh = await openPage(browser(), LAPTOP);
    await fresh.goto(siteUrl("/filmer?program=kortfilm"));
    expect(await subscribe(fresh).getAttribute("href")).toBe("webcal://www.nordkystfilm.no/kalender/program/kortfilm.ics");
    await closePage(fresh);
  });
});
