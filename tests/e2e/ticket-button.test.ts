import type { Page, Request } from "playwright-core";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { MAX_KEYS_PER_REQUEST } from "../../src/client/events-loader";
import { DESKTOP, closePage, openPage, useBrowser } from "./support/browser";
import { siteUrl } from "./support/site";

const CHECKOUT = "https://billett.havvikkino.no";
const PROGRAMME = "/kinoprogram";

/** The ids of the screenings a page shows on sale, as the server rendered them. */
const onSaleIds = (page: Page) =>
  page.locator('li[data-event-id][data-status="on-sale"]').evaluateAll((items) => items.map((li) => li.getAttribute("data-event-id") ?? ""));

/** The ids asked for by one /api/events request. */
const keysOf = (request: Request) => (new URL(request.url()).searchParams.get("keys") ?? "").split(",");

describe("ticket buttons on a programme page", () => {
  const browser = useBrowser();
  let page: Page;
  let eventRequests: Request[];

  beforeEach(async () => {
    page = await openPage(browser(), DESKTOP);
    // No network in tests: the external checkout answers from here.
    await page
      .context()
      .route(`${CHECKOUT}/**`, (route) =>
        route.fulfill({ contentType: "text/html; charset=utf-8", body: "<!doctype html><title>Billettkjøp</title><h1>Havvik kino billettsalg</h1>" }),
      );
    eventRequests = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/events") eventRequests.push(request);
    });
  });

  afterEach(async () => {
    await closePage(page);
  });

  test("Kjøp billett opens that screening's checkout in a new window and the programme stays", async () => {
    await page.goto(siteUrl(PROGRAMME));
    const screening = page.locator('li[data-status="on-sale"]:visible').first();
    const id = await screening.getAttribute("data-event-id");
    const [checkout] = await Promise.all([page.context().waitForEvent("page"), screening.getByRole("link", { name: /Kjøp billett/ }).click()]);
    await checkout.waitForLoadState();
    expect(checkout.url()).toBe(`${CHECKOUT}/event/${id}`);
    expect(await checkout.title()).toBe("Billettkjøp");
    expect(new URL(page.url()).pathname).toBe(PROGRAMME);
  });

  test("a sold-out screening says Utsolgt and has no ticket link", async () => {
    // Sold out in the demo content (content/events/havvik-kino-host-2025.json), on Den store
    // kinodagen, 25 October: that day's page (the default view lists the days from now).
    await page.goto(siteUrl(`${PROGRAMME}?dag=2025-10-25`));
    const screening = page.locator('li[data-event-id="kino25-kd-stormvarsel"]');
    expect(await screening.getAttribute("data-status")).toBe("sold-out");
    expect((await screening.locator(".sold-out").textContent())?.trim()).toBe("Utsolgt");
    expect(await screening.getByRole("link", { name: /Kjøp billett/ }).count()).toBe(0);
  });

  test("the live ticket status asks /api/events once for each screening on sale, in as few requests as the API allows", async () => {
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/events");
    await page.goto(siteUrl(PROGRAMME));
    const response = await answered;
    expect(response.status()).toBe(200);
    const expected = await onSaleIds(page);
    expect(expected.length).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    // The API answers at most MAX_KEYS_PER_REQUEST screenings a request: a festival's programme takes several.
    expect(eventRequests).toHaveLength(Math.ceil(expected.length / MAX_KEYS_PER_REQUEST));
    const asked = eventRequests.flatMap(keysOf);
    expect(asked.sort()).toEqual([...expected].sort());
  });

  test("a screening that sold out after the page was built turns into Utsolgt", async () => {
    let soldOutId = "";
    // The ticket system says the first screening asked for has sold out since.
    await page.route("**/api/events?*", async (route) => {
      const upstream = await route.fetch();
      const body = (await upstream.json()) as { data: { id: string; soldOut: boolean }[] };
      soldOutId = keysOf(route.request())[0] ?? "";
      for (const event of body.data) if (event.id === soldOutId) event.soldOut = true;
      await route.fulfill({ response: upstream, json: body });
    });
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/events");
    await page.goto(siteUrl(PROGRAMME));
    await answered;
    expect(soldOutId).not.toBe("");
    await page.waitForFunction((id) => document.querySelector(`li[data-event-id="${id}"]`)?.getAttribute("data-status") === "sold-out", soldOutId, {
      timeout: 10_000,
    });
    const screening = page.locator(`li[data-event-id="${soldOutId}"]`).first();
    expect((await screening.locator(".sold-out").textContent())?.trim()).toBe("Utsolgt");
    expect(await screening.locator("a.ticket-button").count()).toBe(0);
    // The other screenings are still on sale.
    expect((await onSaleIds(page)).length).toBeGreaterThan(0);
  });
});
