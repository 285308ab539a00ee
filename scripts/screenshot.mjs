#!/usr/bin/env node
// Full-page screenshots of pages at phone (375 px) and desktop (1280 px) width, with Debian's Chromium.
//
//   node scripts/screenshot.mjs http://127.0.0.1:8787/ / /billettinfo /kinoprogram [--out dir]
//
// Writes <out>/<page>-phone.png and <out>/<page>-desktop.png (default out: test-results/screenshots,
// which git ignores). With only a base URL it takes the front page.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from "../tests/e2e/support/ensure-chromium.mjs";

const WIDTHS = {
  phone: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: "string", default: "test-results/screenshots" }, help: { type: "boolean", short: "h" } },
});
const [base, ...paths] = positionals;
if (values.help || !base) {
  console.log("usage: node scripts/screenshot.mjs <base-url> [path …] [--out dir]");
  process.exit(values.help ? 0 : 2);
}
if (paths.length === 0) paths.push("/");

/** "/" → "forside", "/article/a, b!" → "article-a-b" */
const fileName = (path) =>
  path
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase() || "forside";

/** Runs in the page: images below the fold load lazily; load them all (5 s at most). */
async function loadLazyImages() {
  const images = Array.from(document.images);
  for (const image of images) image.loading = "eager";
  const timeout = new Promise((resolve) => setTimeout(resolve, 5_000));
  await Promise.race([Promise.allSettled(images.map((image) => image.decode())), timeout]);
}

ensureChromium();
mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
let failed = false;
try {
  for (const [width, device] of Object.entries(WIDTHS)) {
    const context = await browser.newContext({ ...device, locale: "nb-NO" });
    const page = await context.newPage();
    for (const path of paths) {
      const url = new URL(path, base).href;
      const response = await page.goto(url, { waitUntil: "load" }).catch((error) => error);
      if (response instanceof Error) {
        console.error(`✗ ${url}: ${response.message.split("\n")[0]}`);
        failed = true;
        continue;
      }
      const file = join(values.out, `${fileName(path)}-${width}.png`);
      await page.evaluate(loadLazyImages);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${response?.status() ?? "?"} ${url} → ${file}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
