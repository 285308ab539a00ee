// A screening moved and then cancelled after the programme was published (docs/decisions/034), as
// a visitor meets it: on "Endringer i programmet" and, for the demo visitor whose plan holds it,
// marked on Min side, with the plan offered again around the change. The editor publishes a
// changed copy of the content with `npm run content:publish -- --env local` into a site of this
// test's own, whose scheduled run (wrangler's --test-scheduled) then records the change.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { closePage, openPage, shows, useBrowser, pageScriptRan } from "./support/browser";
import { checkHtml, describeMessages } from "./support/nu-html-checker";
import { saveScreenshot } from "./support/screenshots";
import { waitForController, waitUntilKept } from "./support/service-worker";
import { type RunningSite, startSite } from "./support/site-server.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const COMMAND_TIMEOUT_MS = 180_000;
const DEMO = { email: "demo@nordkystfilm.no", password: "kinokveld" };
const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const LAPTOP = { viewport: { width: 1366, height: 768 } } as const;
/** Stormvarsel on the festival's last night, 20:00 in Sal 2: it clashes with Nordlysets datter at 19:00, both on the demo visitor's list. */
const STORM = "nff25-stormvarsel-avslutning";
const EVENTS_FILE = "events/nff-2025-filmer.json";

const plan = (page: Page): Locator => page.locator("section", { has: page.getByRole("heading", { name: "Planen min", level: 2 }) });
const stormStop = (page: Page): Locator =>
  plan(page)
    .locator(".plan-stop")
    .filter({ has: page.getByRole("heading", { name: "Stormvarsel", exact: true }) });

describe("a screening changed after the programme was published", () => {
  const browser = useBrowser();
  let site: RunningSite;
  let persistTo: string;
  let content: string;
  let page: Page;

  /**
   * Runs the site's cron trigger once, as the platform does every minute. `wrangler dev` may be
   * restarting the worker just then (it watches the files a publish touches): a cut request is asked again.
   */
  async function scheduledRun(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await fetch(`${site.baseUrl}/__scheduled?cron=*+*+*+*+*`);
        expect(response.status, await response.text()).toBe(200);
        return;
      } catch (error) {
        if (attempt === 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
    }
  }

  /** Edits the screening in the editor's copy and publishes the copy, then lets the scheduled run record it. */
  async function publishChanged(change: Record<string, unknown>): Promise<void> {
    const file = join(content, EVENTS_FILE);
    const events = JSON.parse(readFileSync(file, "utf8")) as Array<Record<string, unknown>>;
    writeFileSync(
      file,
      JSON.stringify(
        events.map((e) => (e.id === STORM ? { ...e, ...change } : e)),
        null,
        2,
      ),
    );
    const run = spawnSync("npm", ["run", "--silent", "content:publish", "--", "--env", "local", "--persist-to", persistTo, "--content", content], {
      cwd: root,
      encoding: "utf8",
      timeout: COMMAND_TIMEOUT_MS,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    });
    expect(run.status, run.stderr).toBe(0);
    await scheduledRun();
  }

  beforeAll(async () => {
    persistTo = mkdtempSync(join(tmpdir(), "kinoweb-changes-kv-"));
    content = mkdtempSync(join(tmpdir(), "kinoweb-changes-content-"));
    cpSync(join(root, "content"), content, { recursive: true });
    site = await startSite(root, { persistTo, args: ["--test-scheduled"] });
    // The programme as first published: the baseline nothing is a change from.
    expect((await fetch(`${site.baseUrl}/`)).status).toBe(200);
    await scheduledRun();
  }, COMMAND_TIMEOUT_MS);

  afterAll(async () => {
    if (page) await closePage(page);
    await site?.stop();
    rmSync(persistTo, { recursive: true, force: true });
    rmSync(content, { recursive: true, force: true });
  });

  test(
    "moved to 22:00, it shows on /endringer with its old and new time, at 390 and 1366 px, axe-clean and valid HTML",
    async () => {
      await publishChanged({ startsAt: "2025-09-21T22:00:00+02:00" });
      for (const [device, label] of [
        [PHONE_390, "390"],
        [LAPTOP, "1366"],
      ] as const) {
        const p = await openPage(browser(), device);
        await p.goto(`${site.baseUrl}/endringer`);
        const row = p.locator(`li.change[data-event-id="${STORM}"]`);
        expect(await row.getByRole("heading", { name: "Stormvarsel" }).isVisible()).toBe(true);
        expect(await row.locator(".change-mark").allTextContents()).toEqual(["Ny tid"]);
        expect(await row.locator(".change-was").textContent()).toBe("Før: søn. 21. sep. kl. 20:00, Havvik kino, Sal 2");
        expect(await row.locator(".change-now").textContent()).toBe("Nå: søn. 21. sep. kl. 22:00, Havvik kino, Sal 2");
        expect(await row.getByRole("link", { name: /^Kjøp billett: Stormvarsel/ }).getAttribute("href")).toMatch(/^https:\/\//);
        await saveScreenshot(p, label);
        expect(await accessibilityViolations(p)).toEqual([]);
        await closePage(p);
      }
      // Valid HTML with a change on it, in both languages (W3C Nu HTML Checker).
      const paths = ["/endringer", "/english-changes"];
      const documents = new Map(await Promise.all(paths.map(async (path) => [path, await (await fetch(`${site.baseUrl}${path}`)).text()] as const)));
      for (const [path, messages] of await checkHtml(documents)) {
        expect(
          messages.filter((m) => m.level === "error"),
          `${path}: ${describeMessages(messages)}`,
        ).toEqual([]);
      }
      // The programme says there are changes and links to them.
      const p = await openPage(browser(), LAPTOP);
      await p.goto(`${site.baseUrl}/kinoprogram`);
      // The moved screening and the demo's two cancelled ones (decision 034: every cancellation is a change).
      expect(await p.getByRole("link", { name: /^\d+ endringer i programmet$/ }).getAttribute("href")).toBe("/endringer");
      await closePage(p);
    },
    COMMAND_TIMEOUT_MS,
  );

  test(
    "on Min side the demo visitor's plan holds it marked Ny tid with where and when it is now",
    async () => {
      page = await openPage(browser(), PHONE_390);
      await page.goto(`${site.baseUrl}/min-side`);
      await pageScriptRan(page);
      await waitForController(page);
      const form = page.locator('[data-island="account"]');
      await form.getByLabel("E-post").fill(DEMO.email);
      await form.getByLabel("Passord").fill(DEMO.password);
      await form.getByRole("button", { name: "Logg inn", exact: true }).click();
      expect(await shows(plan(page), 15_000), "Min side has the plan section").toBe(true);
      await plan(page).getByRole("button", { name: "Lag planen min" }).click();
      expect(await shows(plan(page).locator(".plan-stop").first(), 15_000), "a plan is made").toBe(true);
      // The last night only: moved to 22:00, Stormvarsel no longer clashes with Nordlysets datter.
      await plan(page).getByText("Velg dager, filmer og «må se»").click();
      await plan(page).getByLabel("Fra").selectOption({ label: "søndag 21. september" });
      await plan(page).getByLabel("Til").selectOption({ label: "søndag 21. september" });
      await plan(page).getByRole("button", { name: "Lag planen på nytt", exact: true }).click();
      expect(await shows(stormStop(page), 15_000), "Stormvarsel is in the plan").toBe(true);
      expect(await stormStop(page).locator(".plan-time time").first().textContent()).toBe("22:00");
      expect(await stormStop(page).locator(".change-note").textContent()).toBe("Ny tid Nå: søndag 21. september kl. 22:00, Havvik kino, Sal 2");
      // Made with the new time, the plan is up to date: nothing to make again.
      expect(await plan(page).getByRole("button", { name: "Lag planen på nytt med endringene" }).count()).toBe(0);
      // The watch list marks the film too.
      expect(await page.locator(".watchlist-item", { hasText: "Stormvarsel" }).locator(".change-mark").allTextContents()).toEqual(["Ny tid"]);
      await saveScreenshot(page, "min-side-390");
      expect(await accessibilityViolations(page)).toEqual([]);
    },
    COMMAND_TIMEOUT_MS,
  );

  test(
    "cancelled since the plan was made, it is marked Avlyst in the kept plan, and the plan is made again without it",
    async () => {
      await waitUntilKept(page, "/api/account/plan/kept");
      await publishChanged({ startsAt: "2025-09-21T22:00:00+02:00", cancelled: true });
      await page.reload();
      expect(await shows(stormStop(page), 15_000), "the kept plan still shows Stormvarsel").toBe(true);
      // The mark comes with the changes the page asks for after the plan is drawn: wait for it.
      await expect.poll(() => stormStop(page).locator(".change-mark").allTextContents(), { timeout: 10_000 }).toEqual(["Avlyst"]);
      const again = plan(page).getByRole("button", { name: "Lag planen på nytt med endringene" });
      expect(await shows(again, 10_000), "a new plan is offered").toBe(true);
      await again.click();
      expect(
        await stormStop(page)
          .waitFor({ state: "detached", timeout: 15_000 })
          .then(
            () => true,
            () => false,
          ),
        "Stormvarsel left the plan",
      ).toBe(true);
      expect(await plan(page).locator(".plan-unplaced li", { hasText: "Stormvarsel" }).count(), "and is listed as not fitting").toBe(1);
      expect(await again.count(), "the plan is up to date again").toBe(0);
    },
    COMMAND_TIMEOUT_MS,
  );
});
