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

/**
 * The browser tests' Chromium: Debian's headless shell, the same Chromium build without the
 * browser's own layer (its windows, profile services, extensions), which is what headless
 * automation drives by default. A fresh context with a page in it costs it about a third of the
 * CPU the full browser spends (docs/decisions/042), and the browser tests open hundreds.
 */
export const HEADLESS_SHELL_PATH = "/usr/lib/chromium/chromium-headless-shell";

/** Makes sure `path` exists; installs Debian's `pkg` with apt-get when we are root. */
function ensureInstalled(path, pkg) {
  if (existsSync(path)) return path;
  if (!runsAsRoot()) {
    throw new Error(
      `${pkg} is missing at ${path}. The browser tests use Debian's Chromium; install it with\n` + `  sudo apt-get update && sudo apt-get install -y ${pkg}`,
    );
  }
  console.log(`[e2e] ${path} is missing: installing Debian's ${pkg} with apt-get`);
  aptGetInstall(pkg);
  if (!existsSync(path)) throw new Error(`apt-get installed ${pkg} but ${path} is still missing`);
  return path;
}

/** Makes sure /usr/bin/chromium exists (the full browser: scripts, benchmarks, Lighthouse); installs it with apt-get when we are root. */
export function ensureChromium() {
  return ensureInstalled(CHROMIUM_PATH, "chromium");
}

/** Makes sure the headless shell the browser tests drive exists; installs it with apt-get when we are root. */
export function ensureHeadlessShell() {
  return ensureInstalled(HEADLESS_SHELL_PATH, "chromium-headless-shell");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  ensureChromium();
  ensureHeadlessShell();
  // (Debian's launcher script prints a harmless shell warning on stderr; keep the log clean.)
  console.log(execFileSync(CHROMIUM_PATH, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
  console.log(execFileSync(HEADLESS_SHELL_PATH, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
}
