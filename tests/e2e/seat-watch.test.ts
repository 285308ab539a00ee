// "Si fra om det blir ledig" on sold-out rows, in Chromium at 390 and 1366 px, from `npm start`'s
// demo: the sandbox venue plays the runtime events API (without push keys, the run's shared site
// and its demo events). Headless Chromium cannot subscribe (see notify-button.test.ts), so this
// checks what a visitor sees up to the push service: the button on a sold-out row and not on
// others, the row without JavaScript, a screening the browser waits for, and each reason it cannot
// be had (no push keys, no Push API, blocked, the push service refused).
// The subscription and the message are tested end to end in tests/push/push-seats.test.ts.
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testVapidKeys } from "../push/support/test-vapid-keys";
import { accessibilityViolations } from "./support/axe";
import { useBrowser, pageScriptRan, shows, WAIT_MS } from "./support/browser";
import { waitForController } from "./support/service-worker";
import { type RunningSite, startSite } from "./support/site-server.mjs";
import { siteUrl } from "./support/site";

const root = fileURLToPath(new URL("../..", import.meta.url));
const START_TIMEOUT_MS = 180_000;
/** The demo's Wednesday (DEMO_NOW is its noon): Les Hirondelles at 21:00 is sold out. */
const DAY = "/kinoprogram?dag=2025-09-17";
const FILM = "/les-hirondelles-DXM10409";
const SOLD_OUT = "nff25-les-hirondelles-2";
const RUNTIME = ["--var", "RUNTIME_API_URL:https://venue.sandbox/runtime/"];
const WIDTHS = [390, 1366] as const;
const DEMO = { email: "demo@nordkystfilm.no", password: "kinokveld" };

const row = (page: Page) => page.locator(`li[data-event-id="${SOLD_OUT}"]`).first();
const button = (page: Page) => row(page).locator(".seat-button");
const status = (page: Page) => row(page).locator(".seat-status");

async function open(browser: Browser, url: string, width: number, setUp?: (context: BrowserContext) => Promise<unknown>) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: "nb-NO", isMobile: width < 600, hasTouch: width < 600 });
  await setUp?.(context);
  const page = await context.newPage();
  await page.goto(url);
  await pageScriptRan(page, WAIT_MS);
  return { context, page };
}

/** The sold-out row, scrolled into view, as a picture. */
async function shot(page: Page, name: string): Promise<void> {
  await row(page).scrollIntoViewIfNeeded();
  await row(page).screenshot({ path: `test-results/screenshots/seat-${name}.png` });
  await page.screenshot({ path: `test-results/screenshots/seat-${name}-page.png` });
}

describe("'Si fra om det blir ledig' with push on", () => {
  const browser = useBrowser({ full: true });
  let site: RunningSite | undefined;

  beforeAll(async () => {
    const vapid = testVapidKeys();
    site = await startSite(root, { args: [...RUNTIME, "--var", `VAPID_PUBLIC_KEY:${vapid.publicKey}`, "--var", `VAPID_PRIVATE_KEY:${vapid.privateKey}`] });
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await site?.stop();
  });

  for (const width of WIDTHS)
    it(`shows under 'Utsolgt' on a sold-out row of the programme and the film page, and on no row on sale (${width} px)`, async () => {
      for (const path of [DAY, FILM]) {
        const { context, page } = await open(browser(), `${site!.baseUrl}${path}`, width);
        try {
          await button(page).waitFor({ state: "visible", timeout: 15_000 });
          expect(await row(page).locator(".sold-out").textContent()).toBe("Utsolgt");
          expect(await button(page).textContent()).toBe("Si fra om det blir ledig");
          expect(await page.locator('li[data-status="on-sale"] .seat-button').count()).toBe(0);
          await shot(page, `${path === DAY ? "programme" : "film"}-${width}`);
        } finally {
          await context.close();
        }
      }
    });

  for (const width of WIDTHS)
    it(`shows under a sold-out film in 'Lag planen min', one button for each of its sold-out screenings (${width} px)`, async () => {
      // The demo visitor lists Stormvarsel and Nordlysets datter; on Saturday 25 October Stormvarsel (21:00) is sold out.
      const { context, page } = await open(browser(), `${site!.baseUrl}/min-side`, width);
      try {
        await waitForController(page);
        const form = page.locator('[data-island="account"]');
        await form.getByLabel("E-post").fill(DEMO.email);
        await form.getByLabel("Passord").fill(DEMO.password);
        await form.getByRole("button", { name: "Logg inn", exact: true }).click();
        const plan = page.locator("section", { has: page.getByRole("heading", { name: "Planen min", level: 2 }) });
        await plan.getByRole("button", { name: "Lag planen min" }).click({ timeout: 15_000 });
        await plan.getByText("Velg dager, filmer og «må se»").click({ timeout: 15_000 });
        await plan.getByLabel("Fra").selectOption({ label: "lørdag 25. oktober" });
        await plan.getByLabel("Til").selectOption({ label: "lørdag 25. oktober" });
        await plan.getByRole("button", { name: "Lag planen på nytt" }).click();
        const film = plan.locator(".plan-unplaced > li", { hasText: "Stormvarsel" });
        const seats = film.getByRole("list", { name: "Utsolgte visninger av Stormvarsel" });
        const seat = seats.getByRole("button", { name: "Si fra om det blir ledig" });
        await seat.waitFor({ state: "visible", timeout: 15_000 });
        expect(await film.locator("strong + span").textContent()).toBe("Utsolgt");
        expect(await seats.getByRole("listitem").allTextContents()).toEqual(["lør. 25. okt., 21:00, Havvik kinoSi fra om det blir ledig"]);
        expect(await seat.getAttribute("data-seat")).toBe("kino25-kd-stormvarsel");
        // The plan's films on sale have no such button.
        expect(await plan.locator(".plan-stop .seat-button").count()).toBe(0);
        await film.scrollIntoViewIfNeeded();
        await film.screenshot({ path: `test-results/screenshots/seat-plan-${width}.png` });
        await page.screenshot({ path: `test-results/screenshots/seat-plan-${width}-page.png`, fullPage: true });
        expect(await accessibilityViolations(page)).toEqual([]);
        // Pressed, it answers as the rows' button does: headless Chromium refuses notifications.
        await seat.click();
        await film.locator(".seat-status").filter({ hasText: "Varsler er blokkert i nettleseren" }).waitFor({ timeout: 10_000 });
      } finally {
        await context.close();
      }
    });

  it("leaves a row 'Utsolgt' without JavaScript, with nothing to press", async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      // Not "load": what is checked is the row itself, and under load this second site has left a
      // picture below the first screen unanswered for the whole wait.
      await page.goto(`${site!.baseUrl}${DAY}`, { waitUntil: "domcontentloaded" });
      expect(await shows(row(page).locator(".sold-out"), 15_000), "the row says Utsolgt").toBe(true);
      expect(await button(page).isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it("says 'Slutt å si fra' on a screening this browser waits for", async () => {
    const { context, page } = await open(browser(), `${site!.baseUrl}${DAY}`, 390, (c) =>
      c.addInitScript((id) => localStorage.setItem("kinoweb:seat-waiting", JSON.stringify([id])), SOLD_OUT),
    );
    try {
      await button(page).waitFor({ state: "visible", timeout: 15_000 });
      expect(await button(page).textContent()).toBe("Slutt å si fra");
      await shot(page, "waiting-390");
    } finally {
      await context.close();
    }
  });

  for (const width of WIDTHS)
    it(`says notifications are blocked when the browser refuses them, and again at once on the next visit (${width} px)`, async () => {
      // Headless Chromium answers every permission request with "denied", as a visitor who blocked the site.
      const { context, page } = await open(browser(), `${site!.baseUrl}${DAY}`, width);
      try {
        // On a laptop the day is a timetable: the visitor's pointer opens the sold-out block first.
        await row(page).hover();
        await button(page).click();
        await status(page).filter({ hasText: "Varsler er blokkert i nettleseren" }).waitFor({ timeout: 10_000 });
        expect(await button(page).textContent()).toBe("Si fra om det blir ledig");
        await page.reload();
        await pageScriptRan(page, WAIT_MS);
        await status(page).waitFor({ timeout: 15_000 });
        expect(await status(page).textContent()).toBe("Varsler er blokkert i nettleseren; tillat dem for nettstedet for å få beskjed om ledige plasser.");
        expect(await button(page).isVisible()).toBe(false);
        await shot(page, `blocked-${width}`);
      } finally {
        await context.close();
      }
    });

  it("says where a browser has no Push API that it cannot be told of free seats", async () => {
    const { context, page } = await open(browser(), `${site!.baseUrl}${DAY}`, 390, (c) => c.addInitScript(() => Reflect.deleteProperty(window, "PushManager")));
    try {
      await status(page).waitFor({ timeout: 15_000 });
      expect(await status(page).textContent()).toBe("Nettleseren kan ikke varsle om ledige plasser.");
      expect(await button(page).isVisible()).toBe(false);
      await shot(page, "unsupported-390");
    } finally {
      await context.close();
    }
  });

  it("says the browser could not sign up with its push service, rather than that something failed", async () => {
    const { context, page } = await open(browser(), `${site!.baseUrl}${DAY}`, 1366, (c) => c.grantPermissions(["notifications"], { origin: site!.baseUrl }));
    try {
      await button(page).waitFor({ state: "visible", timeout: 15_000 });
      await row(page).hover();
      await button(page).click();
      await status(page).filter({ hasText: "Nettleseren fikk ikke meldt seg på varsler" }).waitFor({ timeout: 30_000 });
      expect(await button(page).textContent()).toBe("Si fra om det blir ledig");
      await shot(page, "no-service-1366");
    } finally {
      await context.close();
    }
  });
});

// The run's shared site has no push keys, as a fresh clone (tests/e2e/global-setup.ts); its demo
// events say the same screening is sold out as the venue's runtime API does.
describe("'Si fra om det blir ledig' on a site without push keys", () => {
  const browser = useBrowser({ full: true });

  for (const width of WIDTHS)
    it(`says in the row that notices of free seats are not turned on (${width} px)`, async () => {
      const { context, page } = await open(browser(), siteUrl(DAY), width);
      try {
        await status(page).waitFor({ timeout: 15_000 });
        expect(await status(page).textContent()).toBe("Varsel om ledige plasser er ikke slått på her.");
        expect(await button(page).isVisible()).toBe(false);
        expect(await row(page).locator(".sold-out").textContent()).toBe("Utsolgt");
        await shot(page, `off-${width}`);
      } finally {
        await context.close();
      }
    });
});
