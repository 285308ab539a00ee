import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { closePage, openPage, shows, useBrowser, pageScriptRan } from "./support/browser";
import { type RunningSite, startSite } from "./support/site-server.mjs";

// Publikumsprisen in Chromium (docs/decisions/033): the demo visitor gives the film they saw this
// morning a terningkast from its ticket card on Min side, cannot vote twice, and the editors'
// results and the public page show it. A site of its own: an admin token, the public results on
// with a minimum of one vote, and fresh votes (the site clock is DEMO_NOW, 2025-09-17 12:00).
const TOKEN = "e2e-votes-admin-token-0123456789abcdef";
const DEMO = { email: "demo@nordkystfilm.no", password: "kinokveld" };
const SHOTS = "test-results/screenshots";
const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const LAPTOP = { viewport: { width: 1366, height: 768 } } as const;

let site: RunningSite | undefined;
const url = (path: string) => `${site!.baseUrl}${path}`;

/** Fills Min side's login form on the page as it is (its island loaded) and sends it. */
async function sendLogin(page: Page): Promise<void> {
  await pageScriptRan(page, 15_000);
  const account = page.locator('[data-island="account"]');
  await account.getByLabel("E-post").fill(DEMO.email);
  await account.getByLabel("Passord").fill(DEMO.password);
  await account.getByRole("button", { name: "Logg inn", exact: true }).click();
}

const isenCard = (page: Page): Locator => page.locator(".ticket", { has: page.getByRole("heading", { name: "Isen som forsvant" }) });

describe("Publikumsprisen", () => {
  const browser = useBrowser();

  beforeAll(async () => {
    const root = fileURLToPath(new URL("../..", import.meta.url));
    const vars = { ADMIN_TOKEN: TOKEN, AUDIENCE_AWARD_RESULTS: "public", AUDIENCE_AWARD_MIN_VOTES: "1" };
    site = await startSite(root, { args: Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]) });
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await site?.stop();
  });

  test("the demo visitor votes from a ticket card, cannot vote twice, and the results show it", async () => {
    const page = await openPage(browser(), PHONE_390);
    // The festival's on-screen link, opened logged out: log in on Min side, and back to the ballot.
    await page.goto(url("/stem/nff25-isen-som-forsvant-1"));
    await page.getByRole("link", { name: "Logg inn" }).last().click();
    await page.waitForURL(/\/min-side\?stem=/);
    await sendLogin(page);
    await page.waitForURL(/\/stem\/nff25-isen-som-forsvant-1$/, { timeout: 30_000 });
    expect(await page.getByRole("button", { name: /^Terningkast/ }).count(), "the ballot's six dice").toBe(6);
    // Each die's number sits in the middle of its button, not stuck to its top edge.
    const offCentre = await page.getByRole("button", { name: /^Terningkast/ }).evaluateAll((dice) =>
      dice.map((die) => {
        const box = die.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(die);
        const text = range.getBoundingClientRect();
        return Math.abs(text.top + text.height / 2 - (box.top + box.height / 2));
      }),
    );
    for (const off of offCentre) expect(off, "the number's middle is the die's middle").toBeLessThan(3);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto(url("/min-side"));
    expect(await shows(page.getByRole("heading", { name: "Mine billetter" }), 30_000), "logged in").toBe(true);
    const card = isenCard(page);
    const dice = card.getByRole("group", { name: "Publikumsprisen: gi filmen terningkast" });
    expect(await shows(dice, 15_000), "six dice on the ticket seen this morning").toBe(true);
    expect(await dice.getByRole("button").count()).toBe(6);
    // Tickets to screenings that have not started, or whose vote closed, show no dice.
    expect(await page.getByRole("button", { name: /^Terningkast/ }).count(), "only this ticket votes").toBe(6);
    expect(await accessibilityViolations(page)).toEqual([]);
    await card.screenshot({ path: `${SHOTS}/vote-ticket-phone.png` });

    await dice.getByRole("button", { name: "Terningkast 5" }).click();
    expect(await shows(card.getByRole("status").filter({ hasText: "Du ga filmen terningkast 5" }), 15_000), "the card says the vote counted").toBe(true);
    expect(await card.getByRole("button", { name: /^Terningkast/ }).count(), "the dice are gone").toBe(0);
    await card.screenshot({ path: `${SHOTS}/voted-ticket-phone.png` });

    // Again, after a reload: the server remembers, and a second vote is refused.
    await page.reload();
    expect(await shows(isenCard(page).getByText("Du ga filmen terningkast 5"), 20_000)).toBe(true);
    const second = await page.request.post(url("/api/account/votes"), {
      data: { screeningId: "nff25-isen-som-forsvant-1", qrCode: "NFF25-1SEN-0917", die: 1 },
      headers: { Origin: site!.baseUrl },
    });
    expect(second.status()).toBe(409);
    expect(((await second.json()) as { error: { code: string } }).error.code).toBe("already_voted");
    // The on-screen short link shows the same ticket as voted, without dice.
    await page.goto(url("/stem/nff25-isen-som-forsvant-1"));
    expect(await page.getByText("Du ga filmen terningkast 5").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: /^Terningkast/ }).count()).toBe(0);
    await closePage(page);

    const admin = await fetch(url("/api/admin/votes"), { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(admin.status).toBe(200);
    const results = (await admin.json()) as { totalVotes: number; films: { title: string; count: number; average: number; distribution: number[] }[] };
    expect(results.totalVotes).toBe(1);
    expect(results.films[0]).toMatchObject({ title: "Isen som forsvant", count: 1, average: 5, distribution: [0, 0, 0, 0, 1, 0] });

    const laptop = await openPage(browser(), LAPTOP);
    await laptop.goto(url("/publikumsprisen"));
    expect(await laptop.getByRole("heading", { level: 1, name: "Publikumsprisen" }).isVisible()).toBe(true);
    expect(await laptop.getByRole("heading", { level: 2, name: "Isen som forsvant" }).isVisible()).toBe(true);
    expect(await laptop.getByText("Snitt 5,0 av 1 stemmer").isVisible()).toBe(true);
    expect(await accessibilityViolations(laptop)).toEqual([]);
    await laptop.screenshot({ path: `${SHOTS}/award-laptop.png`, fullPage: true });
    await closePage(laptop);
  });
});
