#!/usr/bin/env node
// Junk query parameters and values that name nothing, against the edge HTML cache (docs/decisions/019
// and 040): in one run of the site, each page from the edge cache side by side
// with its variants. A parameter no page reads (`?x=<random>`), a shared link's `utm_*` and
// `fbclid`, and a real search typed in random casing and spacing should reach the cached page. For
// every parameter a page reads, well-formed random values that name nothing in the content (a day
// without screenings, a place or a country the content does not have, a page past the last; from
// build/content.json, seeded) should be answered 404 (or, for a value no page reads in that
// shape, the cached page) without a render that is kept: each at ≥ 0.9× the requests/s of its
// plain page, and no KV write while they come (counted from the local KV store). Values that do
// name something (a real day, a real place) are measured after, for comparison: each renders once
// and then comes from the cache.
//
//   npm run bench:junk
//   npm run bench:junk -- --seconds 8 --concurrency 32
//
// Writes bench/junk-params-results.json; bench/README.md explains the figures.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startSite } from "../tests/e2e/support/site-server.mjs";
import { kvSnapshot, kvWritesSince } from "./lib/kv-writes.mjs";
import { percentile, probe, runLoad } from "./lib/load.mjs";
import { groupCpuMs } from "./lib/process-cpu.mjs";
import { queryValues } from "./lib/query-values.mjs";
import { junkParameter, REAL_QUERIES, respelledQuery, trackingParameters } from "./lib/random-requests.mjs";
import { formatTable } from "./lib/table.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const TARGET = 0.9;

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "8" },
    warmup: { type: "string", default: "2" },
    rounds: { type: "string", default: "4" },
    concurrency: { type: "string", default: "64" },
    seed: { type: "string", default: "24" },
    out: { type: "string", default: join(ROOT, "bench", "junk-params-results.json") },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help) {
  console.log("usage: node bench/junk-params.mjs [--seconds 8] [--warmup 2] [--rounds 4] [--concurrency 64] [--seed 24] [--out file]");
  process.exit(0);
}
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const concurrency = Number(values.concurrency);
const rounds = Math.max(1, Number(values.rounds));
const seed = Number(values.seed);
const loadavg = () => os.loadavg().map((n) => Number(n.toFixed(2)));

const q = await queryValues(ROOT, seed);
const P = q.params.programme;
const C = q.params.catalogue;
const kinoprogram = q.programme("/kinoprogram");
const buffProgram = q.programme("/buff-program");
const cinemaDay = q.programme("/den-store-kinodagen");
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const query = (path, name, value) => `${path}?${new URLSearchParams({ [name]: value })}`;
const NEWS_PAGE_SIZE = 24;

/**
 * What a variant's answers should be: `404` (the query names nothing: the 404 page, never kept),
 * `page` (a value no page reads in that shape is dropped, or junk: the cached plain page), `search`
 * (a search page, kept only when it finds something) or `render` (a value that names something:
 * rendered once per address, then from the cache).
 */
const EXPECTED = { 404: (s) => s === 404, page: (s) => s === 200, search: (s) => s === 200, render: (s) => s === 200 };

/**
 * The attack: each page's plain address (the baseline, from the edge cache) and variants whose
 * values name nothing. Every parameter of src/render/blocks/page-params.ts is here; where every
 * value of its shape names something on a page (`seksjon` and `tilrettelegging` on /kinoprogram,
 * which has all four sections and marks), on a page that lacks one, and a random word besides.
 */
const ATTACK = [
  {
    page: "programme",
    plain: "/kinoprogram",
    variants: [
      { name: "?x=<random>", path: () => junkParameter("/kinoprogram"), expect: "page" },
      { name: "?utm_*…&fbclid=<random>", path: () => trackingParameters("/kinoprogram"), expect: "page" },
      { name: `${P.day}=<day without screenings>`, path: () => query("/kinoprogram", P.day, kinoprogram.absentDay()), expect: "404" },
      { name: `${P.from}=<day without screenings>`, path: () => query("/kinoprogram", P.from, kinoprogram.absentDay()), expect: "404" },
      { name: `${P.place}=<place not in use>`, path: () => query("/kinoprogram", P.place, kinoprogram.absentPlace()), expect: "404" },
      { name: `${P.age}=<18–99>`, path: () => query("/kinoprogram", P.age, kinoprogram.absentAge()), expect: "404" },
      { name: `${P.age}=<18–99>&${P.withAdult}=ja`, path: () => `/kinoprogram?${P.age}=${kinoprogram.absentAge()}&${P.withAdult}=ja`, expect: "404" },
      { name: `${P.section}=<random word>`, path: () => query("/kinoprogram", P.section, q.randomWord()), expect: "page" },
      { name: `${P.access}=<random word>`, path: () => query("/kinoprogram", P.access, q.randomWord()), expect: "page" },
    ],
  },
  {
    page: "BUFF programme",
    plain: "/buff-program",
    variants: [{ name: `${P.section}=<a section it has none of>`, path: () => query("/buff-program", P.section, buffProgram.absentSection()), expect: "404" }],
  },
  {
    page: "cinema day",
    plain: "/den-store-kinodagen",
    variants: [
      { name: `${P.access}=<a mark none of its screenings has>`, path: () => query("/den-store-kinodagen", P.access, cinemaDay.absentAccess()), expect: "404" },
    ],
  },
  {
    page: "catalogue",
    plain: "/filmer",
    variants: [
      ...["section", "country", "language", "subtitles", "genre", "length"].map((facet) => ({
        name: `${C[facet]}=<slug no film has>`,
        path: () => query("/filmer", C[facet], q.catalogue.absentSlug()),
        expect: "404",
      })),
      { name: `${C.age}=<19–99>`, path: () => query("/filmer", C.age, q.catalogue.absentAge()), expect: "404" },
      { name: `${C.day}=<day without screenings>`, path: () => query("/filmer", C.day, q.catalogue.absentDay()), expect: "404" },
      { name: `${C.access}=<random word>`, path: () => query("/filmer", C.access, q.randomWord()), expect: "page" },
      { name: `${C.sort}=<random word>`, path: () => query("/filmer", C.sort, q.randomWord()), expect: "page" },
    ],
  },
  {
    page: "news",
    plain: "/nyheter",
    variants: [{ name: `${q.params.page}=<past the last page>`, path: () => query("/nyheter", q.params.page, q.pastLastPage(NEWS_PAGE_SIZE)), expect: "404" }],
  },
  {
    page: "search",
    plain: "/search?q=kystlinjer",
    variants: [
      { name: "q=<real query, random casing/spacing>", path: respelledQuery, expect: "page" },
      { name: "q=<random word>", path: () => query("/search", "q", q.randomWord()), expect: "search" },
    ],
  },
];

/** Values that name something, measured after the attack: rendered once per address, then cached. */
const EXISTING = [
  {
    page: "programme",
    plain: "/kinoprogram",
    variants: [
      { name: `${P.day}=<day with screenings>`, path: () => query("/kinoprogram", P.day, pick(kinoprogram.days)), expect: "render" },
      { name: `${P.place}=<place in use>`, path: () => query("/kinoprogram", P.place, pick(kinoprogram.places)), expect: "render" },
      { name: `${P.age}=<0–17>`, path: () => query("/kinoprogram", P.age, String(Math.floor(Math.random() * 18))), expect: "render" },
    ],
  },
  {
    page: "catalogue",
    plain: "/filmer",
    variants: [
      { name: `${C.country}=<a film's country>`, path: () => query("/filmer", C.country, pick([...q.catalogue.slugs.country])), expect: "render" },
      { name: `${C.genre}=<a film's genre>`, path: () => query("/filmer", C.genre, pick([...q.catalogue.slugs.genre])), expect: "render" },
    ],
  },
  {
    page: "news",
    plain: "/nyheter",
    variants: [{ name: `${q.params.page}=2`, path: () => query("/nyheter", q.params.page, "2"), expect: "render" }],
  },
  {
    page: "search",
    plain: "/search?q=kystlinjer",
    variants: [{ name: "q=<real query>", path: () => query("/search", "q", pick(REAL_QUERIES)), expect: "render" }],
  },
];

/** The server's CPU ms per request over `requests`, from its process group's CPU before and after. */
const cpuPerRequest = (before, after, requests) => (before === undefined || after === undefined || requests === 0 ? undefined : (after - before) / requests);

const addStatuses = (into, from) => {
  for (const [status, n] of Object.entries(from)) into[status] = (into[status] ?? 0) + n;
};

/**
 * Measures every run in `rounds` slices, taking turns, so that each meets the same machine (on
 * shared cores the neighbours' load moves requests/s by 2–4× within a minute): requests/s of the
 * expected answers over all slices, p50/p99 over all their requests, every answer's status, and
 * the edge cache's answer to one more request.
 */
async function measureInTurns(site, runs) {
  for (const run of runs) await runLoad({ url: run.url, concurrency, seconds: warmup, expected: run.expected });
  const totals = runs.map(() => ({ requests: 0, seconds: 0, errors: 0, cpuMs: 0, latencies: [], loads: [], statuses: {} }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, run] of runs.entries()) {
      const before = groupCpuMs(site.pid);
      const result = await runLoad({ url: run.url, concurrency, seconds: seconds / rounds, expected: run.expected });
      const cpu = cpuPerRequest(before, groupCpuMs(site.pid), 1);
      const total = totals[i];
      total.requests += result.requests;
      total.seconds += result.seconds;
      total.errors += result.errors;
      total.cpuMs = cpu === undefined || total.cpuMs === undefined ? undefined : total.cpuMs + cpu;
      total.latencies.push(...result.latencies);
      total.loads.push(os.loadavg()[0]);
      addStatuses(total.statuses, result.statuses);
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
        statuses: total.statuses,
        edge: headers["x-edge-cache"] ?? "–",
        load: Math.max(...total.loads),
      };
    }),
  );
}

/** "404×5210" or "200×4803 404×2": every status a run's answers had. */
const statusText = (statuses) =>
  Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status}×${n}`)
    .join(" ");

/** Measures each page of `pages` with its variants, in turns; one table row per address. */
async function measurePages(site, phase, pages, { target }) {
  const rows = [];
  for (const { page, plain, variants } of pages) {
    const runs = [
      { name: plain, url: site.baseUrl + plain, expected: EXPECTED.page },
      ...variants.map((v) => ({ ...v, url: () => site.baseUrl + v.path(), expected: EXPECTED[v.expect] })),
    ];
    process.stdout.write(
      `${phase}, ${page}: ${runs.length} runs, ${warmup} s warm-up each, then ${rounds} turns of ${(seconds / rounds).toFixed(1)} s at ${concurrency} … `,
    );
    const results = await measureInTurns(site, runs);
    console.log(results.map((r) => `${Math.round(r.rps)} req/s (${r.edge})`).join(", "));
    const baseline = results[0].rps;
    for (const [i, run] of runs.entries()) {
      const result = results[i];
      const ratio = result.rps / baseline;
      const aimed = i > 0 && target;
      rows.push({
        phase,
        page,
        request: i === 0 ? run.name : run.name.startsWith("?") ? run.name : `?${run.name}`,
        expect: i === 0 ? "page" : run.expect,
        rps: result.rps.toFixed(0),
        p50: result.p50.toFixed(0),
        p99: result.p99.toFixed(0),
        cpu: result.cpuMs?.toFixed(2) ?? "–",
        cpuRatio: i === 0 || result.cpuMs === undefined || results[0].cpuMs === undefined ? "" : `${(result.cpuMs / results[0].cpuMs).toFixed(2)}×`,
        edge: result.edge,
        statuses: statusText(result.statuses),
        ratio: i === 0 ? "" : aimed ? `${ratio.toFixed(2)}× ${ratio >= TARGET ? "✓" : "✗"}` : `${ratio.toFixed(2)}×`,
        load: result.load.toFixed(1),
        errors: result.errors,
        figures: {
          rps: result.rps,
          ratio: i === 0 ? 1 : ratio,
          p50: result.p50,
          p99: result.p99,
          cpuMs: result.cpuMs,
          requests: result.requests,
          errors: result.errors,
          statuses: result.statuses,
        },
        ok: !aimed || ratio >= TARGET,
      });
    }
  }
  return rows;
}

/**
 * Each plain page rendered and kept, the 404 page's data read once (an unknown path) and the
 * search index built, as any visitor would have made them before an attack: what the count of KV
 * writes during the attack compares with. Then a pause for the stores' background writes.
 */
async function warmPlainPages(site) {
  const paths = [...new Set([...ATTACK, ...EXISTING].map((p) => p.plain)), "/finnes-ikke"];
  for (const path of paths) for (let i = 0; i < 3; i++) await probe({ url: site.baseUrl + path });
  await sleep(2000);
}

const loadBefore = loadavg();
console.log(`Load average before: ${loadBefore.join(" ")} (${os.cpus().length} cores); values from build/content.json, seed ${seed}`);
console.log("Starting wrangler dev (NODE_ENV=production, EDGE_HTML_CACHE=on) …");
const persistTo = mkdtempSync(join(os.tmpdir(), "kinoweb-junk-"));
const site = await startSite(ROOT, {
  persistTo,
  cleanUp: () => rmSync(persistTo, { recursive: true, force: true }),
  args: ["--log-level", "warn", "--var", "EDGE_HTML_CACHE:on"],
});
const rows = [];
const kv = {};
const kvLine = (w) =>
  `${w.puts} puts; keys ${w.keysBefore} → ${w.keysAfter}; new: ${w.newKeys.join(", ") || "none"}; rewritten: ${w.rewritten.join(", ") || "none"}`;
try {
  await warmPlainPages(site);
  const beforeAttack = await kvSnapshot(ROOT, persistTo);
  rows.push(...(await measurePages(site, "names nothing", ATTACK, { target: true })));
  await sleep(2000);
  kv.attack = await kvWritesSince(beforeAttack, ROOT, persistTo);
  console.log(`KV during the attack: ${kvLine(kv.attack)}`);
  rows.push(...(await measurePages(site, "names something", EXISTING, { target: false })));
  await sleep(2000);
  kv.existing = await kvWritesSince(kv.attack.after, ROOT, persistTo);
  console.log(`KV during the values that name something: ${kvLine(kv.existing)}`);
} finally {
  await site.stop();
}
const loadAfter = loadavg();

const columns = [
  { key: "phase", title: "values" },
  { key: "page", title: "page" },
  { key: "request", title: "request" },
  { key: "rps", title: "req/s", align: "right" },
  { key: "ratio", title: "of plain", align: "right" },
  { key: "statuses", title: "statuses" },
  { key: "edge", title: "X-Edge-Cache" },
  { key: "p50", title: "p50 ms", align: "right" },
  { key: "p99", title: "p99 ms", align: "right" },
  { key: "cpu", title: "CPU ms", align: "right" },
  { key: "cpuRatio", title: "CPU of plain", align: "right" },
  { key: "load", title: "load", align: "right" },
];
console.log(`\n${formatTable(rows, columns)}\n`);
console.log(
  `Load average before ${loadBefore.join(" ")}, after ${loadAfter.join(" ")}. "of plain": req/s of the expected answers against the plain page's, measured in turns with it; target ≥ ${TARGET}× for values that name nothing.`,
);
const kvReport = (w) => ({ puts: w.puts, keysBefore: w.keysBefore, keysAfter: w.keysAfter, newKeys: w.newKeys, rewritten: w.rewritten });
const report = {
  benchmark: "junk-params",
  date: new Date().toISOString(),
  settings: {
    concurrency,
    seconds,
    warmupSeconds: warmup,
    rounds,
    seed,
    server: "wrangler dev --log-level warn, NODE_ENV=production, EDGE_HTML_CACHE=on, fresh KV",
  },
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? "", node: process.version, loadavgBefore: loadBefore, loadavgAfter: loadAfter },
  kvWrites: { attack: kvReport(kv.attack), namesSomething: kvReport(kv.existing) },
  results: rows.map(({ phase, page, request, expect, edge, figures }) => ({ phase, page, request, expect, edge, ...figures })),
  table: formatTable(rows, columns, { markdown: true }),
};
mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(values.out, `${JSON.stringify(report, null, 2)}\n`);
console.log(`Written to ${values.out}`);
const unexpected = rows.filter((r) => r.errors > 0).map((r) => `${r.page} ${r.request}: ${r.statuses}`);
if (unexpected.length > 0) console.log(`Answers other than expected:\n  ${unexpected.join("\n  ")}`);
if (rows.some((r) => !r.ok || r.errors > 0) || kv.attack.puts > 0) process.exitCode = 1;
