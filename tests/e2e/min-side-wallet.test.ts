import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { PHONE, closePage, disappears, openPage, shows, useBrowser, pageScriptRan } from "./support/browser";
import { siteUrl } from "./support/site";

// Min side as a ticket wallet: what a logged-in visitor sees, and what logging out
// leaves. The site's clock is DEMO_NOW (2025-09-17 12:00); the demo visitor's Kystlinjer ticket
// (15 September) and Isen som forsvant (that morning) are past, the other four are to come
// (sandbox/venue/scripts/seed-data.mjs).

const DEMO = { email: "demo@nordkystfilm.no", password: "kinokveld" };
const GUEST_EXPLAINER = /Har du ikke bruker, kan du lage en her/;

const account = (page: Page): Locator => page.locator('[data-island="account"]');

async function openMinSide(page: Page): Promise<void> {
  await page.goto(siteUrl("/min-side"));
  await pageScriptRan(page);
}

async function logIn(page: Page): Promise<void> {
  await account(page).getByLabel("E-post").fill(DEMO.email);
  await account(page).getByLabel("Passord").fill(DEMO.password);
  await account(page).getByRole("button", { name: "Logg inn", exact: true }).click();
  // On a busy two-core machine the island's code and the venue's answer can take a while; if the
  // login was refused, the message says what the visitor was told.
  const loggedIn = await shows(page.getByRole("heading", { name: "Mine billetter" }), 30_000);
  const told = loggedIn ? "" : await account(page).getByRole("alert").allTextContents();
  expect(loggedIn, `logged in (the page said: ${String(told) || "nothing"})`).toBe(true);
}

describe("Min side, logged in", () => {
  const browser = useBrowser();

  test("explains logging in to a guest, and no longer once the visitor is logged in", async () => {
    const page = await openPage(browser(), PHONE);
    await openMinSide(page);
    expect(await page.getByText(GUEST_EXPLAINER).isVisible(), "a guest reads how to log in").toBe(true);
    await logIn(page);
    expect(await disappears(page.getByText(GUEST_EXPLAINER)), "gone under the tickets").toBe(true);
    // And on the next visit, with the login remembered.
    await openMinSide(page);
    expect(await shows(page.getByRole("heading", { name: "Mine billetter" }), 15_000)).toBe(true);
    expect(await page.getByText(GUEST_EXPLAINER).isVisible()).toBe(false);
    await closePage(page);
  });

  test("a ticket whose screening is over sits under 'Tidligere billetter', marked as shown, its QR code folded away", async () => {
    const page = await openPage(browser(), PHONE);
    await openMinSide(page);
    await logIn(page);
    const coming = page.locator(".ticket:not(.ticket-past)");
    const past = page.locator(".ticket-past");
    await coming.first().waitFor({ timeout: 15_000 });
    expect(await coming.count(), "four tickets to come").toBe(4);
    expect(await coming.first().getByRole("heading").textContent(), "the next screening first").toBe("Nordlysets datter");
    // The code is drawn in the browser once its module has come: wait for it, as a visitor would.
    expect(await shows(coming.first().getByRole("img", { name: /QR-kode/ }), 10_000), "its QR code ready at the door").toBe(true);

    const earlier = page.getByRole("heading", { name: "Tidligere billetter" });
    expect(await earlier.isVisible()).toBe(true);
    // Isen som forsvant was shown this morning; Kystlinjer two days ago, so it comes last.
    expect(await past.count()).toBe(2);
    expect(await past.first().getByRole("heading").textContent(), "the latest shown first").toBe("Isen som forsvant");
    const kystlinjer = past.last();
    expect(await kystlinjer.locator(".ticket-used").textContent(), "is marked as shown").toBe("Vist");
    expect(await kystlinjer.getByText(/mandag 15\. september/).count(), "says when it was shown, once").toBe(1);
    const qr = kystlinjer.getByRole("img", { name: "QR-kode for billett til Kystlinjer" });
    expect(await qr.isVisible(), "the used ticket's QR code is folded away").toBe(false);
    await kystlinjer.getByText("Vis QR-koden").click();
    expect(await shows(qr), "and can be opened").toBe(true);
    // The past ticket comes after every coming one.
    const order = await page.locator(".ticket").evaluateAll((tickets) => tickets.map((t) => t.classList.contains("ticket-past")));
    expect(order).toEqual([false, false, false, false, true, true]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await closePage(page);
  });

  test("logging out after making a new user shows the login form, not the new-user form", async () => {
    const page = await openPage(browser(), PHONE);
    await openMinSide(page);
    await account(page).getByRole("button", { name: "Ny bruker" }).click();
    const form = account(page);
    expect(await shows(form.getByLabel("Navn"), 10_000), "the new-user form").toBe(true);
    await form.getByLabel("Navn").fill("Test Testesen");
    await form.getByLabel("E-post").fill(`wallet-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.no`);
    await form.getByLabel("Passord").fill("kinokveld2");
    await form.getByRole("button", { name: "Lag bruker" }).click();
    expect(await shows(page.getByRole("heading", { name: "Mine billetter" }), 15_000), "logged in as the new user").toBe(true);
    await form.getByRole("button", { name: "Logg ut", exact: true }).click();
    expect(await shows(form.getByRole("heading", { name: "Logg inn" }), 10_000), "the login form's heading").toBe(true);
    // The heading comes with the form's first render; the field may follow a frame later on a busy machine.
    expect(await shows(form.getByLabel("Passord"), 10_000), "the password field").toBe(true);
    expect(await form.getByLabel("Navn").count(), "not the new-user form").toBe(0);
    await closePage(page);
  });
});
