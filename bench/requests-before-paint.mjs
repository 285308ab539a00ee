#!/usr/bin/env node
// What a first visit asks for before it is painted: each page kind opened in a fresh Chromium
// profile (empty cache, no service worker yet) at phone size, traced, and every request of the
// site's listed with when it started and ended against the first contentful paint and the largest
// paint of the same trace — the two marks Lighthouse's simulation cuts its graphs at
// (docs/decisions/052, 054). A request that ended before the largest paint is one Lantern counts,
// over HTTP/1.1 as a connection of its own. Unthrottled: the order is what matters, not the ms.
//
//   npm run bench:before-paint [-- --page /filmer --runs 3]
import os from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, ensureChromium } from "../tests/e2e/support/ensure-chromium.mjs";
import { startSite } from "../tests/e2e/support/site-server.mjs";
import { PAGES } from "./lib/lighthouse-audit.mjs";
import { formatTable } from "./lib/table.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
const { values } = parseArgs({ options: { page: { type: "string", multiple: true }, runs: { type: "string", default: "1" } } });
const pages = values.page ?? PAGES;
const runs = Number(values.runs);

/** One traced first visit: the paints and the site's requests, in ms from navigation. */
async function firstVisit(browser, url) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ["devtools.timeline", "loading", "blink.user_timing"] });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(() => document.body.dataset["clientLoaded"] !== undefined, null, { timeout: 15_000 });
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const origin = new URL(url).origin;
    // From the document's own request: every mark below is after it, in the trace's one clock.
    const start = traceEvents.find((e) => e.name === "ResourceSendRequest" && e.args.data.url === url)?.ts ?? 0;
    const ms = (ts) => Math.round((ts - start) / 1000);
    if (!start) throw new Error(`${url}: the trace holds no request for the document`);
    const fcp = traceEvents.find((e) => e.name === "firstContentfulPaint" && e.ts >= start);
    const lcp = traceEvents.filter((e) => e.name === "largestContentfulPaint::Candidate" && e.ts >= start).at(-1);
    const ends = new Map(traceEvents.filter((e) => e.name === "ResourceFinish").map((e) => [e.args.data.requestId, e.ts]));
    const requests = traceEvents
      .filter((e) => e.name === "ResourceSendRequest" && e.args.data.url.startsWith(origin))
      .map((e) => ({
        path: e.args.data.url.slice(origin.length),
        priority: e.args.data.priority,
        start: ms(e.ts),
        end: ends.has(e.args.data.requestId) ? ms(ends.get(e.args.data.requestId)) : NaN,
      }));
    return { fcp: fcp ? ms(fcp.ts) : NaN, lcp: lcp ? ms(lcp.ts) : NaN, lcpKind: lcp?.args?.data?.type ?? "?", requests };
  } finally {
    await context.close();
  }
}

console.log(`Load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs; starting wrangler dev (NODE_ENV=production) …`);
const site = await startSite(ROOT, { args: ["--log-level", "warn"] });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const summary = [];
try {
  // Warm the site's caches, so the document is answered as the edge answers a second visitor.
  for (const path of pages) await fetch(site.baseUrl + path).then((res) => res.arrayBuffer());
  for (let run = 1; run <= runs; run++) {
    for (const path of pages) {
      const visit = await firstVisit(browser, site.baseUrl + path);
      const before = visit.requests.filter((r) => r.end < visit.lcp && r.path !== path);
      console.log(`\n${path} (run ${run}): first contentful paint ${visit.fcp} ms, largest paint ${visit.lcp} ms (${visit.lcpKind})`);
      const rows = visit.requests
        .filter((r) => r.start < visit.lcp + 400)
        .map((r) => ({ ...r, when: r.end < visit.lcp ? "ended before the largest paint" : r.start < visit.fcp ? "started before the first paint" : "" }));
      console.log(
        formatTable(rows, [
          { key: "start", title: "start ms", align: "right" },
          { key: "end", title: "end ms", align: "right" },
          { key: "priority", title: "priority" },
          { key: "path", title: "request" },
          { key: "when", title: "" },
        ]),
      );
      summary.push({ page: path, run, fcp: visit.fcp, lcp: visit.lcp, before: before.map((r) => r.path.replace(/\.[\w-]{8,}\./, "….")).join(", ") || "none" });
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
console.log("\nRequests besides the document that ended before the largest paint:\n");
console.log(
  formatTable(summary, [
    { key: "page", title: "page" },
    { key: "run", title: "run", align: "right" },
    { key: "fcp", title: "FCP ms", align: "right" },
    { key: "lcp", title: "LCP ms", align: "right" },
    { key: "before", title: "ended before the LCP" },
  ]),
);
