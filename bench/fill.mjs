#!/usr/bin/env node
// Filling the page cache as an outsider would (docs/decisions/040): for a fixed time, in one run of
// the site, the clean page and an article side by side with the attack's patterns — parameters a
// page does not read (on five page kinds), random combinations of filter values that exist (on
// /filmer and /kinoprogram, read from their own forms as an attacker would), other spellings of a
// path, and another Host port. Prints, per pattern, requests/s and the server's CPU per request
// against the clean page and against an article, and how many KV entries and edge-cache entries
// the whole attack added (counted from the local stores, nothing asked of the worker).
//
//   npm run bench:fill
//   npm run bench:fill -- --seconds 8 --concurrency 8
//
// Writes bench/fill-results.json; bench/README.md explains the figures.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import { dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startSite } from "../tests/e2e/support/site-server.mjs";
import { kvSnapshot, kvWritesSince } from "./lib/kv-writes.mjs";
import { percentile, probe, runLoad } from "./lib/load.mjs";
import { groupCpuMs } from "./lib/process-cpu.mjs";
import { formatTable } from "./lib/table.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "6" },
    rounds: { type: "string", default: "3" },
    concurrency: { type: "string", default: "8" },
    out: { type: "string", default: join(ROOT, "bench", "fill-results.json") },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help) {
  console.log("usage: node bench/fill.mjs [--seconds 6] [--rounds 3] [--concurrency 8] [--out file]");
  process.exit(0);
}
const seconds = Number(values.seconds);
const rounds = Math.max(1, Number(values.rounds));
const concurrency = Number(values.concurrency);
const loadavg = () => os.loadavg().map((n) => Number(n.toFixed(2)));

const FILM = "/kystlinjer-DXM10234";
const ARTICLE = "/article/datoene-for-nff-2025-er-klare";
const random = () => Math.random().toString(36).slice(2, 10);
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Every value a page's own filter form and day tabs offer, by parameter: what an attacker reads off the page. */
async function offered(baseUrl, path) {
  const html = await new Promise((resolve, reject) =>
    http.get(baseUrl + path, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve(body));
      res.on("error", reject);
    }),
  );
  const found = {};
  const add = (name, value) => value && (found[name] ??= new Set()).add(value);
  for (const [, name, options] of html.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g))
    for (const [, value] of options.matchAll(/<option[^>]*value="([^"]*)"/g)) add(name, value);
  for (const [, tag] of html.matchAll(/(<input[^>]*type="checkbox"[^>]*>)/g)) add(/name="([^"]+)"/.exec(tag)?.[1], /value="([^"]*)"/.exec(tag)?.[1]);
  for (const [, day] of html.matchAll(/data-day="(\d{4}-\d{2}-\d{2})"/g)) add("dag", day);
  return Object.fromEntries(Object.entries(found).map(([name, set]) => [name, [...set].map((v) => v.replaceAll("&amp;", "&"))]));
}

/** Two to four values of different parameters the page offers: a combination no link of the site makes. */
const combination = (path, offers) => () => {
  const names = Object.keys(offers).sort(() => Math.random() - 0.5);
  const chosen = names.slice(0, 2 + Math.floor(Math.random() * 3));
  return `${path}?${new URLSearchParams(chosen.map((name) => [name, pick(offers[name])]))}`;
};

/** The path with a few of its letters percent-encoded, in either case: another spelling of the same address. */
const respelled = (paths) => () => {
  const path = pick(paths);
  return [...path]
    .map((c, i) =>
      i > 0 && /[a-z]/.test(c) && Math.random() < 0.3 ? `%${c.charCodeAt(0).toString(16)[Math.random() < 0.5 ? "toUpperCase" : "toLowerCase"]()}` : c,
    )
    .join("");
};

/** Every cache entry file under the local store (miniflare keeps each put's body as a blob). */
function cacheEntries(persistTo) {
  const root = join(persistTo, "v3", "cache");
  if (!existsSync(root)) return 0;
  let n = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (dir.endsWith("blobs")) n++;
    }
  };
  walk(root);
  return n;
}

/** Measures `runs` in turns (each meets the same machine): requests/s, the server's CPU ms per request, p99 and statuses. */
async function measure(site, runs) {
  const totals = runs.map(() => ({ requests: 0, seconds: 0, cpuMs: 0, latencies: [], statuses: {} }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, run] of runs.entries()) {
      const cpuBefore = groupCpuMs(site.pid);
      const result = await runLoad({ url: run.url, concurrency, seconds: seconds / rounds, expected: run.ok, headers: run.headers?.() ?? {} });
      const total = totals[i];
      total.requests += result.requests;
      total.seconds += result.seconds;
      total.cpuMs += (groupCpuMs(site.pid) ?? 0) - (cpuBefore ?? 0);
      total.latencies.push(...result.latencies);
      for (const [status, n] of Object.entries(result.statuses)) total.statuses[status] = (total.statuses[status] ?? 0) + n;
    }
  }
  return totals.map((t) => {
    t.latencies.sort((a, b) => a - b);
    return {
      rps: t.requests / t.seconds,
      cpuMs: t.requests ? t.cpuMs / t.requests : Number.NaN,
      p99: percentile(t.latencies, 0.99),
      statuses: Object.entries(t.statuses)
        .map(([status, n]) => `${status}×${n}`)
        .join(" "),
    };
  });
}

/** A site of its own under `wrangler dev` in production mode, with the edge caches `on` or `off`. */
async function withSite(caches, work) {
  const persistTo = mkdtempSync(join(os.tmpdir(), "kinoweb-fill-"));
  const site = await startSite(ROOT, {
    persistTo,
    cleanUp: () => rmSync(persistTo, { recursive: true, force: true }),
    args: ["--log-level", "warn", "--var", `EDGE_HTML_CACHE:${caches}`],
  });
  try {
    return await work(site, persistTo);
  } finally {
    await site.stop();
  }
}

/** The first-level parameters of a KV key's address: a page of the kept set has at most one. */
const paramsOfKey = (key) => {
  const address = decodeURIComponent(key.slice(key.lastIndexOf(":") + 1));
  return address.includes("?") ? [...new URLSearchParams(address.slice(address.indexOf("?") + 1)).keys()].length : 0;
};

const CLEAN = ["/", FILM, "/kinoprogram?dag=2025-09-20", ARTICLE, "/filmer", "/billettinfo", "/kinoprogram"];
const port = () => `127.0.0.1:${1024 + Math.floor(Math.random() * 60000)}`;
const loadBefore = loadavg();
console.log(`Load average before: ${loadBefore.join(" ")} (${os.cpus().length} cores)`);

console.log("The attack, the edge caches on (wrangler dev, NODE_ENV=production) …");
const attack = await withSite("on", async (site, persistTo) => {
  const base = site.baseUrl;
  for (const path of CLEAN) for (let i = 0; i < 3; i++) await probe({ url: base + path });
  const filmer = await offered(base, "/filmer");
  const kinoprogram = await offered(base, "/kinoprogram");
  await sleep(2000);
  const before = { kv: await kvSnapshot(ROOT, persistTo), cache: cacheEntries(persistTo) };
  const runs = [
    { name: "clean page: /billettinfo", url: () => base + "/billettinfo", ok: (s) => s === 200 },
    { name: "an article (kept)", url: () => base + ARTICLE, ok: (s) => s === 200 },
    {
      name: "unread parameters on five page kinds",
      url: () =>
        base + pick([`/billettinfo?q=${random()}`, `/?sted=${random()}`, `${FILM}?land=${random()}`, `${ARTICLE}?side=${random()}`, `/filmer?q=${random()}`]),
      ok: (s) => s === 200,
    },
    { name: "combinations of filters on /filmer", url: () => base + combination("/filmer", filmer)(), ok: (s) => s === 200 },
    { name: "combinations of filters on /kinoprogram", url: () => base + combination("/kinoprogram", kinoprogram)(), ok: (s) => s === 200 || s === 404 },
    {
      name: "other spellings of a path",
      url: () => base + respelled(["/billettinfo", "/filmer", "/kinoprogram", "/nyheter", FILM])(),
      ok: (s) => s === 301 || s === 200,
    },
    { name: "another Host port", url: () => base + "/billettinfo", headers: () => ({ host: port() }), ok: (s) => s === 200 },
  ];
  const measured = await measure(site, runs);
  await sleep(2000);
  const kv = await kvWritesSince(before.kv, ROOT, persistTo);
  const outside = kv.newKeys.filter((key) => paramsOfKey(key) > 1);
  const stores = {
    kvEntriesAdded: kv.newKeys.length,
    kvEntriesOutsideKeptSet: outside.length,
    kvPuts: kv.puts,
    edgeEntriesAdded: cacheEntries(persistTo) - before.cache,
  };
  return { runs: runs.map((run, i) => ({ run: run.name, ...measured[i] })), stores, outside };
});

console.log("Renders, the edge caches off: what each address costs when it is rendered …");
const renders = await withSite("off", async (site) => {
  const base = site.baseUrl;
  const filmer = await offered(base, "/filmer");
  const kinoprogram = await offered(base, "/kinoprogram");
  const runs = [
    { name: "an article", url: () => base + ARTICLE, ok: (s) => s === 200 },
    { name: "/filmer", url: () => base + "/filmer", ok: (s) => s === 200 },
    { name: "a combination of filters on /filmer", url: () => base + combination("/filmer", filmer)(), ok: (s) => s === 200 },
    { name: "a combination of filters on /kinoprogram", url: () => base + combination("/kinoprogram", kinoprogram)(), ok: (s) => s === 200 || s === 404 },
  ];
  for (const run of runs) for (let i = 0; i < 3; i++) await probe({ url: run.url() });
  const measured = await measure(site, runs);
  return runs.map((run, i) => ({ run: run.name, ...measured[i] }));
});

const ratio = (a, b) => `${(a / b).toFixed(2)}×`;
const attackRows = attack.runs.map((r, i) => ({
  run: r.run,
  rps: r.rps.toFixed(1),
  ofClean: i === 0 ? "" : ratio(r.rps, attack.runs[0].rps),
  cpu: r.cpuMs.toFixed(2),
  p99: r.p99.toFixed(0),
  statuses: r.statuses,
}));
console.log(
  formatTable(attackRows, [
    { key: "run", title: "requests (caches on)" },
    { key: "rps", title: "req/s", align: "right" },
    { key: "ofClean", title: "of clean", align: "right" },
    { key: "cpu", title: "CPU ms/req", align: "right" },
    { key: "p99", title: "p99 ms", align: "right" },
    { key: "statuses", title: "statuses" },
  ]),
);
const { stores } = attack;
console.log(
  `KV entries added by the attack outside the kept set: ${stores.kvEntriesOutsideKeptSet}${attack.outside.length ? ` (${attack.outside.slice(0, 3).join(", ")}…)` : ""}`,
);
console.log(
  `KV entries added inside the kept set (a single option's first visit, once per version): ${stores.kvEntriesAdded - stores.kvEntriesOutsideKeptSet}`,
);
console.log(`Edge-cache entries added by the attack: ${stores.edgeEntriesAdded}`);
const renderRows = renders.map((r) => ({
  run: r.run,
  rps: r.rps.toFixed(1),
  cpu: r.cpuMs.toFixed(2),
  ofArticle: ratio(r.cpuMs, renders[0].cpuMs),
  statuses: r.statuses,
}));
console.log(
  formatTable(renderRows, [
    { key: "run", title: "rendered (caches off)" },
    { key: "rps", title: "req/s", align: "right" },
    { key: "cpu", title: "CPU ms/req", align: "right" },
    { key: "ofArticle", title: "CPU of article", align: "right" },
    { key: "statuses", title: "statuses" },
  ]),
);
const loadAfter = loadavg();
console.log(`Load average after: ${loadAfter.join(" ")}`);
writeFileSync(
  values.out,
  `${JSON.stringify({ at: new Date().toISOString(), seconds, rounds, concurrency, load: { before: loadBefore, after: loadAfter }, attack, renders }, null, 2)}\n`,
);
