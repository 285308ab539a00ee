#!/usr/bin/env node
// Junk query parameters against the edge HTML cache (issue 14 part 4, docs/decisions/019): in one
// run of the site, `/kinoprogram` from the edge cache side by side with `/kinoprogram?x=<random>`,
// with a shared link's `utm_*` and `fbclid=<random>`, and search for a few real queries typed in
// random casing and spacing against the same query typed one way. Each variant should reach the
// cached page: ≥ 0.9× the requests/s of its plain page. Searches nobody made before are measured
// too (each is a render: there is no cached page to reach).
//
//   npm run bench:junk
//   npm run bench:junk -- --seconds 4 --warmup 1 --concurrency 32
//
// Writes bench/junk-params-results.json; bench/README.md explains the figures.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startSite } from "../tests/e2e/support/site-server.mjs";
import { percentile, probe, runLoad } from "./lib/load.mjs";
import { groupCpuMs } from "./lib/process-cpu.mjs";
import { junkParameter, randomQuery, respelledQuery, trackingParameters } from "./lib/random-requests.mjs";
import { formatTable } from "./lib/table.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const TARGET = 0.9;

/** Each page: its plain address (the baseline, from the edge cache) and the variants measured against it. */
const PAGES = [
  {
    page: "programme",
    plain: "/kinoprogram",
    variants: [
      { name: "?x=<random>", path: () => junkParameter("/kinoprogram"), target: TARGET },
      { name: "?utm_*…&fbclid=<random>", path: () => trackingParameters("/kinoprogram"), target: TARGET },
    ],
  },
  {
    page: "search",
    plain: "/search?q=kystlinjer",
    variants: [
      { name: "q=<real query, random casing/spacing>", path: respelledQuery, target: TARGET },
      { name: "q=<random query>", path: randomQuery },
    ],
  },
];

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "16" },
    warmup: { type: "string", default: "2" },
    rounds: { type: "string", default: "8" },
    concurrency: { type: "string", default: "64" },
    out: { type: "string", default: join(ROOT, "bench", "junk-params-results.json") },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help) {
  console.log("usage: node bench/junk-params.mjs [--seconds 16] [--warmup 2] [--rounds 8] [--concurrency 64] [--out file]");
  process.exit(0);
}
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const concurrency = Number(values.concurrency);
const rounds = Math.max(1, Number(values.rounds));
const loadavg = () => os.loadavg().map((n) => Number(n.toFixed(2)));

/** The server's CPU ms per request over `requests`, from its process group's CPU before and after. */
const cpuPerRequest = (before, after, requests) => (before === undefined || after === undefined || requests === 0 ? undefined : (after - before) / requests);

/**
 * Measures every run in `rounds` slices, taking turns, so that each meets the same machine (on
 * shared cores the neighbours' load moves requests/s by 2–4× within a minute): requests/s over
 * all slices, p50/p99 over all their requests, and the edge cache's answer to one more request.
 */
async function measureInTurns(site, runs) {
  for (const run of runs) await runLoad({ url: run.url, concurrency, seconds: warmup });
  const totals = runs.map(() => ({ requests: 0, seconds: 0, errors: 0, cpuMs: 0, latencies: [], loads: [] }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, run] of runs.entries()) {
      const before = groupCpuMs(site.pid);
      const result = await runLoad({ url: run.url, concurrency, seconds: seconds / rounds });
      const cpu = cpuPerRequest(before, groupCpuMs(site.pid), 1);
      const total = totals[i];
      total.requests += result.requests;
      total.seconds += result.seconds;
      total.errors += result.errors;
      total.cpuMs = cpu === undefined || total.cpuMs === undefined ? undefined : total.cpuMs + cpu;
      total.latencies.push(...result.latencies);
      total.loads.push(os.loadavg()[0]);
    }
  }
  return Promise.all(
    runs.map(async (run, i) => {
      const total = totals[i];
      total.latencies.sort((a, b) => a - b);
      const { headers } = await probe({ url: typeof run.url === "function" ? run.url() : run.url });
      return {
        rps: total.requests / total.seconds,
        p50: percentile(total.latencies, 0.5),
        p99: percentile(total.latencies, 0.99),
        cpuMs: total.cpuMs === undefined || total.requests === 0 ? undefined : total.cpuMs / total.requests,
        requests: total.requests,
        errors: total.errors,
        edge: headers["x-edge-cache"] ?? "–",
        load: Math.max(...total.loads),
      };
    }),
  );
}

const loadBefore = loadavg();
console.log(`Load average before: ${loadBefore.join(" ")} (${os.cpus().length} cores)`);
console.log("Starting wrangler dev (NODE_ENV=production, EDGE_HTML_CACHE=on) …");
const site = await startSite(ROOT, { args: ["--log-level", "warn", "--var", "EDGE_HTML_CACHE:on"] });
const rows = [];
try {
  for (const { page, plain, variants } of PAGES) {
    const plainUrl = site.baseUrl + plain;
    const runs = [{ name: plain, url: plainUrl }, ...variants.map((v) => ({ ...v, url: () => site.baseUrl + v.path() }))];
    process.stdout.write(`${page}: ${runs.length} runs, ${warmup} s warm-up each, then ${rounds} turns of ${(seconds / rounds).toFixed(1)} s at ${concurrency} … `);
    const results = await measureInTurns(site, runs);
    console.log(results.map((r) => `${Math.round(r.rps)} req/s (${r.edge})`).join(", "));
    const baseline = results[0].rps;
    for (const [i, run] of runs.entries()) {
      const result = results[i];
      const ratio = result.rps / baseline;
      rows.push({
        page,
        request: run.name,
        rps: result.rps.toFixed(0),
        p50: result.p50.toFixed(0),
        p99: result.p99.toFixed(0),
        cpu: result.cpuMs?.toFixed(2) ?? "–",
        cpuRatio: i === 0 || result.cpuMs === undefined || results[0].cpuMs === undefined ? "" : `${(result.cpuMs / results[0].cpuMs).toFixed(2)}×`,
        edge: result.edge,
        ratio: i === 0 ? "" : run.target === undefined ? `${ratio.toFixed(2)}×` : `${ratio.toFixed(2)}× ${ratio >= run.target ? "✓" : "✗"}`,
        load: result.load.toFixed(1),
        errors: result.errors,
        figures: { rps: result.rps, p50: result.p50, p99: result.p99, cpuMs: result.cpuMs, requests: result.requests, errors: result.errors },
        ok: run.target === undefined || ratio >= run.target,
      });
    }
  }
} finally {
  await site.stop();
}
const loadAfter = loadavg();

const columns = [
  { key: "page", title: "page" },
  { key: "request", title: "request" },
  { key: "rps", title: "req/s", align: "right" },
  { key: "p50", title: "p50 ms", align: "right" },
  { key: "p99", title: "p99 ms", align: "right" },
  { key: "cpu", title: "CPU ms", align: "right" },
  { key: "cpuRatio", title: "CPU of plain", align: "right" },
  { key: "edge", title: "X-Edge-Cache" },
  { key: "ratio", title: "of plain", align: "right" },
  { key: "load", title: "load", align: "right" },
  { key: "errors", title: "errors", align: "right" },
];
console.log(`\n${formatTable(rows, columns)}\n`);
console.log(`Load average before ${loadBefore.join(" ")}, after ${loadAfter.join(" ")}. "of plain": req/s against the plain page's, measured in turns with it; target ≥ ${TARGET}×.`);
const report = {
  benchmark: "junk-params",
  date: new Date().toISOString(),
  settings: { concurrency, seconds, warmupSeconds: warmup, rounds, server: "wrangler dev --log-level warn, NODE_ENV=production, EDGE_HTML_CACHE=on, fresh KV" },
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? "", node: process.version, loadavgBefore: loadBefore, loadavgAfter: loadAfter },
  results: rows.map(({ page, request, edge, figures }) => ({ page, request, edge, ...figures })),
  table: formatTable(rows, columns, { markdown: true }),
};
mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(values.out, `${JSON.stringify(report, null, 2)}\n`);
console.log(`Written to ${values.out}`);
if (rows.some((r) => !r.ok || r.errors > 0)) process.exitCode = 1;
