#!/usr/bin/env node
// What a browser paints from a document's first TCP window (decision 053). Lighthouse's simulation
// waits for a document's last byte before anything of it is drawn, so a page of two windows (the
// busiest day, /filmer) pays a round trip there. A real Chromium parses and paints as bytes come.
// Each page is loaded through a proxy that sends the document's first 14,600 bytes at once and the
// rest 150 ms later (lib/window-proxy.mjs), and through one that sends it all at once, turn by
// turn; Lighthouse's phone (412×823 at 1.75×, CPU 4× slower), a new browser context each load,
// service workers refused. Printed: the medians of FCP, LCP and the document's last byte
// (`responseEnd`), and in how many loads the largest paint came before that last byte.
//
//   npm run bench:first-window [-- --runs 5 --page /filmer --rtt 150 --cpu 4 --out file]
import { writeFileSync } from "node:fs";
import os from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, ensureChromium } from "../tests/e2e/support/ensure-chromium.mjs";
import { median, PAGES } from "./lib/lighthouse-audit.mjs";
import { withPublishedSite } from "./lib/lighthouse-session.mjs";
import { formatTable } from "./lib/table.mjs";
import { startWindowProxy } from "./lib/window-proxy.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    page: { type: "string", multiple: true },
    runs: { type: "string", default: "5" },
    rtt: { type: "string", default: "150" },
    cpu: { type: "string", default: "4" },
    out: { type: "string", default: join(ROOT, "bench", "first-window-results.json") },
  },
});
const pages = values.page ?? PAGES;
const runs = Number(values.runs);
const rttMs = Number(values.rtt);
const cpuSlowdown = Number(values.cpu);
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  serviceWorkers: /** @type {const} */ ("block"),
};

/** Records the paints from the first byte on, before any script of the page runs. */
const OBSERVE = () => {
  const seen = { fcp: NaN, lcp: NaN, lcpText: "" };
  window.__paints = seen;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") seen.fcp = e.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      seen.lcp = e.startTime;
      seen.lcpText = (e.element?.textContent ?? e.url ?? "").trim().slice(0, 50);
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
};

async function load(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.addInitScript(OBSERVE);
    await page.goto(url, { waitUntil: "load" });
    // On a busy machine the first paint may come after the load event.
    await page.waitForFunction(() => !Number.isNaN(window.__paints.lcp), null, { timeout: 15_000 });
    await page.waitForTimeout(300);
    return await page.evaluate(() => ({ ...window.__paints, documentEnd: performance.getEntriesByType("navigation")[0].responseEnd }));
  } finally {
    await context.close();
  }
}

const loadBefore = os.loadavg()[0];
const results = await withPublishedSite({ root: ROOT, pages }, async ({ baseUrl }) => {
  const proxies = {
    "one window": await startWindowProxy({ target: baseUrl, split: false }),
    "two windows": await startWindowProxy({ target: baseUrl, split: true, rttMs }),
  };
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const rows = [];
    for (const path of pages) {
      const loads = Object.fromEntries(Object.keys(proxies).map((mode) => [mode, []]));
      for (let run = 0; run < runs; run++) for (const [mode, proxy] of Object.entries(proxies)) loads[mode].push(await load(browser, proxy.baseUrl + path));
      for (const [mode, list] of Object.entries(loads)) {
        const round = (key) => Math.round(median(list.map((l) => l[key])));
        const early = list.filter((l) => l.lcp < l.documentEnd).length;
        rows.push({
          page: path,
          mode,
          fcp: round("fcp"),
          lcp: round("lcp"),
          documentEnd: round("documentEnd"),
          lcpBeforeEnd: `${early} of ${list.length}`,
          lcpText: list.at(-1).lcpText,
        });
      }
    }
    return rows;
  } finally {
    await browser.close();
    for (const proxy of Object.values(proxies)) await proxy.stop();
  }
});
const loadAfter = os.loadavg()[0];

console.log(
  `Median of ${runs} loads, turn by turn, the rest of a document ${rttMs} ms after its first window, CPU ${cpuSlowdown}× slower; load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${os.cpus().length} CPUs.`,
);
console.log(
  formatTable(results, [
    { key: "page", title: "page" },
    { key: "mode", title: "document sent as" },
    { key: "fcp", title: "FCP ms", align: "right" },
    { key: "lcp", title: "LCP ms", align: "right" },
    { key: "documentEnd", title: "last byte ms", align: "right" },
    { key: "lcpBeforeEnd", title: "LCP before last byte" },
    { key: "lcpText", title: "LCP element" },
  ]),
);
writeFileSync(values.out, `${JSON.stringify({ at: new Date().toISOString(), load: { before: loadBefore, after: loadAfter }, runs, results }, null, 2)}\n`);
console.log(`Wrote ${values.out}`);
