// "Varsle meg" on a film page, in Chromium, with push configured (VAPID keys made for this run).
// Headless Chromium cannot subscribe: its profile is incognito, where Chrome has no Push API, and
// it reaches no push service offline. So this checks what a visitor sees up to that point — the
// button where it belongs, nothing moving when it appears, the answer when notifications are
// blocked, and a stale "following" corrected by the server — and the subscription itself is
// tested end to end against a push service stub in tests/push/. A message is handed to the service
// worker through the DevTools protocol, as the push service would.
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PushPayload } from "../../src/push/push-message";
import { testVapidKeys } from "../push/support/test-vapid-keys";
import { PHONE, closePage, useBrowser, pageScriptRan, WAIT_MS } from "./support/browser";
import { saveScreenshot } from "./support/screenshots";
import { type RunningSite, startSite } from "./support/site-server.mjs";
import { siteUrl } from "./support/site";

const root = fileURLToPath(new URL("../..", import.meta.url));
const START_TIMEOUT_MS = 180_000;
const FILM = "/makeoya-DXM10302";
const FILM_ID = "664e7614-1759-4285-b1ae-2af28683ee8e";

async function filmPage(browser: Browser, site: RunningSite, options: { javaScriptEnabled?: boolean; following?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, locale: "nb-NO", javaScriptEnabled: options.javaScriptEnabled ?? true });
  if (options.following) await context.addInitScript((id) => localStorage.setItem("kinoweb:push-following", JSON.stringify([id])), FILM_ID);
  const page = await context.newPage();
  await page.goto(`${site.baseUrl}${FILM}`);
  if (options.javaScriptEnabled !== false) await pageScriptRan(page, WAIT_MS);
  return page;
}

/** A picture of the film hero's panel (title, next screening, "Varsle meg" or why not) at a width. */
async function heroShot(page: Page, label: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.locator(".hero-panel").screenshot({ path: `test-results/screenshots/notify-${label}-${width}.png` });
}

/** Where the film's "Om filmen" section starts: anything that moved the page moved it. */
const aboutTop = (page: Page) => page.locator(".b-movie-about").evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

describe("the film page's 'Varsle meg' button", () => {
  const browser = useBrowser({ full: true });
  let site: RunningSite | undefined;

  beforeAll(async () => {
    const vapid = testVapidKeys();
    site = await startSite(root, { args: ["--var", `VAPID_PUBLIC_KEY:${vapid.publicKey}`, "--var", `VAPID_PRIVATE_KEY:${vapid.privateKey}`] });
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await site?.stop();
  });

  it("shows beside 'Alle visninger', under the ticket button, which stays in the first screen; showing it moves nothing", async () => {
    const page = await filmPage(browser(), site!);
    const noScript = await filmPage(browser(), site!, { javaScriptEnabled: false });
    try {
      const button = page.getByRole("button", { name: "Varsle meg", exact: true });
      expect(await button.isVisible()).toBe(true);
      const ticket = await page.locator(".b-film-hero .ticket-button").boundingBox();
      const notify = await button.boundingBox();
      expect(ticket!.y + ticket!.height).toBeLessThanOrEqual(PHONE.viewport.height);
      expect(notify!.y).toBeGreaterThan(ticket!.y + ticket!.height);
      // Without JavaScript it is not there to press.
      expect(await noScript.locator(".notify-button").isVisible()).toBe(false);
      expect(await noScript.locator(".hero-all").isVisible()).toBe(true);
      // Before the page's script shows it, it holds its place: hiding it again moves nothing.
      const shownAt = await aboutTop(page);
      await button.evaluate((el) => el.setAttribute("data-pending", ""));
      expect(await page.locator(".notify-button").isVisible()).toBe(false);
      expect(await aboutTop(page)).toBe(shownAt);
      await saveScreenshot(page, "phone");
    } finally {
      await closePage(page);
      await closePage(noScript);
    }
  });

  it("says notifications are blocked when the browser refuses them, and stays 'Varsle meg'", async () => {
    // Headless Chromium answers every permission request with "denied", as a visitor who blocked the site.
    const page = await filmPage(browser(), site!);
    try {
      await page.getByRole("button", { name: "Varsle meg", exact: true }).click();
      await page.getByRole("status").filter({ hasText: "Varsler er blokkert i nettleseren din." }).waitFor({ timeout: 10_000 });
      expect(await page.locator(".notify-button").textContent()).toBe("Varsle meg");
      await saveScreenshot(page, "blocked");
    } finally {
      await closePage(page);
    }
  });

  it("once the visitor has blocked notifications, the next film page says so at once, in the button's place", async () => {
    const page = await filmPage(browser(), site!);
    try {
      // The first click asks, and headless Chromium answers "denied" as a visitor who blocks the site would; the browser keeps that.
      await page.getByRole("button", { name: "Varsle meg", exact: true }).click();
      await page.getByRole("status").filter({ hasText: "Varsler er blokkert" }).waitFor({ timeout: 10_000 });
      await page.reload();
      await pageScriptRan(page, WAIT_MS);
      const status = page.locator(".hero-notify .notify-status");
      expect(await status.textContent()).toBe(
        "Varsler er blokkert i nettleseren din. Tillat varsler for dette nettstedet i nettleserens innstillinger, så kan du bruke Varsle meg.",
      );
      expect(await status.isVisible()).toBe(true);
      expect(await page.locator(".notify-button").isVisible()).toBe(false);
      await heroShot(page, "blocked", 390);
      await heroShot(page, "blocked", 1366);
    } finally {
      await closePage(page);
    }
  });

  it("says where a browser has no Push API that it cannot take notifications, and on an iPhone what makes it", async () => {
    for (const [iPhone, said] of [
      [false, "Denne nettleseren kan ikke ta imot varsler."],
      [true, "På iPhone og iPad får du varsler når du har lagt siden til på Hjem-skjermen."],
    ] as const) {
      const context = await browser().newContext({ ...PHONE, locale: "nb-NO" });
      // What such a browser lacks (Safari in a tab on an iPhone has no PushManager, and alone has navigator.standalone).
      await context.addInitScript((standalone) => {
        Reflect.deleteProperty(window, "PushManager");
        if (standalone) Object.defineProperty(Navigator.prototype, "standalone", { get: () => false, configurable: true });
      }, iPhone);
      const page = await context.newPage();
      try {
        await page.goto(`${site!.baseUrl}${FILM}`);
        await pageScriptRan(page, WAIT_MS);
        expect(await page.locator(".hero-notify .notify-status").textContent()).toBe(said);
        expect(await page.locator(".notify-button").isVisible()).toBe(false);
        if (!iPhone) await heroShot(page, "unsupported", 390);
      } finally {
        await context.close();
      }
    }
  });

  it("says the browser could not sign up with its push service, rather than that something failed", async () => {
    // Allowed, but headless Chromium's profile cannot subscribe: as a private window, or a browser with push turned off.
    const context = await browser().newContext({ ...PHONE, locale: "nb-NO" });
    await context.grantPermissions(["notifications"], { origin: site!.baseUrl });
    const page = await context.newPage();
    try {
      await page.goto(`${site!.baseUrl}${FILM}`);
      await pageScriptRan(page, WAIT_MS);
      await page.getByRole("button", { name: "Varsle meg", exact: true }).click();
      const status = page
        .getByRole("status")
        .filter({ hasText: "Nettleseren fikk ikke meldt seg på varsler (i et privat vindu går det ikke). Prøv i et vanlig vindu." });
      await status.waitFor({ timeout: 30_000 });
      expect(await page.locator(".notify-button").textContent()).toBe("Varsle meg");
      await heroShot(page, "no-service", 390);
      await heroShot(page, "no-service", 1366);
    } finally {
      await context.close();
    }
  });

  it("offers 'Varsle meg' again when the browser believed it followed the film but holds no subscription", async () => {
    const page = await filmPage(browser(), site!, { following: true });
    try {
      // What this browser believed shows first; the island then asks the server (no subscription: not following).
      await page.getByRole("button", { name: "Varsle meg", exact: true }).waitFor({ timeout: 10_000 });
      expect(await page.evaluate(() => localStorage.getItem("kinoweb:push-following"))).toBe("[]");
    } finally {
      await closePage(page);
    }
  });

  it("shows a pushed message with the film's news, its page to open and 'Slutt å varsle'", async () => {
    const context = await browser().newContext({ ...PHONE, locale: "nb-NO" });
    await context.grantPermissions(["notifications"], { origin: site!.baseUrl });
    const page = await context.newPage();
    try {
      const cdp = await context.newCDPSession(page);
      // The page registers the service worker after load; DevTools names its registration.
      const registered = new Promise<string>((resolve) =>
        cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => {
          const live = event.registrations.find((r) => !r.isDeleted);
          if (live) resolve(live.registrationId);
        }),
      );
      await cdp.send("ServiceWorker.enable");
      await page.goto(`${site!.baseUrl}${FILM}`);
      // Delivered to a worker that is still activating, a push can be lost: wait until it is activated.
      await page.evaluate(async () => {
        const active = (await navigator.serviceWorker.ready).active;
        if (!active || active.state === "activated") return;
        await new Promise<void>((resolve) => active.addEventListener("statechange", () => active.state === "activated" && resolve()));
      });
      const registrationId = await registered;
      // What the scheduled refresh sends (src/push/push-message.ts), as the service worker receives it decrypted.
      const payload: PushPayload = {
        title: "Måkeøya",
        body: "«Måkeøya» har fått nye visninger: lør. 20. sep. kl. 21:30",
        url: FILM,
        icon: "/icons/icon-192.png",
        tag: `${FILM_ID}:screenings`,
        productionId: FILM_ID,
        stopLabel: "Slutt å varsle",
      };
      // The worker shows it in its own time: the page asks until it is there. On a busy machine
      // DevTools' delivery can go missing, so it is sent again (up to 4 times, 3 s each); the
      // notification's tag makes a repeat replace the first, never add a second.
      type Shown = { title: string; body: string; actions: string[]; data: unknown };
      let shown: Shown[] = [];
      for (let delivery = 0; delivery < 4 && shown.length === 0; delivery++) {
        await cdp.send("ServiceWorker.deliverPushMessage", { origin: `${site!.baseUrl}/`, registrationId, data: JSON.stringify(payload) });
        shown = await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          // `actions` is missing from TypeScript's DOM lib.
          type WithActions = Notification & { actions: Array<{ title: string }> };
          for (let tries = 0; tries < 15; tries++) {
            const notifications = await registration.getNotifications();
            if (notifications.length > 0)
              return notifications.map((n) => ({
                title: n.title,
                body: n.body,
                actions: (n as WithActions).actions.map((a) => a.title),
                data: n.data as unknown,
              }));
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
          return [];
        });
      }
      expect(shown).toEqual([
        { title: "Måkeøya", body: payload.body, actions: ["Slutt å varsle"], data: { url: `${site!.baseUrl}${FILM}`, productionId: FILM_ID } },
      ]);
    } finally {
      await context.close();
    }
  });
});

describe("the film page without push keys", () => {
  // The run's shared site is the one without keys: global-setup.ts starts it as a fresh clone runs
  // it, with no developer's .dev.vars read either.
  const browser = useBrowser({ full: true });

  it("says 'Varsle meg' is not switched on for the site, with nothing to press", async () => {
    const context = await browser().newContext({ ...PHONE, locale: "nb-NO" });
    const page = await context.newPage();
    try {
      await page.goto(siteUrl(FILM));
      const note = page.locator(".hero-notify .notify-status");
      expect(await note.textContent()).toBe("Varsle meg er ikke slått på for dette nettstedet.");
      expect(await note.isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "Varsle meg" }).count()).toBe(0);
      await heroShot(page, "off", 390);
      await heroShot(page, "off", 1366);
    } finally {
      await context.close();
    }
  });
});
