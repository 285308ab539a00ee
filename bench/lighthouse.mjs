#!/usr/bin/env node
// Lighthouse mobile scores of the main page kinds, as the published site: Lighthouse's default
// mobile emulation and simulated throttling, Debian's Chromium (CHROME_PATH, /usr/bin/chromium when
// unset), a fresh browser for every run, three runs a page, the median of each figure.
//
//   npm run lighthouse [-- --runs 3 --page /kinoprogram --page /]
//
// Writes bench/lighthouse-results.json (every run, and each page's audits that did not pass);
// bench/README.md explains the figures.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { writeFileSync } from "node:fs";
import os from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { CHROMIUM_ARGS, ensureChromium } from "../tests/e2e/support/ensure-chromium.mjs";
import { formatTable } from "./lib/table.mjs";
import { startPublishedSite } from "./published-site.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
/** The front page, an article, a film page and a programme page (the largest one). */
/** The five page kinds measured: the front page, a film, a festival day, an article, the film catalogue. */
const PAGES = ["/", "/kystlinjer-DXM10234", "/kinoprogram?dag=2025-09-20", "/article/datoene-for-nff-2025-er-klare", "/filmer"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    page: { type: "string", multiple: true },
    out: { type: "string", default: join(ROOT, "bench", "lighthouse-results.json") },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help) {
  console.log("usage: node bench/lighthouse.mjs [--runs 3] [--page /path …] [--out file]");
  process.exit(0);
}
const runs = Number(values.runs);
const pages = values.page ?? PAGES;
// chrome-launcher starts CHROME_PATH; without one, Debian's Chromium (installed as the browser tests do).
process.env.CHROME_PATH ??= ensureChromium();

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The figures of one Lighthouse report: scores 0–100, CLS unitless, times in ms. */
function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    cls: value("cumulative-layout-shift"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    fcp: value("first-contentful-paint"),
    speedIndex: value("speed-index"),
    // Lighthouse's own measure of how fast this machine was during the run (higher is faster).
    benchmarkIndex: lhr.environment.benchmarkIndex,
    ...lcpPhases(lhr),
    // The server time Lighthouse's simulation adds to every request of the origin, as it estimated
    // it from this run's observed answers: locally that is wrangler dev's, on a busy machine too.
    serverLatency: lhr.audits.diagnostics?.details?.items?.[0]?.maxServerLatency ?? NaN,
  };
}

/** Where LCP's time went (Lighthouse's largest-contentful-paint-element audit): TTFB, load delay, load time, render delay. */
function lcpPhases(lhr) {
  const tables = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const phases = tables.find((t) => t.items?.[0]?.phase)?.items ?? [];
  const of = (name) => phases.find((p) => p.phase === name)?.timing ?? NaN;
  return { ttfb: of("TTFB"), loadDelay: of("Load Delay"), loadTime: of("Load Time"), renderDelay: of("Render Delay") };
}

/** Audits that cost points: scored below 1 in a category where they count, with Lighthouse's own title. */
function shortfalls(lhr) {
  const out = [];
  for (const [category, { auditRefs }] of Object.entries(lhr.categories)) {
    for (const ref of auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        out.push({ category, id: ref.id, score: audit.score, title: audit.title, ...(audit.displayValue ? { value: audit.displayValue } : {}) });
      }
    }
  }
  return out;
}

async function runOnce(url) {
  const chrome = await chromeLauncher.launch({ chromeFlags: CHROMIUM_ARGS, logLevel: "silent" });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** A run that fails (Lighthouse now and then loses the trace: NO_NAVSTART) is tried again, twice at most. */
async function audit(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (attempt === 3) throw error;
      process.stdout.write(`(${error.message.split("\n")[0]}; again) `);
    }
  }
}

const loadBefore = os.loadavg();
console.log(`Publishing a copy of the content with published: true, starting wrangler dev (NODE_ENV=production) …`);
const site = await startPublishedSite({ root: ROOT });
const results = [];
try {
  // One request each first: the first visit builds the page into KV, which no visitor sees twice.
  for (const path of pages) await fetch(site.baseUrl + path).then((res) => res.arrayBuffer());
  for (const path of pages) {
    const all = [];
    let worst = [];
    for (let run = 1; run <= runs; run++) {
      process.stdout.write(`${path}: run ${run} of ${runs} … `);
      const lhr = await audit(site.baseUrl + path);
      const f = figures(lhr);
      all.push(f);
      const missing = shortfalls(lhr);
      if (missing.length > worst.length) worst = missing;
      console.log(`performance ${f.performance}, LCP ${Math.round(f.lcp)} ms, TBT ${Math.round(f.tbt)} ms, CLS ${f.cls.toFixed(3)}`);
      if (run === 1) results.push({ path, lighthouseVersion: lhr.lighthouseVersion, userAgent: lhr.environment.hostUserAgent });
    }
    const entry = results.at(-1);
    entry.median = Object.fromEntries(Object.keys(all[0]).map((key) => [key, median(all.map((f) => f[key]))]));
    entry.runs = all;
    entry.shortfalls = worst;
  }
} finally {
  await site.stop();
}

const rows = results.map(({ path, median: m }) => ({
  page: path,
  performance: m.performance,
  accessibility: m.accessibility,
  bestPractices: m.bestPractices,
  seo: m.seo,
  cls: m.cls.toFixed(3),
  lcp: Math.round(m.lcp),
  phases: [m.ttfb, m.loadDelay, m.loadTime, m.renderDelay].map((t) => (Number.isNaN(t) ? "–" : Math.round(t))).join(" / "),
  fcp: Math.round(m.fcp),
  tbt: Math.round(m.tbt),
  server: Math.round(m.serverLatency),
}));
const columns = [
  { key: "page", title: "page" },
  { key: "performance", title: "performance", align: "right" },
  { key: "accessibility", title: "accessibility", align: "right" },
  { key: "bestPractices", title: "best practices", align: "right" },
  { key: "seo", title: "SEO", align: "right" },
  { key: "cls", title: "CLS", align: "right" },
  { key: "lcp", title: "LCP ms", align: "right" },
  { key: "phases", title: "TTFB / delay / load / render ms", align: "right" },
  { key: "fcp", title: "FCP ms", align: "right" },
  { key: "tbt", title: "TBT ms", align: "right" },
  { key: "server", title: "server ms (est.)", align: "right" },
];
const loadAfter = os.loadavg();
console.log(`\nLighthouse ${results[0]?.lighthouseVersion}, mobile, median of ${runs} run(s) each:\n`);
console.log(formatTable(rows, columns));
for (const { path, shortfalls: s } of results) {
  if (s.length > 0 && s.some((a) => a.category !== "performance" || a.score < 0.9))
    console.log(`\n${path} lost points on:\n${s.map((a) => `  ${a.category}: ${a.title}${a.value ? ` (${a.value})` : ""}`).join("\n")}`);
}
// Lighthouse simulates a slow phone by scaling the main-thread time it measures: on a busy machine
// TBT and with it the performance score drop. The load average says how busy this one was.
console.log(`\nload average (1 min) before ${loadBefore[0].toFixed(1)}, after ${loadAfter[0].toFixed(1)}; ${os.cpus().length} CPUs`);
writeFileSync(
  values.out,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      runs,
      machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, loadBefore, loadAfter },
      pages: results,
    },
    null,
    2,
  ) + "\n",
);
console.log(`\nwrote ${values.out}`);
