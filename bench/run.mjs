#!/usr/bin/env node
// What a page costs to serve: for each page kind, requests/s, p50 and p99 latency at a fixed
// concurrency, rendered from warm KV page data, from cold KV, served as rendered HTML from KV,
// and answered by the edge HTML cache, each
// against a static file of exactly the same bytes served by the same `wrangler dev` in the same
// run (the platform's asset server, no worker): the physical limit of this setup.
//
//   npm run bench                       # every page kind, about 8 minutes
//   npm run bench -- --quick            # 3 s per measurement, about 3 minutes
//   npm run bench -- --kinds front,programme --modes render,kv,hit --seconds 5
//   npm run bench -- --alternatives     # adds the renderers the site does not use (docs/decisions/009)
//
// Writes bench/results.json; bench/README.md explains every figure.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { probe, runLoad } from "./lib/load.mjs";
import { inTurns } from "./lib/turns.mjs";
import { groupCpuMs } from "./lib/process-cpu.mjs";
import { BENCH_WORKER, startBenchSite } from "./lib/bench-site.mjs";
import { formatTable } from "./lib/table.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The page kinds: the nine below by default (a programme day, the busiest of the demo festival, and the catalogue since festival size), the other programme pages on request. */
const KINDS = {
  front: { path: "/", html: true },
  news: { path: "/nyheter", html: true },
  article: { path: "/article/datoene-for-nff-2025-er-klare", html: true },
  film: { path: "/kystlinjer-DXM10234", html: true },
  programme: { path: "/kinoprogram", html: true },
  "programme-day": { path: "/kinoprogram?dag=2025-09-20", html: true },
  catalogue: { path: "/filmer", html: true },
  // Search results never go to KV (decision 019, `pageKeep`): no KV HTML row.
  search: { path: "/search?q=kystlinjer", html: true, notInKv: true },
  events: { path: "/api/events?keys=nff25-kystlinjer-apning,nff25-kystlinjer-2,nff25-nordlys-1,nff25-fiskeren-1,kino25-fiskeren-1001", html: false },
  "buff-programme": { path: "/buff-program", html: true, extra: true },
  "culture-programme": { path: "/arrangementer", html: true, extra: true },
};

/**
 * What each mode measures, as the X-Bench header that asks for it (src/bench/bench-request.ts; only
 * the bench's worker entry reads it: lib/bench-site.mjs) and the X-Edge-Cache answer that proves it.
 */
const MODES = {
  render: { header: "edge=bypass", edge: "bypass", title: "render, KV warm" },
  cold: { header: "edge=bypass,kv=cold", edge: "bypass", title: "KV cold" },
  // A data centre whose Cache API lacks the page: the HTML rendered elsewhere, from KV (docs/decisions/022).
  kv: { header: "edge=bypass-cache-only", edge: "kv", title: "KV HTML", htmlOnly: true },
  hit: { header: "", edge: "hit", title: "edge hit" },
  stream: { header: "edge=bypass,render=stream", edge: "bypass", title: "KV warm, React stream", htmlOnly: true, alternative: true },
  string: { header: "edge=bypass,render=string", edge: "bypass", title: "KV warm, one string", htmlOnly: true, alternative: true },
};

/** The targets: page/static throughput by mode, and the p99 bound for pages served from KV HTML or the cache. */
const TARGETS = { render: 0.8, kv: 0.85, hit: 0.95 };
const P99_BOUND = 1.5;
const P99_MODES = new Set(["kv", "hit"]);
/** Earlier names of modes, still accepted: `warm` is today's `render`. */
const ALIASES = { warm: "render" };

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "8" },
    warmup: { type: "string", default: "2" },
    concurrency: { type: "string", default: "64" },
    kinds: {
      type: "string",
      default: Object.keys(KINDS)
        .filter((k) => !KINDS[k].extra)
        .join(","),
    },
    modes: { type: "string", default: "render,cold,kv,hit" },
    alternatives: { type: "boolean", default: false },
    quick: { type: "boolean", default: false },
    rounds: { type: "string", default: "4" },
    out: { type: "string", default: join(ROOT, "bench", "results.json") },
    note: { type: "string", default: "" },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help) {
  console.log(`usage: node bench/run.mjs [--seconds 8] [--warmup 2] [--concurrency 64] [--rounds 4] [--quick]
       [--kinds ${Object.keys(KINDS).join(",")}]
       [--modes ${Object.keys(MODES).join(",")}] [--alternatives] [--out file] [--note text]`);
  process.exit(0);
}
const seconds = values.quick ? 3 : Number(values.seconds);
const warmup = values.quick ? 1 : Number(values.warmup);
const concurrency = Number(values.concurrency);
/** Page and twin take turns this many times within their seconds, so a change of the machine's load meets both alike. */
const rounds = Math.max(1, Math.min(Number(values.rounds) || 1, seconds));
const kinds = values.kinds.split(",").map((k) => k.trim());
const modes = [...new Set([...values.modes.split(",").map((m) => ALIASES[m.trim()] ?? m.trim()), ...(values.alternatives ? ["stream", "string"] : [])])];
for (const k of kinds) if (!KINDS[k]) throw new Error(`unknown page kind ${k}; known: ${Object.keys(KINDS).join(", ")}`);
for (const m of modes) if (!MODES[m]) throw new Error(`unknown mode ${m}; known: ${Object.keys(MODES).join(", ")}`);

/** Wrangler's line per request would cost its proxy as much CPU as some pages. */
const SITE_ARGS = ["--log-level", "warn"];
const loadavg = () => os.loadavg().map((n) => Number(n.toFixed(2)));
const round = (n, digits = 1) => Number(n.toFixed(digits));

/** The static twin of a page kind: a file in public/ the asset server answers without the worker. */
const twinName = (kind) => `__bench-${process.pid}-${kind}.${KINDS[kind].html ? "html" : "json"}`;
const twinFiles = [];
const removeTwins = () => {
  for (const file of twinFiles) rmSync(file, { force: true });
};
process.once("SIGINT", () => {
  removeTwins();
  process.exit(130);
});

/** Where the asset server answers a twin with exactly its bytes: with or without `.html`, as its HTML handling decides. */
async function servedTwin(baseUrl, name, expectedBytes) {
  const candidates = [`/${name}`, `/${name.replace(/\.html$/, "")}`];
  for (let tries = 0; tries < 20; tries++) {
    for (const path of candidates) {
      const res = await probe({ url: baseUrl + path }).catch(() => null);
      if (res && res.status === 200 && res.bytes === expectedBytes) return path;
    }
    await sleep(500);
  }
  throw new Error(`the static twin ${name} was not served with ${expectedBytes} bytes`);
}

/** A load run, with the CPU the server's processes (wrangler, its proxy, workerd) spent per request. */
async function measured(site, options) {
  const before = groupCpuMs(site.pid);
  const result = await runLoad(options);
  const after = groupCpuMs(site.pid);
  const cpuMs = before === undefined || after === undefined || result.requests === 0 ? undefined : (after - before) / result.requests;
  return { ...result, cpuMs };
}

/** Checks that a mode measures what it says: status 200, the expected edge-cache answer, the twin's size. */
async function checkMode(url, mode, twinBytes) {
  const headers = MODES[mode].header ? { "x-bench": MODES[mode].header } : {};
  // The edge cache and KV HTML are filled by the first request, in the background: the mode is what later ones get.
  let res = await probe({ url, headers });
  for (let tries = 0; MODES[mode].edge !== "bypass" && res.headers["x-edge-cache"] !== MODES[mode].edge && tries < 20; tries++) {
    await sleep(250);
    res = await probe({ url, headers });
  }
  if (res.status !== 200) throw new Error(`${url} (${mode}) answered ${res.status}`);
  const edge = res.headers["x-edge-cache"];
  if (edge !== undefined && edge !== MODES[mode].edge) throw new Error(`${url} (${mode}) answered X-Edge-Cache: ${edge}, not ${MODES[mode].edge}`);
  if (res.bytes !== twinBytes) console.warn(`\n  note: ${url} (${mode}) sent ${res.bytes} bytes, its static twin ${twinBytes}`);
  return headers;
}

const loadBefore = loadavg();
console.log(`Load average before: ${loadBefore.join(" ")} (${os.cpus().length} cores)`);
console.log("Starting wrangler dev (NODE_ENV=production) to render the pages for their static twins …");
const twins = new Map();
const results = [];
try {
  const first = await startBenchSite(ROOT, { args: SITE_ARGS });
  try {
    for (const kind of kinds) {
      const res = await fetch(first.baseUrl + KINDS[kind].path, { headers: { "x-bench": "edge=bypass", "accept-encoding": "identity" } });
      if (res.status !== 200) throw new Error(`${KINDS[kind].path} answered ${res.status}`);
      const body = Buffer.from(await res.arrayBuffer());
      const file = join(ROOT, "public", twinName(kind));
      writeFileSync(file, body);
      twinFiles.push(file);
      twins.set(kind, { name: twinName(kind), bytes: body.length });
    }
  } finally {
    await first.stop();
  }
  // The asset server reads public/ when wrangler starts: the twins are served from the second start.
  console.log("Starting it again with the static twins in public/ …");
  const site = await startBenchSite(ROOT, { args: SITE_ARGS });
  try {
    for (const twin of twins.values()) twin.served = await servedTwin(site.baseUrl, twin.name, twin.bytes);
    for (const kind of kinds) {
      const { path, html, notInKv } = KINDS[kind];
      const twin = twins.get(kind);
      for (const mode of modes) {
        if (MODES[mode].htmlOnly && !html) continue;
        if (mode === "kv" && notInKv) continue;
        const url = site.baseUrl + path;
        const headers = await checkMode(url, mode, twin.bytes);
        process.stdout.write(`${kind.padEnd(17)} ${mode.padEnd(6)} ${warmup}+${seconds} s at ${concurrency}, ${rounds} turns … `);
        // Both warmed up, then page and twin in turns, so both meet the same machine.
        const twinUrl = site.baseUrl + twin.served;
        await runLoad({ url, concurrency, seconds: warmup, headers });
        await runLoad({ url: twinUrl, concurrency, seconds: warmup });
        const measure = (options) => measured(site, options);
        const { page, stat } = await inTurns({ page: { url, headers }, twin: { url: twinUrl }, rounds, seconds, concurrency, measure });
        const load = loadavg();
        console.log(`${Math.round(page.rps)} req/s, static ${Math.round(stat.rps)} req/s (load ${load[0]})`);
        const figures = (r) => ({
          rps: round(r.rps),
          p50: round(r.p50, 2),
          p99: round(r.p99, 2),
          firstByteP50: round(r.firstByteP50, 2),
          serverCpuMsPerRequest: r.cpuMs === undefined ? null : round(r.cpuMs, 2),
          requests: r.requests,
          errors: r.errors,
          bytes: r.bytes,
        });
        results.push({ kind, path, mode, page: figures(page), static: figures(stat), loadavg: load });
      }
    }
  } finally {
    await site.stop();
  }
} finally {
  removeTwins();
}
const loadAfter = loadavg();

/** "0.73× ✗" against a target, or the plain ratio where the issue sets none. */
const verdict = (value, target, atLeast) => {
  const text = `${value.toFixed(2)}×`;
  if (target === undefined) return text;
  return `${text} ${(atLeast ? value >= target : value <= target) ? "✓" : "✗"}`;
};
const rows = results.map((r) => {
  const ratio = r.page.rps / r.static.rps;
  const p99 = r.page.p99 / r.static.p99;
  const p99Target = P99_MODES.has(r.mode) ? P99_BOUND : undefined;
  return {
    page: r.kind,
    mode: MODES[r.mode].title,
    kb: (r.page.bytes / 1024).toFixed(1),
    rps: r.page.rps.toFixed(0),
    p50: r.page.p50.toFixed(0),
    p99: r.page.p99.toFixed(0),
    ttfb: r.page.firstByteP50.toFixed(0),
    cpu: r.page.serverCpuMsPerRequest?.toFixed(1) ?? "–",
    srps: r.static.rps.toFixed(0),
    scpu: r.static.serverCpuMsPerRequest?.toFixed(1) ?? "–",
    sp99: r.static.p99.toFixed(0),
    ratio: verdict(ratio, TARGETS[r.mode], true),
    p99ratio: verdict(p99, p99Target, false),
    load: r.loadavg[0].toFixed(1),
    errors: r.page.errors + r.static.errors,
  };
});
const columns = [
  { key: "page", title: "page" },
  { key: "mode", title: "mode" },
  { key: "kb", title: "KB", align: "right" },
  { key: "rps", title: "req/s", align: "right" },
  { key: "p50", title: "p50 ms", align: "right" },
  { key: "p99", title: "p99 ms", align: "right" },
  { key: "ttfb", title: "1st byte ms", align: "right" },
  { key: "cpu", title: "CPU ms", align: "right" },
  { key: "srps", title: "static req/s", align: "right" },
  { key: "sp99", title: "static p99", align: "right" },
  { key: "scpu", title: "static CPU ms", align: "right" },
  { key: "ratio", title: "page/static", align: "right" },
  { key: "p99ratio", title: "p99/static", align: "right" },
  { key: "load", title: "load", align: "right" },
  { key: "errors", title: "errors", align: "right" },
];
console.log(`\n${formatTable(rows, columns)}\n`);
console.log(
  `Load average before ${loadBefore.join(" ")}, after ${loadAfter.join(" ")}. Targets: page/static ≥ ${TARGETS.render} (render), ≥ ${TARGETS.kv} (KV HTML), ≥ ${TARGETS.hit} (edge hit); p99 ≤ ${P99_BOUND}× static (KV HTML, edge hit).`,
);

const report = {
  benchmark: "pages",
  date: new Date().toISOString(),
  settings: {
    concurrency,
    seconds,
    rounds,
    warmupSeconds: warmup,
    kinds,
    modes,
    server: `wrangler dev ${BENCH_WORKER} ${SITE_ARGS.join(" ")}, NODE_ENV=production, fresh KV`,
  },
  targets: { pageToStatic: TARGETS, p99ToStatic: P99_BOUND },
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model ?? "",
    node: process.version,
    wrangler: JSON.parse(readFileSync(join(ROOT, "node_modules", "wrangler", "package.json"), "utf8")).version,
    loadavgBefore: loadBefore,
    loadavgAfter: loadAfter,
    note: values.note,
  },
  results,
  table: formatTable(rows, columns, { markdown: true }),
};
mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(values.out, `${JSON.stringify(report, null, 2)}\n`);
console.log(`Written to ${values.out}`);
