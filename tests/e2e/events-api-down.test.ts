// The programme in the browser while the runtime events API stalls (the fault suite's
// visitor's view): the site runs under `wrangler dev` with RUNTIME_API_URL pointing at the upstream
// stub of tests/faults/, playing 30 s of silence. The page must show its screenings and ticket
// buttons as rendered, and the live-status call must end in a 504 after the short timeout instead
// of hanging, with no script error.
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type UpstreamStub, startUpstreamStub } from "../faults/stub/upstream-stub";
import { UPSTREAM_TIMEOUT_MS } from "../faults/upstream-timeout";
import { PHONE, closePage, openPage, useBrowser } from "./support/browser";
import { saveScreenshot } from "./support/screenshots";
import { type RunningSite, startSite } from "./support/site-server.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const START_TIMEOUT_MS = 180_000;

describe("the programme while the runtime events API is silent", () => {
  const browser = useBrowser();
  let stub: UpstreamStub | undefined;
  let site: RunningSite | undefined;

  beforeAll(async () => {
    stub = await startUpstreamStub();
    site = await startSite(root, {
      args: ["--var", `RUNTIME_API_URL:${stub.origin}/e2e/silence/`, "--var", `RUNTIME_API_TIMEOUT_MS:${UPSTREAM_TIMEOUT_MS}`],
    });
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await site?.stop();
    await stub?.close();
  });

  it("shows every screening with its ticket button, and the live status gives up with 504 instead of hanging", async () => {
    const page: Page = await openPage(browser(), PHONE);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    try {
      // The island asks /api/events at idle time for the screenings on sale.
      const live = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/events", { timeout: 20_000 });
      const response = await page.goto(`${site!.baseUrl}/kinoprogram`);
      expect(response?.status()).toBe(200);
      const rendered = await page.locator("li[data-event-id] a.ticket-button").count();
      expect(rendered).toBeGreaterThan(0);
      const started = Date.now();
      const events = await live;
      expect(events.status()).toBe(504);
      // (Its body, the stable JSON error, is checked by tests/faults/runtime-events.test.ts: the
      // page's script never reads a 504's body, and Chromium does not keep what nobody read.)
      expect(events.headers()["content-type"]).toMatch(/^application\/json/);
      expect(Date.now() - started, "well before the stub's 30 s").toBeLessThan(15_000);
      // Nothing the visitor sees changed: the rows and buttons as rendered, no script error.
      expect(await page.locator("li[data-event-id] a.ticket-button").count()).toBe(rendered);
      expect(await page.locator("li[data-event-id] a.ticket-button").first().isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await saveScreenshot(page, "phone");
    } finally {
      await closePage(page);
    }
  });
});
