// Once per e2e run: make sure Debian's Chromium (its headless shell) is there (and, as root, the
// HTML check's Java), launch the one browser every file connects to (support/browser.ts) and start
// the site, hand both to the tests (`inject("baseUrl")`, `inject("browserEndpoint")`, see
// support/site.ts), and stop them, with all their processes, when the run ends; while it lasts, a
// site that stops answering is started again (support/site-watchdog.ts, docs/decisions/042).
// E2E_BASE_URL=http://127.0.0.1:8787 runs the tests against a site you already started instead.
import { chromium } from "playwright-core";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { runsAsRoot } from "./support/apt-get.mjs";
import { CHROMIUM_ARGS, ensureChromium, ensureHeadlessShell } from "./support/ensure-chromium.mjs";
import { ensurePoppler } from "./support/ensure-poppler.mjs";
import { ensureJava } from "./support/nu-html-checker";
import { freePort, startSite } from "./support/site-server.mjs";
import { watchSite } from "./support/site-watchdog";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const executablePath = ensureHeadlessShell();
  // An install takes longer than a test may wait, so as root (CI, a fresh machine) it happens here;
  // anywhere else the HTML check fails with the command to run, and the other tests run without Java.
  if (runsAsRoot()) ensureJava();
  // The print test's PDF reader, the same way (it fails with the command to run when missing).
  if (runsAsRoot()) ensurePoppler();
  const browser = await chromium.launchServer({ executablePath, headless: true, args: [...CHROMIUM_ARGS] });
  project.provide("browserEndpoint", browser.wsEndpoint());
  // The full browser too, for the push tests: the headless shell has no answer to a notification
  // permission request and shows no notifications (support/browser.ts `launchBrowser`).
  const full = await chromium.launchServer({ executablePath: ensureChromium(), headless: true, args: [...CHROMIUM_ARGS] });
  project.provide("fullBrowserEndpoint", full.wsEndpoint());
  const closeBrowsers = () => Promise.all([browser.close(), full.close()]);
  const given = process.env["E2E_BASE_URL"];
  if (given) {
    project.provide("baseUrl", given);
    return async () => {
      await closeBrowsers();
    };
  }
  const started = Date.now();
  const root = fileURLToPath(new URL("../..", import.meta.url));
  // A port and a storage directory of the run's own, so that a restart (below) is the same site.
  const port = await freePort();
  const persistTo = mkdtempSync(join(tmpdir(), "kinoweb-site-"));
  // No developer's .dev.vars either (an empty env file stands in): the site as a fresh clone runs it.
  const start = () => startSite(root, { port, persistTo, args: ["--env-file", "/dev/null"] });
  let site = await start().catch((error: unknown) => {
    rmSync(persistTo, { recursive: true, force: true });
    throw error;
  });
  console.log(`[e2e] site up at ${site.baseUrl} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide("baseUrl", site.baseUrl);
  // A site that stops answering, or whose wrangler exits, is started again rather than failing every test left.
  const unwatch = watchSite(
    () => site,
    async () => {
      await site.stop();
      site = await start();
    },
  );
  return async () => {
    unwatch();
    await closeBrowsers();
    await site.stop();
    rmSync(persistTo, { recursive: true, force: true });
  };
}
