import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { closePage, isFocused, openPage, shows, useBrowser, pageScriptRan, pageSettled } from "./support/browser";
import { saveScreenshot } from "./support/screenshots";
import { forgotten, waitForController, waitUntilKept } from "./support/service-worker";
import { siteUrl } from "./support/site";

// "Lag planen min" (docs/decisions/023) on Min side, against the real worker and the sandbox venue: the demo
// visitor's watch list has films whose screenings clash, so the plan has something to solve, and
// she holds a ticket for one of them (Nordlysets datter on Sunday), which the plan is made around.
// One visit in order (same page, cookies and service worker); each step builds on the one before.

const DEMO = { email: "demo@nordkystfilm.no", password: "kinokveld" };
const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const WEEKDAY_HEADING = /^(mandag|tirsdag|onsdag|torsdag|fredag|lørdag|søndag) \d{1,2}\. [a-zø]+$/;

const plan = (page: Page): Locator => page.locator("section", { has: page.getByRole("heading", { name: "Planen min", level: 2 }) });
const stops = (page: Page): Locator => plan(page).locator(".plan-stop");
const stopOf = (page: Page, title: string): Locator => stops(page).filter({ has: page.getByRole("heading", { name: title, exact: true }) });
const ticketLinks = (page: Page): Locator => plan(page).getByRole("link", { name: /^Kjøp billett/ });
/** The stops the visitor holds a ticket for, marked "Du har billett", and the others. */
const ticketStops = (page: Page): Locator => stops(page).filter({ hasText: "Du har billett" });
const toBuy = (page: Page): Locator => stops(page).filter({ hasNotText: "Du har billett" });
/** Ragna's ticket: Nordlysets datter on the festival's last night. */
const HELD = { title: "Nordlysets datter", eventId: "nff25-nordlys-avslutning", day: "søndag 21. september", clock: "19:00" };

/** Whether the plan's polite announcement (a status heard, not seen) says `text` within a moment. */
function announces(page: Page, text: string | RegExp, timeout = 15_000): Promise<boolean> {
  const status = plan(page).getByRole("status").first();
  return status
    .getByText(text)
    .waitFor({ state: "attached", timeout })
    .then(
      () => true,
      () => false,
    );
}

/** The start and end of every screening in the plan, as the `<time>` elements give them. */
function intervals(page: Page): Promise<{ start: number; end: number }[]> {
  return stops(page).evaluateAll((items) =>
    items.map((li) => {
      const [start, end] = Array.from(li.querySelectorAll("time")).map((t) => Date.parse(t.dateTime));
      return { start: start ?? NaN, end: end ?? NaN };
    }),
  );
}

/** The film titles of the plan, top to bottom. */
const titles = (page: Page): Promise<string[]> => stops(page).locator(".plan-film").allTextContents();

/** The screening ids a calendar feed carries (the UID before its "@host"). */
function feedEventIds(ics: string): string[] {
  return [...ics.matchAll(/^UID:([^@\r\n]+)@/gm)].map((m) => m[1] ?? "").sort();
}

/** The screening id at the end of a sandbox ticket link (https://billett.havvikkino.no/event/<id>). */
const eventIdOf = (href: string): string => new URL(href).pathname.split("/").at(-1) ?? "";

describe("'Lag planen min' on Min side", () => {
  const browser = useBrowser();
  let page: Page;
  let feedUrl = "";

  test("makes a plan by day with no two screenings overlapping, each at its place", async () => {
    page = await openPage(browser(), PHONE_390);
    await page.goto(siteUrl("/min-side"));
    await pageScriptRan(page);
    await waitForController(page);
    const form = page.locator('[data-island="account"]');
    await form.getByLabel("E-post").fill(DEMO.email);
    await form.getByLabel("Passord").fill(DEMO.password);
    await form.getByRole("button", { name: "Logg inn", exact: true }).click();
    expect(await shows(plan(page), 15_000), "Min side has the plan section").toBe(true);

    await plan(page).getByRole("button", { name: "Lag planen min" }).click();
    expect(await announces(page, /^Planen er klar: \d+ filmer? på \d+ dage?r?\./), "the plan is announced").toBe(true);
    expect(
      await plan(page)
        .getByText(/^\d+ filmer? på \d+ dage?r?\. Planen ble laget i dag kl\. \d{2}:\d{2}\.$/)
        .isVisible(),
      "and shown with when it was made",
    ).toBe(true);

    const days = await plan(page).locator(".plan-day-title").allTextContents();
    expect(days.length, "at least one day").toBeGreaterThan(0);
    for (const day of days) expect(day, "a weekday and date heading").toMatch(WEEKDAY_HEADING);
    expect(await stops(page).first().locator(".plan-time").textContent()).toMatch(/^\d{2}:\d{2}–\d{2}:\d{2}$/);
    expect(await stops(page).first().getByRole("link").getAttribute("href"), "the place links to the places page").toMatch(/^\/steder#[a-z0-9-]+$/);

    // The ticket Ragna holds is in the plan, marked and not swappable; the film is not planned again.
    expect(await ticketStops(page).locator(".plan-film").allTextContents(), "the ticket is a stop of the plan").toEqual([HELD.title]);
    const held = stopOf(page, HELD.title);
    expect(await held.locator(".plan-time time").first().textContent()).toBe(HELD.clock);
    expect(await held.locator("xpath=ancestor::section[1]").locator(".plan-day-title").textContent()).toBe(HELD.day);
    expect(await held.getByRole("button", { name: /^Bytt visning/ }).count(), "no swap away from a ticket").toBe(0);
    expect(
      (await titles(page)).filter((t) => t === HELD.title),
      "the film once",
    ).toHaveLength(1);

    const times = (await intervals(page)).sort((a, b) => a.start - b.start);
    times.slice(1).forEach((t, i) => {
      expect(t.start, "no overlap with the screening before").toBeGreaterThanOrEqual(times[i]?.end ?? 0);
    });

    await saveScreenshot(page, "phone");
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("a screening swapped by keyboard is kept: the plan is made around it, the focus follows it, and the change is announced", async () => {
    const swap = plan(page)
      .getByRole("button", { name: /^Bytt visning/ })
      .first();
    const film = (await swap.locator("xpath=ancestor::li[1]").locator(".plan-film").textContent()) ?? "";
    await swap.focus();
    await page.keyboard.press("Enter");
    expect(await swap.getAttribute("aria-expanded")).toBe("true");
    const choice = plan(page)
      .getByRole("list", { name: `Andre visninger av ${film}` })
      .getByRole("button")
      .first();
    const label = (await choice.textContent()) ?? ""; // "lør. 20. sep., 14:00, Havvik kino"
    const [, date, clock] = /(\d{1,2})\. [a-zø]+\.?, (\d{2}:\d{2})/.exec(label) ?? [];
    expect(date && clock, `an alternative screening of ${film}`).toBeTruthy();
    await page.keyboard.press("Tab");
    expect(await isFocused(choice), "Tab reaches the first alternative").toBe(true);
    await page.keyboard.press("Escape");
    expect(await swap.getAttribute("aria-expanded"), "Escape folds the list").toBe("false");
    expect(await isFocused(swap), "and puts the focus back on 'Bytt visning'").toBe(true);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");

    expect(await announces(page, `${film} er flyttet til`), "the swap is announced").toBe(true);
    const moved = stopOf(page, film);
    expect(await isFocused(moved.getByRole("heading", { name: film })), "the focus is on the film at its new place").toBe(true);
    expect(await moved.getByText("Valgt av deg").isVisible(), "marked as chosen by the visitor").toBe(true);
    expect(await moved.locator(".plan-time time").first().textContent()).toBe(clock);
    const day = await moved.locator("xpath=ancestor::section[1]").locator(".plan-day-title").textContent();
    expect(day, "under the day of the chosen screening").toContain(` ${date}. `);

    // Made again for another reason, the plan still keeps the swapped screening.
    await plan(page).getByRole("button", { name: "Lag planen på nytt" }).click();
    expect(await announces(page, /^Planen er klar/)).toBe(true);
    expect(await stopOf(page, film).locator(".plan-time time").first().textContent(), "still the chosen screening").toBe(clock);
  });

  test("planned for the festival's last night only, the film that clashes there is listed as not fitting, with why", async () => {
    // Sunday 21 September: Nordlysets datter (19:00, Sal 1) and Stormvarsel (20:00, Sal 2) overlap.
    await plan(page).getByText("Velg dager, filmer og «må se»").click();
    await plan(page).getByLabel("Fra").selectOption({ label: "søndag 21. september" });
    await plan(page).getByLabel("Til").selectOption({ label: "søndag 21. september" });
    await plan(page).getByRole("button", { name: "Lag planen på nytt" }).click();
    expect(await announces(page, /fikk ikke plass\.$/), "the plan is announced with what did not fit").toBe(true);
    expect(await plan(page).locator(".plan-day-title").allTextContents(), "that one day").toEqual(["søndag 21. september"]);
    expect(await plan(page).getByRole("heading", { name: "Fikk ikke plass" }).isVisible()).toBe(true);
    const reasons = await plan(page).locator(".plan-unplaced li span").allTextContents();
    expect(
      reasons.some((r) => /^Alle visningene kolliderer med «.+»/.test(r)),
      `why, in words: ${reasons.join(" | ")}`,
    ).toBe(true);
    await saveScreenshot(page, "one-day");
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("a film marked 'Må se' does not push out a ticket; with room, it is placed and marked in the plan", async () => {
    // Still the last night only (the options stay open): the film that clashes with the ticket did not fit.
    const clashing = plan(page).locator(".plan-unplaced li", { hasText: `kolliderer med «${HELD.title}»` });
    const left = ((await clashing.locator("strong").first().textContent()) ?? "").trim();
    expect(left, "a film that did not fit").not.toBe("");
    const options = plan(page).locator("details.plan-options");
    if ((await options.getAttribute("open")) === null) await options.locator("summary").click();
    expect(
      await plan(page)
        .getByRole("checkbox", { name: `Må se: ${HELD.title}` })
        .count(),
      "a film held by a ticket is not offered",
    ).toBe(0);
    await plan(page)
      .getByRole("checkbox", { name: `Må se: ${left}` })
      .check();
    await plan(page).getByRole("button", { name: "Lag planen på nytt" }).click();
    expect(await announces(page, /^Planen er klar/)).toBe(true);
    expect(await titles(page), "the ticket stays; the must-see film still does not fit").toEqual([HELD.title]);
    expect(await plan(page).locator(".plan-unplaced li strong").allTextContents()).toContain(left);
    // Every day again, still marked: now it fits, and says so in the plan.
    await plan(page).getByLabel("Fra").selectOption({ index: 0 });
    await plan(page)
      .getByLabel("Til")
      .selectOption({ index: (await plan(page).getByLabel("Til").locator("option").count()) - 1 });
    await plan(page).getByRole("button", { name: "Lag planen på nytt" }).click();
    expect(await announces(page, /^Planen er klar/)).toBe(true);
    expect(await titles(page), "the must-see film is in the plan now").toContain(left);
    expect(await stopOf(page, left).getByText("Må se", { exact: true }).isVisible(), "marked in the plan").toBe(true);
    // Unmarked again, so the steps after this one see the plan as before.
    await plan(page)
      .getByRole("checkbox", { name: `Må se: ${left}` })
      .uncheck();
    await plan(page).getByRole("button", { name: "Lag planen på nytt" }).click();
    expect(await announces(page, /^Planen er klar/)).toBe(true);
  });

  test("'Kjøp billetter' has one ticket button per chosen screening not bought yet, to the checkout, in plan order", async () => {
    const links = ticketLinks(page);
    expect(await ticketStops(page).count(), "the ticket held is in the plan").toBe(1);
    expect(await links.count()).toBe(await toBuy(page).count());
    const hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) expect(href).toMatch(/^https:\/\//);
    expect(await links.first().getAttribute("target"), "a new window, like the programme's").toBe("_blank");
    const order = await plan(page).locator(".plan-tickets strong").allTextContents();
    expect(order, "in the order of the plan").toEqual(await toBuy(page).locator(".plan-film").allTextContents());
  });

  test("'Legg planen i kalenderen' makes the calendar feed carry exactly the chosen screenings", async () => {
    await plan(page).getByRole("button", { name: "Legg planen i kalenderen" }).click();
    expect(await shows(plan(page).getByText(/^Kalenderen din viser nå planen/), 10_000), "says the calendar now carries the plan").toBe(true);
    await plan(page).getByRole("button", { name: "Lag kalenderlenke" }).click();
    const link = plan(page).getByRole("link", { name: "Abonner på kalenderen" });
    expect(await shows(link, 10_000)).toBe(true);
    feedUrl = ((await link.getAttribute("href")) ?? "").replace(/^webcal:/, "http:");
    const ics = await (await page.request.get(feedUrl)).text();
    const toBuyIds = (await ticketLinks(page).evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))).map(eventIdOf);
    const chosen = [...toBuyIds, HELD.eventId].sort();
    expect(chosen, "every stop of the plan").toHaveLength(await stops(page).count());
    expect(feedEventIds(ics), "the feed is the plan, the ticket held included, not every screening of the list").toEqual(chosen);
  });

  test("the plan in the calendar shows on Min side on another phone too, with no copy kept there", async () => {
    const other = await openPage(browser(), PHONE_390);
    try {
      await other.goto(siteUrl("/min-side"));
      await pageScriptRan(other);
      const form = other.locator('[data-island="account"]');
      await form.getByLabel("E-post").fill(DEMO.email);
      await form.getByLabel("Passord").fill(DEMO.password);
      await form.getByRole("button", { name: "Logg inn", exact: true }).click();
      expect(await shows(plan(other), 15_000), "Min side has the plan section").toBe(true);
      await other.reload();
      expect(await shows(stops(other).first(), 15_000), "the saved plan, after a reload").toBe(true);
      // Exactly the screenings the calendar carries: the plan saved on the server, its ticket marked.
      const saved = (await (await other.request.get(siteUrl("/api/account/plan/saved"))).json()) as { saved: { eventIds: string[] } | null };
      const shown = (await ticketLinks(other).evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))).map(eventIdOf);
      expect(await ticketStops(other).locator(".plan-film").allTextContents()).toEqual([HELD.title]);
      expect([...shown, HELD.eventId].sort()).toEqual([...(saved.saved?.eventIds ?? [])].sort());
    } finally {
      await closePage(other);
    }
  });

  test("offline, a reload of Min side still shows the plan, with when it was made", async () => {
    const before = await titles(page);
    await waitUntilKept(page, "/api/account/plan/kept");
    await waitUntilKept(page, "/min-side");
    await page.context().setOffline(true);
    await page.goto(siteUrl("/min-side"));
    expect(
      await shows(plan(page).getByText(/Du er uten nett\. Dette er planen slik den ble laget i dag kl\. \d{2}:\d{2}\.$/), 15_000),
      "the offline note",
    ).toBe(true);
    expect(await titles(page), "the same plan").toEqual(before);
    expect(await ticketStops(page).count(), "the ticket still marked").toBe(1);
    expect(await ticketLinks(page).count()).toBe(before.length - 1);
    await page.context().setOffline(false);
  });

  test("at 320 px nothing scrolls sideways; at 1366 px axe finds nothing", async () => {
    await page.goto(siteUrl("/min-side"));
    expect(await shows(stops(page).first(), 15_000), "the kept plan shows on the next visit").toBe(true);
    // Widths and colours are the whole stylesheet's, which comes after the page script (docs/decisions/052).
    await pageSettled(page);
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scroll").toBeLessThanOrEqual(320);
    await saveScreenshot(page, "320");
    await page.setViewportSize({ width: 1366, height: 768 });
    await plan(page).getByText("Velg dager, filmer og «må se»").click();
    expect(await plan(page).getByLabel("Høyst per dag").isVisible(), "the plan's options open").toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, "laptop");
  });

  test("'Fjern planen fra kalenderen' gives the calendar back the whole list", async () => {
    await plan(page).getByRole("button", { name: "Fjern planen fra kalenderen" }).click();
    expect(await shows(plan(page).getByText(/^Planen er fjernet/), 10_000)).toBe(true);
    const ics = await (await page.request.get(feedUrl)).text();
    expect(feedEventIds(ics).length, "every screening of the listed films again").toBeGreaterThan(await stops(page).count());
  });

  test("logging out removes the kept plan from the phone", async () => {
    await page.locator('[data-island="account"]').getByRole("button", { name: "Logg ut", exact: true }).click();
    expect(await shows(page.locator('[data-island="account"]').getByLabel("E-post"), 10_000), "logged out").toBe(true);
    expect(await forgotten(page, "/api/account/plan/kept"), "no plan left on the device").toBe(true);
    await closePage(page);
  });
});
