// Browser tests drive Debian's Chromium through playwright-core, never a browser a tool downloads
// itself: one browser, installed the way the machine installs everything else (./apt-get.mjs).
//
// Also a CLI for .ci/run: `node tests/e2e/support/ensure-chromium.mjs`.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { aptGetInstall, runsAsRoot } from "./apt-get.mjs";

export const CHROMIUM_PATH = "/usr/bin/chromium";

/** Flags for every launch: headless, no sandbox (root in CI), and no traffic of the browser's own. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Makes sure /usr/bin/chromium exists; installs it with apt-get when we are root. */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (!runsAsRoot()) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. The browser tests use Debian's Chromium; install it with\n` +
        "  sudo apt-get update && sudo apt-get install -y chromium",
    );
  }
  console.log(`[e2e] ${CHROMIUM_PATH} is missing: installing Debian's chromium with apt-get`);
  aptGetInstall("chromium");
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get installed chromium but ${CHROMIUM_PATH} is still missing`);
  return CHROMIUM_PATH;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  ensureChromium();
  // (Debian's launcher script prints a harmless shell warning on stderr; keep the log clean.)
  console.log(execFileSync(CHROMIUM_PATH, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
}
