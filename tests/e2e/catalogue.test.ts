import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { type Device, closePage, useBrowser, pageScriptRan, pageSettled } from "./support/browser";
import { siteUrl } from "./support/site";

/**
 * Finding a film on a phone in the catalogue (/filmer), at the demo's now (17 September 2025):
 * by country, language or subtitles, with a plain form submit when JavaScript is off and in place
 * with the address kept in step when it is on; each film's next screening and its ticket in the grid.
 */

const PHONE: Device = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LAPTOP: Device = { viewport: { width: 1366, height: 768 } };
const CATALOGUE = "/filmer";

/** The titles of the films the visitor sees, in order. */
const visibleTitles = (page: Page) => page.locator("li.film-card:visible .film-title a").allTextContents();
const countText = async (page: Page) => (await page.locator(".cat-count").textContent())?.trim();
/** The text of every option of a select, as the visitor reads them. */
const optionTexts = (page: Page, label: string) => page.getByLabel(label, { exact: true }).locator("option").allTextContents();

/** A page in a fresh context; nothing leaves the machine (the checkout is refused). */
async function newPage(context: BrowserContext): Promise<Page> {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  return context.newPage();
}

describe("the film catalogue on a phone", () => {
  const browser = useBrowser();
  let page: Page | undefined;

  afterEach(async () => {
    if (page) await closePage(page);
    page = undefined;
  });

  test("without JavaScript: a country chosen and sent, the address says it, the films and counts follow", async () => {
    const p = (page = await newPage(await browser().newContext({ ...PHONE, locale: "nb-NO", javaScriptEnabled: false })));
    await p.goto(siteUrl(CATALOGUE));
    const all = await visibleTitles(p);
    await p.getByLabel("Land", { exact: true }).selectOption("finland");
    await Promise.all([p.waitForURL(/land=finland/), p.getByRole("button", { name: "Vis filmer" }).tap()]);

    expect(new URL(p.url()).pathname).toBe(CATALOGUE);
    const finnish = await visibleTitles(p);
    expect(finnish.length).toBeGreaterThan(0);
    expect(finnish.length).toBeLessThan(all.length);
    expect(
      await p.locator("li.film-card:visible").evaluateAll((cards) => cards.every((li) => li.getAttribute("data-land")?.split(" ").includes("finland"))),
    ).toBe(true);
    expect(await countText(p)).toBe(`${finnish.length} ${finnish.length === 1 ? "film" : "filmer"}`);
    expect(await p.getByLabel("Land", { exact: true }).inputValue()).toBe("finland");
    // Each option of the other facets counts the Finnish films it would leave.
    expect((await optionTexts(p, "Språk"))[0]).toBe(`Alle språk (${finnish.length})`);
  });

  test("with JavaScript: subtitles filter in place, the address follows, the count is announced, the order changes on request", async () => {
    const p = (page = await newPage(await browser().newContext({ ...PHONE, locale: "nb-NO" })));
    await p.goto(siteUrl(CATALOGUE));
    await pageScriptRan(p);
    // Survives only if the page is not loaded again.
    await p.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    await p.getByLabel("Undertekster", { exact: true }).selectOption("engelsk");
    await p.waitForURL(/\?tekst=engelsk$/);
    const english = await visibleTitles(p);
    expect(english.length).toBeGreaterThan(0);
    expect(
      await p.locator("li.film-card:visible").evaluateAll((cards) => cards.every((li) => li.getAttribute("data-tekst")?.split(" ").includes("engelsk"))),
    ).toBe(true);
    const status = p.getByRole("status").filter({ hasText: /filmer?$/ });
    expect((await status.textContent())?.trim()).toBe(`${english.length} ${english.length === 1 ? "film" : "filmer"}`);
    // The country options now count films with English subtitles; "Alle land" is all of them.
    expect((await optionTexts(p, "Land"))[0]).toBe(`Alle land (${english.length})`);

    await p.getByLabel("Sorter", { exact: true }).selectOption("neste");
    await p.waitForURL(/sorter=neste/);
    const next = await p.locator("li.film-card:visible").evaluateAll((cards) => cards.map((li) => Number(li.getAttribute("data-next") ?? Infinity)));
    expect(next).toEqual([...next].sort((a, b) => a - b));
    expect(await p.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // The address is the server's page for the same filter.
    const inPlace = await visibleTitles(p);
    await p.reload();
    expect(await visibleTitles(p)).toEqual(inPlace);

    // "Nullstill filtre" brings every film back in place, keeping the order chosen.
    await p.getByRole("link", { name: "Nullstill filtre" }).first().tap();
    await p.waitForURL(/\?sorter=neste$/);
    expect((await visibleTitles(p)).length).toBeGreaterThan(english.length);
  });

  test("with JavaScript: a combination no film has says which choice to take away, and taking one away brings films back in place", async () => {
    const p = (page = await newPage(await browser().newContext({ ...PHONE, locale: "nb-NO" })));
    // The form disables a choice that would give no film as soon as it has counted, so such a
    // combination comes from an address (a shared link, a page before its script ran).
    await p.goto(siteUrl(`${CATALOGUE}?land=iran&sprak=thai`));
    await pageScriptRan(p);
    expect(await countText(p)).toBe("0 filmer");
    const undo = p.locator(".cat-undo");
    expect(await undo.getByRole("link").allTextContents()).toEqual(["Uten «Iran»", "Uten «Thai»"]);
    await undo.getByRole("link", { name: "Uten «Thai»" }).tap();
    await p.waitForURL(/\?land=iran$/);
    expect(await p.getByLabel("Språk", { exact: true }).inputValue()).toBe("");
    expect((await visibleTitles(p)).length).toBeGreaterThan(0);
    expect(await p.locator(".cat-empty").isHidden()).toBe(true);
  });

  test("with JavaScript, Back and Forward step through the filters chosen, and Back from the first leaves the catalogue as it was", async () => {
    const p = (page = await newPage(await browser().newContext({ ...PHONE, locale: "nb-NO" })));
    await p.goto(siteUrl("/"));
    await p.goto(siteUrl(CATALOGUE));
    await pageScriptRan(p);
    const all = (await visibleTitles(p)).length;
    await p.getByLabel("Land", { exact: true }).selectOption("norge");
    await p.waitForURL(/\?land=norge$/);
    const norwegian = (await visibleTitles(p)).length;
    await p.getByLabel("Undertekster", { exact: true }).selectOption("engelsk");
    await p.waitForURL(/land=norge&tekst=engelsk$/);
    await p.goBack();
    await p.waitForURL(/\?land=norge$/);
    expect(await p.getByLabel("Undertekster", { exact: true }).inputValue()).toBe("");
    expect((await visibleTitles(p)).length).toBe(norwegian);
    await p.goBack();
    await p.waitForURL((url) => url.pathname === CATALOGUE && url.search === "");
    expect(await p.getByLabel("Land", { exact: true }).inputValue()).toBe("");
    expect((await visibleTitles(p)).length).toBe(all);
    await p.goForward();
    await p.waitForURL(/\?land=norge$/);
    expect(await p.getByLabel("Land", { exact: true }).inputValue()).toBe("norge");
    await p.goBack();
    await p.goBack();
    await p.waitForURL((url) => url.pathname === "/");
  });

  test("without JavaScript, Back to the unfiltered catalogue shows its own choices, not the ones sent after", async () => {
    const p = (page = await newPage(await browser().newContext({ ...PHONE, locale: "nb-NO", javaScriptEnabled: false })));
    await p.goto(siteUrl(CATALOGUE));
    await p.getByLabel("Land", { exact: true }).selectOption("finland");
    await Promise.all([p.waitForURL(/land=finland/), p.getByRole("button", { name: "Vis filmer" }).tap()]);
    await p.goBack();
    await p.waitForURL((url) => url.pathname === CATALOGUE && url.search === "");
    expect(await p.getByLabel("Land", { exact: true }).inputValue()).toBe("");
  });

  test("a film's card shows its next screening and buys a ticket to it", async () => {
    const context = await browser().newContext({ ...PHONE, locale: "nb-NO" });
    const p = (page = await newPage(context));
    // The checkout answers with a stand-in page (the newest route is tried first).
    await context.route(/^https:\/\/billett\.havvikkino\.no\//, (route) => route.fulfill({ contentType: "text/html", body: "<title>Kasse</title>" }));
    await p.goto(siteUrl(CATALOGUE));
    // The card may sit below the first screen, where the ticket's size is the whole stylesheet's (docs/decisions/052).
    await pageSettled(p);
    const card = p.locator("li.film-card", { hasText: "Nordlysets datter" });
    expect(await card.locator(".film-next").textContent()).toMatch(/Neste visning.*\d{2}:\d{2} .+/);
    const ticket = card.getByRole("link", { name: /^Kjøp billett ?: Nordlysets datter/ });
    const eventId = await card.getAttribute("data-event-id");
    expect(await ticket.getAttribute("href")).toBe(`https://billett.havvikkino.no/event/${eventId}`);
    expect(await ticket.getAttribute("target")).toBe("_blank");
    // The ticket button is tappable above the card's own link, which leads to the film page.
    const box = await ticket.boundingBox();
    expect(box && box.height >= 44).toBe(true);
    const [popup] = await Promise.all([p.waitForEvent("popup"), ticket.tap()]);
    expect(popup.url()).toContain(`/event/${eventId}`);
  });
});

describe("the catalogue is accessible (WCAG 2.1 A/AA, axe-core)", () => {
  const browser = useBrowser();

  test.each([
    ["/filmer with more filters open and a filter chosen", "/filmer?tekst=engelsk&sorter=neste", PHONE],
    ["/filmer with more filters open and a filter chosen", "/filmer?tekst=engelsk&sorter=neste", LAPTOP],
    ["/pa-kino-na with 'Nå og neste'", "/pa-kino-na", PHONE],
    ["/english-films", "/english-films", LAPTOP],
  ] as const)("%s (%#)", async (_what, path, device) => {
    const context = await browser().newContext({ ...device, locale: "nb-NO" });
    const p = await newPage(context);
    expect((await p.goto(siteUrl(path)))?.status()).toBe(200);
    for (const details of await p.locator("details.cat-more").all()) await details.evaluate((d) => ((d as HTMLDetailsElement).open = true));
    expect(await accessibilityViolations(p)).toEqual([]);
    expect(await p.getByRole("heading", { level: 1 }).count()).toBe(1);
    await closePage(p);
  });
});
