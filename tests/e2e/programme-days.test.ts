import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { closePage, useBrowser, pageScriptRan, pageSettled } from "./support/browser";
import { countWords, screeningsOn } from "./support/demo-programme";
import { saveScreenshot } from "./support/screenshots";
import { siteUrl } from "./support/site";

/**
 * The programme by day at the demo's now (Wednesday 17 September 2025, mid-festival): the day tabs
 * with and without JavaScript, and Saturday's rows laid out as its timetable on a laptop (one
 * column per sal, clashes marked, a block opening to its ticket) that are the list on a phone
 * (docs/decisions/050).
 */

const PROGRAMME = "/kinoprogram";
const SATURDAY = "2025-09-20";
const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const LAPTOP = { viewport: { width: 1366, height: 768 } } as const;

const visibleIds = (page: Page) => page.locator("li[data-event-id]:visible").evaluateAll((items) => items.map((li) => li.getAttribute("data-event-id") ?? ""));

/** Saturday's film screenings as the content has them; the room a timetable column is named by. */
const saturday = screeningsOn(SATURDAY);
const roomName = (e: { venue: string; sal: string }) => `${e.venue} · ${e.sal}`;
const startOf = new Map(saturday.map((e) => [e.id, Date.parse(e.startsAt)]));

/** `actual` holds exactly `expected`, in time order (screenings starting together in any order). */
function expectInTimeOrder(actual: (string | null)[], expected: string[]): void {
  expect([...actual].sort()).toEqual([...expected].sort());
  const starts = actual.map((id) => startOf.get(id ?? "") ?? NaN);
  expect(starts.every((t, i) => i === 0 || (starts[i - 1] ?? NaN) <= t)).toBe(true);
}

/** The timetable as a visitor sees it: each column's name (its header) and the rows drawn under it, top to bottom. */
async function columnsOf(page: Page): Promise<Map<string, string[]>> {
  const columns = await page.locator(".day-frame").evaluate((frame) => {
    const heads = [...frame.querySelectorAll<HTMLElement>(".day-places li")].map((li) => ({ name: li.title, box: li.getBoundingClientRect() }));
    const rows = [...frame.querySelectorAll<HTMLElement>("li[data-event-id]")].map((li) => ({
      id: li.dataset["eventId"] ?? "",
      box: li.getBoundingClientRect(),
    }));
    return heads.map((h) => ({
      name: h.name,
      ids: rows
        .filter((r) => r.box.left >= h.box.left - 1 && r.box.right <= h.box.right + 1)
        .sort((x, y) => x.box.top - y.box.top)
        .map((r) => r.id),
    }));
  });
  return new Map(columns.map((c) => [c.name, c.ids]));
}

/** Ticket buttons a visitor sees: the closed blocks' tickets are there for the keyboard and screen readers, a pixel wide. */
const seenTickets = (page: Page) => page.locator(".ticket-button").evaluateAll((buttons) => buttons.filter((b) => b.getBoundingClientRect().width > 1).length);
/** The day of the tab marked as the page's. */
const currentTab = (page: Page) => page.locator('.day-tabs a[aria-current="page"]').getAttribute("data-day");

/** A page in a fresh context; nothing leaves the machine (the checkout and analytics are refused). */
async function openIn(context: BrowserContext): Promise<Page> {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  return context.newPage();
}

describe("the programme's day tabs", () => {
  const browser = useBrowser();
  let page: Page | undefined;

  afterEach(async () => {
    if (page) await closePage(page);
    page = undefined;
  });

  test("without JavaScript: a tab is a link to its day that keeps the other filters", async () => {
    const p = (page = await openIn(await browser().newContext({ ...PHONE_390, locale: "nb-NO", javaScriptEnabled: false })));
    await p.goto(siteUrl(`${PROGRAMME}?alder=9`));
    expect(await p.locator(".day-tabs a", { hasText: "I dag" }).isVisible()).toBe(true);
    await Promise.all([p.waitForURL(/dag=2025-09-18/), p.locator(".day-tabs a", { hasText: "I morgen" }).tap()]);
    const url = new URL(p.url());
    expect(url.searchParams.get("dag")).toBe("2025-09-18");
    expect(url.searchParams.get("alder")).toBe("9");
    expect(await currentTab(p)).toBe("2025-09-18");
    expect(await p.locator(".day-heading:visible").allTextContents()).toEqual(["Torsdag 18. september"]);
    const shown = await p
      .locator("li[data-event-id]:visible")
      .evaluateAll((items) => items.map((li) => [li.getAttribute("data-day"), li.getAttribute("data-age")]));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every(([day, age]) => day === "2025-09-18" && ["A", "6", "9"].includes(age ?? ""))).toBe(true);
    // The filter form keeps the day: a submit stays on Thursday. (Its panel is folded, an age in use named by a chip.)
    expect(await p.locator(".chosen-chips a").allTextContents()).toContain("9\u00a0år");
    await p.getByText("Flere filtre").tap();
    await p.getByLabel("Barnets alder").selectOption("12");
    await Promise.all([p.waitForURL(/alder=12/), p.getByRole("button", { name: "Vis program" }).tap()]);
    expect(new URL(p.url()).searchParams.get("dag")).toBe("2025-09-18");
  });

  test("with JavaScript: a tab changes the day, and the tab's count is what the day shows", async () => {
    const p = (page = await openIn(await browser().newContext({ ...PHONE_390, locale: "nb-NO" })));
    await p.goto(siteUrl(PROGRAMME));
    await pageScriptRan(p);
    const tab = p.locator(`.day-tabs a[data-day="${SATURDAY}"]`);
    const count = (await tab.locator(".day-tab-count").textContent())?.trim();
    await Promise.all([p.waitForURL(new RegExp(`\\?dag=${SATURDAY}$`)), tab.tap()]);
    expect(await currentTab(p)).toBe(SATURDAY);
    expectInTimeOrder(
      await visibleIds(p),
      saturday.map((e) => e.id),
    );
    expect(count).toBe(countWords(saturday.length));
    expect(await p.locator(".programme-count").textContent()).toBe(`Viser ${countWords(saturday.length)}`);
  });
});

describe("the programme island", () => {
  const browser = useBrowser();
  let page: Page | undefined;

  afterEach(async () => {
    if (page) await closePage(page);
    page = undefined;
  });

  test("loads another day's page in place: that day's screenings only, its timetable, back and forward", async () => {
    const p = (page = await openIn(await browser().newContext({ ...LAPTOP, locale: "nb-NO" })));
    // What the page's CSP refused, from the first script on (the island runs under it).
    await p.addInitScript(() => {
      const w = window as unknown as { refused: string[] };
      w.refused = [];
      document.addEventListener("securitypolicyviolation", (e) => w.refused.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await p.goto(siteUrl(PROGRAMME));
    // The page script wakes the island on the pointer's approach: a hover before it ran wakes nothing.
    await pageScriptRan(p);
    await p.getByText("Flere filtre").hover();
    await p.locator('[data-island="programme-filter"][data-island-hydrated]:not([aria-busy])').waitFor();
    await p.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const first = await p.locator("li[data-event-id]").count();
    expect(await p.locator(".day-frame").count()).toBe(0);

    await p.locator(`.day-tabs a[data-day="${SATURDAY}"]`).click();
    await p.waitForURL(new RegExp(`\\?dag=${SATURDAY}$`));
    await p.locator(".day-places").waitFor();
    const days = await p.locator("li[data-event-id]").evaluateAll((items) => items.map((li) => li.getAttribute("data-day")));
    expect(days).toEqual(saturday.map(() => SATURDAY));
    expect(await currentTab(p)).toBe(SATURDAY);
    expect(await p.locator(".programme-count").textContent()).toBe(`Viser ${countWords(saturday.length)}`);
    // Focus stays on the tab the visitor chose.
    expect(await p.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset["day"])).toBe(SATURDAY);

    // The visitor prefers the list: the next day loaded in place is a list too.
    await p.getByLabel("Liste").check();
    expect(await p.locator(".day-places").isVisible()).toBe(false);
    // The pager at the foot leads on to Sunday, in place too.
    await p.getByRole("link", { name: /Neste dag\s*Søndag 21\. september/ }).click();
    await p.waitForURL(/\?dag=2025-09-21$/);
    await p.waitForFunction(() => [...document.querySelectorAll("li[data-event-id]")].every((li) => li.getAttribute("data-day") === "2025-09-21"));
    expect(await p.getByLabel("Liste").isChecked()).toBe(true);
    expect(await p.locator(".day-places").isVisible()).toBe(false);

    await p.goBack();
    await p.waitForURL(new RegExp(`\\?dag=${SATURDAY}$`));
    await p.waitForFunction((day) => document.querySelector('.day-tabs a[aria-current="page"]')?.getAttribute("data-day") === day, SATURDAY);
    await p.goBack();
    await p.waitForURL((url) => url.search === "");
    await p.waitForFunction((n) => document.querySelectorAll("li[data-event-id]").length === n && !document.querySelector(".day-frame"), first);
    await p.goForward();
    await p.locator(".day-places").waitFor();
    expect(await p.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    // The island works under the page's CSP (no inline script): nothing was refused.
    expect(await p.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual([]);
  });

  test("the JSON-LD of a day's page: its screenings, each place and film once, every reference resolving", async () => {
    const p = (page = await openIn(await browser().newContext({ ...LAPTOP, locale: "nb-NO" })));
    await p.goto(siteUrl(`${PROGRAMME}?dag=${SATURDAY}`));
    const graph = await p.evaluate(() => {
      const script = document.querySelector('script[type="application/ld+json"]');
      return JSON.parse(script?.textContent ?? "{}") as { "@graph": Record<string, unknown>[] };
    });
    const nodes = graph["@graph"];
    const ids = nodes.flatMap((n) => (typeof n["@id"] === "string" ? [n["@id"]] : []));
    expect(new Set(ids).size).toBe(ids.length);
    const screenings = nodes.filter((n) => n["@type"] === "ScreeningEvent");
    const rows = await p.locator("li[data-event-id] time").evaluateAll((items) => items.map((t) => t.getAttribute("datetime")));
    expect(screenings.map((s) => s["startDate"]).sort()).toEqual(rows.sort());
    for (const s of screenings) {
      for (const key of ["location", "workPresented", "organizer"]) {
        const ref = s[key] as Record<string, unknown>;
        expect(Object.keys(ref)).toEqual(["@id"]);
        expect(ids).toContain(ref["@id"]);
      }
    }
    // One node per place Saturday's screenings are in, each named once and referred to by its place on /steder.
    const theatres = nodes.filter((n) => n["@type"] === "MovieTheater");
    expect(theatres.map((n) => n["name"]).sort()).toEqual([...new Set(saturday.map((e) => e.venue))].sort());
    expect(theatres.every((n) => /^https:\/\/www\.nordkystfilm\.no\/steder#[a-z0-9-]+$/.test(String(n["@id"])))).toBe(true);
  });
});

describe("the day's timetable", () => {
  const browser = useBrowser();
  let page: Page | undefined;

  afterEach(async () => {
    if (page) await closePage(page);
    page = undefined;
  });

  test("at 1366 px: one column per room with that room's screenings, clashes marked once narrowed to what a visitor may see, a block leads to its film", async () => {
    const p = (page = await openIn(await browser().newContext({ ...LAPTOP, locale: "nb-NO" })));
    const pictures: string[] = [];
    p.on("request", (r) => {
      if (r.resourceType() === "image" && r.url().includes("/img/")) pictures.push(r.url());
    });
    await p.goto(siteUrl(`${PROGRAMME}?dag=${SATURDAY}`));
    // The timetable's places below the first screen are the whole stylesheet's, and the filter answers in place
    // once the page script runs (docs/decisions/052, 054).
    await pageSettled(p);
    // The HTML carries each screening once: the rows are the timetable.
    const html = await (await p.request.get(siteUrl(`${PROGRAMME}?dag=${SATURDAY}`))).text();
    for (const e of saturday) expect(html.split(`data-event-id="${e.id}"`), e.id).toHaveLength(2);
    expect(await p.locator(".day-places").isVisible()).toBe(true);
    // The festival runs in several places: a column per venue and sal, each holding that room's screenings at their times.
    const rooms = [...new Set(saturday.map(roomName))];
    expect(rooms.length).toBeGreaterThanOrEqual(5);
    expect((await p.locator(".day-places li").evaluateAll((items) => items.map((li) => li.getAttribute("title") ?? ""))).sort()).toEqual([...rooms].sort());
    const columns = await columnsOf(p);
    for (const room of rooms) {
      expectInTimeOrder(
        columns.get(room) ?? [],
        saturday.filter((e) => roomName(e) === room).map((e) => e.id),
      );
    }
    // Fiskerens sang 14:00–15:18 in Sal 2 overlaps Kystlinjer from 15:00 in Sal 1: side by side at the same height.
    // On the whole day nothing is marked: in nine rooms nearly every screening overlaps another.
    const kystlinjer = p.locator('li[data-event-id="nff25-kystlinjer-4"]');
    const fiskeren = p.locator('li[data-event-id="nff25-fiskeren-3"]');
    const [a, b] = await Promise.all([kystlinjer.boundingBox(), fiskeren.boundingBox()]);
    expect(a && b && a.y < b.y + b.height && b.y < a.y + a.height && a.x !== b.x).toBe(true);
    expect(await p.locator(".clash-mark").count()).toBe(0);
    // The timetable shows no row's picture, and fetches none until a block opens.
    expect(await p.locator(".screening-picture:visible").count()).toBe(0);
    expect(pictures).toEqual([]);
    expect(await accessibilityViolations(p)).toEqual([]);
    await saveScreenshot(p, "saturday at 1366 px");

    // A block opens on keyboard focus, over its neighbours, and its ticket is the next stops away;
    // a ticket focused first (a screen reader's link list) opens its block as well.
    await kystlinjer.locator(".screening-title a").focus();
    const ticket = kystlinjer.locator(".ticket-button");
    expect(await ticket.isVisible()).toBe(true);
    expect(await kystlinjer.locator(".screening-picture").isVisible()).toBe(true);
    for (let i = 0; i < 3 && !(await ticket.evaluate((t) => t === document.activeElement)); i++) await p.keyboard.press("Tab");
    expect(await ticket.evaluate((t) => t === document.activeElement), "the ticket reached by Tab").toBe(true);
    const opened = await kystlinjer.boundingBox();
    expect(opened && a && opened.height > a.height && opened.width >= a.width).toBe(true);
    await saveScreenshot(p, "saturday at 1366 px, a block opened by focus");
    await p.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const fiskerenTicket = fiskeren.locator(".ticket-button");
    await fiskerenTicket.focus();
    expect((await fiskerenTicket.boundingBox())?.width).toBeGreaterThan(40);
    await p.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    // Narrowed to what a 12-year-old may see, the overlaps among those are marked, naming the others.
    await p.getByText("Flere filtre").click();
    await p.getByLabel("Barnets alder").selectOption("12");
    await p.waitForURL(/alder=12/);
    await p.waitForFunction(() => document.querySelector('li[data-event-id="nff25-kystlinjer-4"] .clash-mark'), null, { timeout: 10_000 });
    expect(await kystlinjer.locator(".clash-mark").isVisible()).toBe(true);
    expect(await kystlinjer.locator(".clash-mark").getAttribute("title")).toMatch(/^Overlapper med .*Fiskerens sang/);
    expect(await fiskeren.locator(".clash-mark").count()).toBe(1);
    // Exactly the blocks whose times overlap another shown block carry the mark.
    const marks = await p.locator(".is-chosen li[data-event-id]").evaluateAll((items) =>
      items.map((li) => {
        const [from = "", to = ""] = (li.querySelector(".screening-time")?.textContent ?? "").split("–");
        const minutes = (hm: string) => Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3, 5));
        return {
          start: minutes(from),
          end: minutes(to) || 24 * 60,
          clash: li.querySelector(".clash-mark") !== null,
          cancelled: li.classList.contains("is-cancelled"),
        };
      }),
    );
    const overlapsAnother = (m: (typeof marks)[number]) => !m.cancelled && marks.some((o) => o !== m && !o.cancelled && o.start < m.end && m.start < o.end);
    expect(marks.map((m) => m.clash)).toEqual(marks.map(overlapsAnother));

    // Narrowed further to audio-described screenings: Kystlinjer is Saturday's only one, so it overlaps nothing shown.
    expect(saturday.filter((e) => e.accessibility.includes("audio-description")).map((e) => e.id)).toEqual(["nff25-kystlinjer-4"]);
    const described = p.getByRole("checkbox", { name: "Synstolket" });
    await described.check();
    await p.waitForURL(/tilrettelegging=synstolket/);
    await p.waitForFunction(() => !document.querySelector('li[data-event-id="nff25-kystlinjer-4"] .clash-mark'), null, { timeout: 10_000 });
    expect(await kystlinjer.locator(".clash-mark").count()).toBe(0);
    // And back: the mark returns, naming the films it overlaps again.
    await described.uncheck();
    await p.waitForFunction(() => document.querySelector('li[data-event-id="nff25-kystlinjer-4"] .clash-mark'), null, { timeout: 10_000 });
    expect(await kystlinjer.locator(".clash-mark").getAttribute("title")).toMatch(/^Overlapper med .*Fiskerens sang/);

    // A block leads to its film.
    const link = kystlinjer.locator(".screening-title a");
    expect(await link.textContent()).toBe("Kystlinjer");
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/kystlinjer/i);
    await Promise.all([p.waitForURL((url) => url.pathname === href), link.click()]);
    expect(await p.locator("h1").first().textContent()).toMatch(/Kystlinjer/);
  });

  test("at 1366 px without JavaScript, a visitor may have the list instead: every row whole with its ticket, and back", async () => {
    const p = (page = await openIn(await browser().newContext({ ...LAPTOP, locale: "nb-NO", javaScriptEnabled: false })));
    await p.goto(siteUrl(`${PROGRAMME}?dag=${SATURDAY}`));
    expect(await p.locator(".day-places").isVisible()).toBe(true);
    expect(await seenTickets(p)).toBe(0);
    // Unseen in a closed block, each ticket is still a link a screen reader finds among the page's links.
    expect(await p.getByRole("link", { name: /^Kjøp billett: / }).count()).toBe(await p.locator(".is-chosen li.is-on-sale").count());
    await p.getByLabel("Liste").check();
    expect(await p.locator(".day-places").isVisible()).toBe(false);
    const onSale = await p.locator(".is-chosen li.is-on-sale").count();
    expect(onSale).toBeGreaterThan(20);
    await p.locator(".is-chosen li[data-event-id]").last().scrollIntoViewIfNeeded();
    expect(await seenTickets(p)).toBe(onSale);
    // One row under the other, in time order, as on a phone.
    const tops = await p.locator(".is-chosen li[data-event-id]").evaluateAll((items) => items.map((li) => li.getBoundingClientRect().top + scrollY));
    expect(tops.every((t, i) => i === 0 || (tops[i - 1] ?? 0) < t)).toBe(true);
    await saveScreenshot(p, "saturday at 1366 px as a list");
    await p.getByLabel("Tidstabell").check();
    expect(await p.locator(".day-places").isVisible()).toBe(true);
  });

  test("at 390 px: the list instead of the timetable, axe-clean; at 320 px nothing scrolls sideways", async () => {
    const p = (page = await openIn(await browser().newContext({ ...PHONE_390, locale: "nb-NO" })));
    await p.goto(siteUrl(`${PROGRAMME}?dag=${SATURDAY}`));
    // What shows at this width and where it sits below the first screen is the whole stylesheet's (docs/decisions/052).
    await pageSettled(p);
    expect(await p.locator(".day-places").isVisible()).toBe(false);
    expect(await p.locator(".day-view").isVisible()).toBe(false);
    // Saturday's tab lies beyond the phone's width along the strip: the strip has brought it into sight.
    await p.waitForFunction(() => document.querySelector(".day-tabs ul")!.scrollLeft > 0);
    const tab = await p.locator('.day-tabs a[aria-current="page"]').boundingBox();
    expect(tab && tab.x >= 0 && tab.x + tab.width <= 390).toBe(true);
    expect((await visibleIds(p)).length).toBe(saturday.length);
    expect(await p.locator("li[data-event-id]:visible .screening-picture").count()).toBe(saturday.length);
    expect(await accessibilityViolations(p)).toEqual([]);
    await saveScreenshot(p, "saturday at 390 px");
    await p.setViewportSize({ width: 320, height: 640 });
    const wider = await p.evaluate(() =>
      [...document.querySelectorAll("main *")]
        // The tab strip scrolls inside itself: its tabs may lie beyond the edge, the strip may not.
        .filter((e) => !e.closest(".day-tabs li") && e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
    );
    expect(wider).toEqual([]);
    expect(await p.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });
});
