#!/usr/bin/env node
// How much layout a page's load takes, counted rather than timed: the layout objects Chromium lays
// out (its trace's Layout events, `dirtyObjects`) from navigation to the load event, in all and in
// its largest pass, at phone and laptop size. A count does not move with the machine's load, which a time on a shared machine
// does by a factor of three; Lighthouse multiplies this work by four on its simulated phone.
//
//   npm run bench:layout [-- --page /filmer --page '/kinoprogram?dag=2025-09-20']
import os from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, ensureChromium } from "../tests/e2e/support/ensure-chromium.mjs";
import { startSite } from "../tests/e2e/support/site-server.mjs";
import { formatTable } from "./lib/table.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const PAGES = ["/", "/kystlinjer-DXM10234", "/kinoprogram?dag=2025-09-20", "/article/datoene-for-nff-2025-er-klare", "/filmer"];
const SIZES = [
  { name: "phone 412", viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  { name: "laptop 1366", viewport: { width: 1366, height: 768 } },
];
const { values } = parseArgs({ options: { page: { type: "string", multiple: true } } });
const pages = values.page ?? PAGES;

/** Layout passes and the layout objects they laid out, from navigation to the load event. */
async function layoutWork(browser, url, size) {
  const { name: _, ...device } = size;
  const context = await browser.newContext(device);
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ["devtools.timeline"] });
    await page.goto(url, { waitUntil: "load" });
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const layouts = traceEvents.filter((e) => e.name === "Layout" && (e.ph === "X" || e.ph === "B"));
    const dirty = layouts.map((e) => e.args?.beginData?.dirtyObjects ?? 0);
    const objects = dirty.reduce((sum, n) => sum + n, 0);
    const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
    return { passes: layouts.length, largest: Math.max(0, ...dirty), objects, elements };
  } finally {
    await context.close();
  }
}

console.log(`Load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs; starting wrangler dev (NODE_ENV=production) …`);
const site = await startSite(ROOT, { args: ["--log-level", "warn"] });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const rows = [];
try {
  for (const path of pages) {
    for (const size of SIZES) rows.push({ page: path, size: size.name, ...(await layoutWork(browser, site.baseUrl + path, size)) });
  }
} finally {
  await browser.close();
  await site.stop();
}
console.log(
  formatTable(rows, [
    { key: "page", title: "page" },
    { key: "size", title: "size" },
    { key: "elements", title: "elements", align: "right" },
    { key: "passes", title: "layout passes", align: "right" },
    { key: "largest", title: "largest pass", align: "right" },
    { key: "objects", title: "objects laid out", align: "right" },
  ]),
);
