// Once per e2e run: make sure Debian's Chromium is there (and, as root, the HTML check's Java), start
// the site, hand its URL to the tests (`inject("baseUrl")`, see support/site.ts), and stop the site,
// all its processes, when the run ends.
// E2E_BASE_URL=http://127.0.0.1:8787 runs the tests against a site you already started instead.
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { runsAsRoot } from "./support/apt-get.mjs";
import { ensureChromium } from "./support/ensure-chromium.mjs";
import { ensurePoppler } from "./support/ensure-poppler.mjs";
import { ensureJava } from "./support/nu-html-checker";
import { startSite } from "./support/site-server.mjs";

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  ensureChromium();
  // An install takes longer than a test may wait, so as root (CI, a fresh machine) it happens here;
  // anywhere else the HTML check fails with the command to run, and the other tests run without Java.
  if (runsAsRoot()) ensureJava();
  // The print test's PDF reader, the same way (it fails with the command to run when missing).
  if (runsAsRoot()) ensurePoppler();
  const given = process.env["E2E_BASE_URL"];
  if (given) {
    project.provide("baseUrl", given);
    return;
  }
  const started = Date.now();
  const site = await startSite(fileURLToPath(new URL("../..", import.meta.url)));
  console.log(`[e2e] site up at ${site.baseUrl} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide("baseUrl", site.baseUrl);
  return () => site.stop();
}
