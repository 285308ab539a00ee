#!/usr/bin/env node
// What a programme page costs: requests/s and p50/p99 latency of the server-rendered programme
// pages under a fixed concurrency, against a static file of exactly the same bytes served by the
// same `wrangler dev` (the platform's asset server, no worker). The ratio says how much the
// worker's render (KV read, React SSR stream) costs over sending the bytes.
//
//   npm run bench:programme [-- --seconds 10 --concurrency 16 --note "machine shared"]
//
// Writes bench/results.json; bench/README.md explains the figures.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { runLoad } from "./lib/load.mjs";
import { startSite } from "./lib/start-server.mjs";
import { formatTable } from "./lib/table.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const PAGES = ["/kinoprogram", "/buff-program", "/arrangementer"];

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    warmup: { type: "string", default: "3" },
    concurrency: { type: "string", default: "16" },
    out: { type: "string", default: join(ROOT, "bench", "results.json") },
    note: { type: "string", default: "" },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help) {
  console.log("usage: node bench/programme.mjs [--seconds 10] [--warmup 3] [--concurrency 16] [--out file] [--note text]");
  process.exit(0);
}
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const concurrency = Number(values.concurrency);

/** The static twin of a page: a file in public/ the asset server answers without the worker. */
const twinName = (path) => `__bench-${process.pid}-${path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}.html`;

/** Where the asset server answers a twin with exactly its bytes: with or without `.html`, as its HTML handling decides. */
async function servedTwin(baseUrl, name, expectedBytes) {
  const candidates = [`/${name}`, `/${name.replace(/\.html$/, "")}`];
  for (let tries = 0; tries < 20; tries++) {
    for (const path of candidates) {
      const res = await fetch(baseUrl + path, { redirect: "manual" }).catch(() => null);
      const body = res && res.status === 200 ? Buffer.from(await res.arrayBuffer()) : null;
      if (body && body.length === expectedBytes) return path;
    }
    await sleep(500);
  }
  throw new Error(`the static twin ${name} was not served with ${expectedBytes} bytes`);
}

const round = (n, digits = 1) => Number(n.toFixed(digits));

/** Twin files written so far, removed however the run ends. */
const twins = [];
const removeTwins = () => {
  for (const file of twins) rmSync(file, { force: true });
};
process.once("SIGINT", () => {
  removeTwins();
  process.exit(130);
});

const loadBefore = os.loadavg();
// The asset server reads public/ when wrangler starts, so the twins are written between two starts:
// the first renders the pages, the second serves pages and twins side by side.
console.log("Starting wrangler dev (NODE_ENV=production) to render the pages …");
const twinPaths = new Map();
const results = [];
try {
  const first = await startSite({ root: ROOT });
  try {
    for (const path of PAGES) {
      const res = await fetch(first.baseUrl + path);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      const html = Buffer.from(await res.arrayBuffer());
      const file = join(ROOT, "public", twinName(path));
      writeFileSync(file, html);
      twins.push(file);
      twinPaths.set(path, { name: twinName(path), bytes: html.length });
    }
  } finally {
    await first.stop();
  }
  console.log("Starting it again with the static twins in public/ …");
  const site = await startSite({ root: ROOT });
  try {
    for (const twin of twinPaths.values()) twin.served = await servedTwin(site.baseUrl, twin.name, twin.bytes);
    for (const path of PAGES) {
      const twin = twinPaths.get(path);
      for (const [kind, target] of [["page", path], ["static", twin.served]]) {
        const url = site.baseUrl + target;
        process.stdout.write(`${kind.padEnd(6)} ${path}: warm-up ${warmup} s, then ${seconds} s at concurrency ${concurrency} … `);
        await runLoad({ url, concurrency, seconds: warmup });
        const r = await runLoad({ url, concurrency, seconds });
        console.log(`${Math.round(r.rps)} req/s`);
        results.push({ path, kind, rps: round(r.rps), p50: round(r.p50, 2), p99: round(r.p99, 2), bytes: r.bytes, requests: r.requests, errors: r.errors });
      }
    }
  } finally {
    await site.stop();
  }
} finally {
  removeTwins();
}
const loadAfter = os.loadavg();

const rows = PAGES.map((path) => {
  const page = results.find((r) => r.path === path && r.kind === "page");
  const stat = results.find((r) => r.path === path && r.kind === "static");
  return {
    path,
    kb: (page.bytes / 1024).toFixed(1),
    pageRps: page.rps.toFixed(0),
    pageP50: page.p50.toFixed(1),
    pageP99: page.p99.toFixed(1),
    staticRps: stat.rps.toFixed(0),
    staticP50: stat.p50.toFixed(1),
    staticP99: stat.p99.toFixed(1),
    ratio: `${(stat.rps / page.rps).toFixed(1)}×`,
    errors: page.errors + stat.errors,
  };
});
const columns = [
  { key: "path", title: "page" },
  { key: "kb", title: "HTML KB", align: "right" },
  { key: "pageRps", title: "page req/s", align: "right" },
  { key: "pageP50", title: "p50 ms", align: "right" },
  { key: "pageP99", title: "p99 ms", align: "right" },
  { key: "staticRps", title: "static req/s", align: "right" },
  { key: "staticP50", title: "p50 ms", align: "right" },
  { key: "staticP99", title: "p99 ms", align: "right" },
  { key: "ratio", title: "static/page", align: "right" },
  { key: "errors", title: "errors", align: "right" },
];
console.log(`\n${formatTable(rows, columns)}\n`);

const report = {
  benchmark: "programme",
  date: new Date().toISOString(),
  settings: { concurrency, seconds, warmupSeconds: warmup, mode: "wrangler dev, NODE_ENV=production, fresh KV" },
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model ?? "",
    node: process.version,
    wrangler: JSON.parse(readFileSync(join(ROOT, "node_modules", "wrangler", "package.json"), "utf8")).version,
    loadavgBefore: loadBefore.map((n) => round(n, 2)),
    loadavgAfter: loadAfter.map((n) => round(n, 2)),
    note: values.note,
  },
  results,
  table: formatTable(rows, columns, { markdown: true }),
};
mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(values.out, `${JSON.stringify(report, null, 2)}\n`);
console.log(`Written to ${values.out}`);
