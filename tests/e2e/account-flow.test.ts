import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { DESKTOP, closePage, openPage, shows, useBrowser, pageScriptRan } from "./support/browser";
import { siteUrl } from "./support/site";

// The demo visitor of the sandbox venue (sandbox/venue/scripts/seed-data.mjs).
const DEMO = { email: "demo@nordkystfilm.no", password: "kinokveld", name: "Ragna Demo" };
const FILM_PATH = "/kystlinjer-DXM10234";

const header = (page: Page): Locator => page.locator('[data-island="profile"]');
const dialog = (page: Page): Locator => page.getByRole("dialog", { name: "Logg inn" });

async function goto(page: Page, path: string): Promise<void> {
  await page.goto(siteUrl(path));
  await pageScriptRan(page);
}

/** Opens the header's login dialog and logs the demo visitor in. */
async function logInFromHeader(page: Page): Promise<void> {
  await header(page).getByText("Logg inn").click();
  expect(await shows(dialog(page), 10_000), "the login dialog opens").toBe(true);
  await dialog(page).getByLabel("E-post").fill(DEMO.email);
  await dialog(page).getByLabel("Passord").fill(DEMO.password);
  await dialog(page).getByRole("button", { name: "Logg inn", exact: true }).click();
}

// One visitor's whole visit, in order: each step builds on the one before (same page and cookies).
describe("a visitor's account, from login to logout", () => {
  const browser = useBrowser();
  let page: Page;

  test("logging in from the header shows the name there and closes the dialog", async () => {
    page = await openPage(browser(), DESKTOP);
    await goto(page, "/");
    await logInFromHeader(page);
    const nameButton = header(page).getByRole("button", { name: new RegExp(DEMO.name) });
    expect(await shows(nameButton, 10_000), "the name shows in the header").toBe(true);
    expect(await dialog(page).isVisible()).toBe(false);
    expect(await nameButton.evaluate((el) => el === document.activeElement), "focus lands on the name").toBe(true);
  });

  test("the name is still in the header on the next page", async () => {
    await goto(page, "/festivalen");
    expect(await shows(header(page).getByRole("button", { name: new RegExp(DEMO.name) }), 10_000)).toBe(true);
  });

  test("Min side shows the tickets, each with a QR code drawn in the browser, the sal and the seats", async () => {
    await goto(page, "/min-side");
    const qr = page.getByRole("img", { name: "QR-kode for billett til Nordlysets datter" });
    expect(await shows(qr, 10_000), "the next ticket has its QR code").toBe(true);
    expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe("svg");
    const size = await qr.boundingBox();
    expect(size && size.width >= 150 && size.height >= 150, "the QR code is large enough to scan").toBe(true);
    const ticket = page.locator(".ticket", { has: qr });
    expect(await ticket.getByText("Sal 1").isVisible()).toBe(true);
    expect(await ticket.getByText("Rad 4, sete 8").isVisible()).toBe(true);
    expect(await ticket.getByText(/søndag 21\. september kl\. 19:00/).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Min liste" }).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("the film page shows the rating and 20 reviews; 'Vis flere' loads more", async () => {
    await goto(page, FILM_PATH);
    const island = page.locator('[data-island="movie-public"]');
    await island.scrollIntoViewIfNeeded();
    expect(await shows(island.getByText(/Terningkast 4,8 av 6/), 10_000), "the rating shows").toBe(true);
    expect(await island.getByText("(48 vurderinger)").isVisible()).toBe(true);
    const reviews = island.locator(".review");
    // The first three show; "Vis alle anmeldelser" opens the rest of the first twenty.
    await island.getByRole("button", { name: "Vis alle anmeldelser" }).click();
    await reviews.nth(19).waitFor({ timeout: 10_000 });
    expect(await reviews.count()).toBe(20);
    await island.getByRole("button", { name: "Vis flere anmeldelser" }).click();
    await reviews.nth(39).waitFor({ timeout: 10_000 });
    expect(await reviews.count()).toBe(40);
    expect(await reviews.nth(20).evaluate((el) => el === document.activeElement), "focus moves to the first new review").toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("'Legg i min liste' adds the film, and then says it is on the list", async () => {
    const island = page.locator('[data-island="movie-personal"]');
    const add = island.getByRole("button", { name: "Legg i min liste" });
    await add.waitFor({ timeout: 10_000 });
    await add.click();
    expect(await shows(island.getByRole("button", { name: "I listen din" }), 10_000)).toBe(true);
    expect(await island.getByRole("button", { name: "I listen din" }).getAttribute("aria-disabled")).toBe("true");
  });

  test("the film is then on Min side's list", async () => {
    await goto(page, "/min-side");
    const list = page.locator("section", { has: page.getByRole("heading", { name: "Min liste" }) });
    expect(await shows(list.getByRole("link", { name: "Kystlinjer" }), 10_000)).toBe(true);
  });

  test("Min side offers to make a plan of the list, and makes a private calendar link", async () => {
    const plan = page.locator("section", { has: page.getByRole("heading", { name: "Planen min" }) });
    // The plan itself is tests/e2e/festival-plan.test.ts; here only that it is offered.
    expect(await shows(plan.getByRole("button", { name: "Lag planen min" }), 10_000)).toBe(true);
    await plan.getByRole("button", { name: "Lag kalenderlenke" }).click();
    const link = plan.getByRole("link", { name: "Abonner på kalenderen" });
    expect(await shows(link, 10_000)).toBe(true);
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^webcal:\/\/.+\/api\/account\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const ics = await page.request.get(href.replace(/^webcal:/, "http:"));
    expect(await ics.text()).toContain("SUMMARY:");
  });

  test("logging out from the header menu shows 'Logg inn' again, and Min side the login form", async () => {
    await header(page)
      .getByRole("button", { name: new RegExp(DEMO.name) })
      .click();
    await header(page).getByRole("button", { name: "Logg ut", exact: true }).click();
    expect(await shows(header(page).getByRole("button", { name: "Logg inn" }), 10_000)).toBe(true);
    expect(await shows(page.locator('[data-island="account"]').getByLabel("E-post"), 10_000)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("kinoweb.profile"))).toBeNull();
    await closePage(page);
  });
});
