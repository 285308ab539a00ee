#!/usr/bin/env node
// npm run bench:pages — what each programme and catalogue page weighs and costs at festival size,
// beside an article (the yardstick): the HTML as sent, gzip -9 and brotli 11, its elements
// (start tags in the document: what Lighthouse's dom-size counts, and the head too), its JSON-LD,
// and the CPU one render costs the server (every request rendered: `X-Bench: edge=bypass`, KV
// warm), measured in turns with the article so both meet the same machine. The day is the busiest
// of the content's programme (the most screenings) unless `--day` names one. Then the season
// doubled (every event again 52 weeks later, the same weekdays, published to the same local KV): a
// day's page must not grow with the season, only with its own day.
//
//   npm run bench:pages
//   npm run bench:pages -- --seconds 6 --day 2025-09-19 --markdown
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { startBenchSite } from "./lib/bench-site.mjs";
import { groupCpuMs } from "./lib/process-cpu.mjs";
import { runLoad } from "./lib/load.mjs";
import { formatTable } from "./lib/table.mjs";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "4" },
    rounds: { type: "string", default: "2" },
    day: { type: "string" },
    markdown: { type: "boolean", default: false },
    out: { type: "string", default: "bench/pages-results.json" },
  },
});
const DAY_MS = 86_400_000;
const osloDay = (iso) => new Date(iso).toLocaleDateString("sv-SE", { timeZone: "Europe/Oslo" });
const eventFiles = (dir) =>
  readdirSync(join(dir, "events"))
    .filter((f) => f.endsWith(".json"))
    .map((f) => join(dir, "events", f));

/** The day with the most screenings in the content: a programme day's page at its largest. */
function busiestDay() {
  const count = new Map();
  for (const file of eventFiles("content"))
    for (const e of JSON.parse(readFileSync(file, "utf8"))) count.set(osloDay(e.startsAt), (count.get(osloDay(e.startsAt)) ?? 0) + 1);
  return [...count].sort((a, b) => b[1] - a[1])[0][0];
}
const DAY = values.day ?? busiestDay();
const ARTICLE = "/article/datoene-for-nff-2025-er-klare";
const PAGES = [
  ["article (yardstick)", ARTICLE],
  ["programme", "/kinoprogram"],
  ["programme, busiest day", `/kinoprogram?dag=${DAY}`],
  ["English programme, that day", `/english-program?dag=${DAY}`],
  ["BUFF programme", "/buff-program"],
  ["English programme", "/english-program"],
  ["catalogue: films", "/filmer"],
  ["catalogue: English films", "/english-films"],
  ["catalogue: BUFF films", "/buff-filmer"],
  ["catalogue: coming", "/kommende"],
  ["på kino nå", "/pa-kino-na"],
];
const BUDGET = { gzipKb: 30, elements: 1500, cpuRatio: 1.5 };
const kb = (n) => Number((n / 1024).toFixed(1));

/** The page as a visitor's browser gets it, weighed. */
async function weigh(baseUrl, path) {
  const res = await fetch(baseUrl + path, { headers: { "accept-encoding": "identity", "x-bench": "edge=bypass" } });
  const html = await res.text();
  const bytes = Buffer.from(html);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].reduce((n, m) => n + Buffer.byteLength(m[1] ?? ""), 0);
  return {
    status: res.status,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    elements: (html.match(/<[a-zA-Z][a-zA-Z0-9-]*[\s>/]/g) ?? []).length,
    jsonLd,
  };
}

/** Server CPU per rendered request of `path`, in turns with the article. */
async function renderCpu(site, path) {
  const seconds = Number(values.seconds) / Number(values.rounds);
  const sum = { page: { cpu: 0, n: 0 }, article: { cpu: 0, n: 0 } };
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const [side, p] of [
      ["page", path],
      ["article", ARTICLE],
    ]) {
      const before = groupCpuMs(site.pid);
      const run = await runLoad({ url: site.baseUrl + p, headers: { "x-bench": "edge=bypass" }, concurrency: 4, seconds });
      sum[side].cpu += groupCpuMs(site.pid) - before;
      sum[side].n += run.requests;
    }
  }
  const page = sum.page.cpu / sum.page.n;
  const article = sum.article.cpu / sum.article.n;
  return { cpuMs: page, articleCpuMs: article, ratio: page / article };
}

/**
 * A copy of content/ with every event again 52 weeks later (new ids, the same weekdays): the season
 * doubled, with no copy on any day of the first season. (Four weeks later, the cinema's autumn
 * season landed on itself and the day measured gained screenings of its own.)
 */
function doubledSeason() {
  const dir = mkdtempSync(join(tmpdir(), "kinoweb-doubled-"));
  cpSync("content", dir, { recursive: true });
  const shift = (iso) => new Date(Date.parse(iso) + 364 * DAY_MS).toISOString().replace(/\.\d{3}Z$/, "Z");
  for (const file of eventFiles(dir)) {
    const list = JSON.parse(readFileSync(file, "utf8"));
    const later = list.map((e) => ({
      ...e,
      id: `${e.id}-x2`,
      startsAt: shift(e.startsAt),
      ...(e.saleStartsAt ? { saleStartsAt: shift(e.saleStartsAt) } : {}),
    }));
    writeFileSync(file, JSON.stringify([...list, ...later], null, 2));
  }
  return dir;
}

const loadBefore = loadavg()[0];
const persistTo = mkdtempSync(join(tmpdir(), "kinoweb-pages-"));
console.log("Starting wrangler dev (NODE_ENV=production) …");
const site = await startBenchSite(process.cwd(), { persistTo, args: ["--log-level", "warn"] });
const rows = [];
let doubled;
try {
  for (const [name, path] of PAGES) {
    const w = await weigh(site.baseUrl, path);
    if (w.status !== 200) throw new Error(`${path} answered ${w.status}`);
    const cpu = path === ARTICLE ? { cpuMs: undefined, ratio: 1 } : await renderCpu(site, path);
    rows.push({ page: name, path, ...w, ...cpu });
    process.stdout.write(".");
  }
  // The same day with the season doubled, published to the running site's KV.
  const before = await weigh(site.baseUrl, `/kinoprogram?dag=${DAY}`);
  const dir = doubledSeason();
  try {
    const run = spawnSync("node", ["scripts/content-publish.mjs", "--env", "local", "--persist-to", persistTo, "--content", dir], { encoding: "utf8" });
    if (run.status !== 0) throw new Error(`publishing the doubled season failed:\n${run.stdout}\n${run.stderr}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await new Promise((r) => setTimeout(r, 1500));
  const after = await weigh(site.baseUrl, `/kinoprogram?dag=${DAY}`);
  doubled = { day: DAY, before, after, rawGrowth: after.raw / before.raw - 1, gzipGrowth: after.gzip / before.gzip - 1 };
} finally {
  await site.stop();
  rmSync(persistTo, { recursive: true, force: true });
}

console.log("\n");
const table = rows.map((r) => ({
  page: r.page,
  "raw KB": kb(r.raw),
  "gzip KB": kb(r.gzip),
  "brotli KB": kb(r.brotli),
  elements: r.elements,
  "JSON-LD KB": kb(r.jsonLd),
  "render CPU ms": r.cpuMs === undefined ? "" : r.cpuMs.toFixed(1),
  "× article": r.ratio.toFixed(2),
  budget: r.gzip / 1024 <= BUDGET.gzipKb && r.elements <= BUDGET.elements && r.ratio <= BUDGET.cpuRatio ? "✓" : "✗",
}));
const columns = Object.keys(table[0]).map((key) => ({ key, title: key, align: key === "page" ? "left" : "right" }));
console.log(formatTable(table, columns, { markdown: values.markdown }));
const load = { before: loadBefore, after: loadavg()[0] };
console.log(`\nLoad average (1 min) ${load.before.toFixed(1)} before, ${load.after.toFixed(1)} after; the day: ${DAY}.`);
console.log(`Budgets: ≤ ${BUDGET.gzipKb} KB gzip, ≤ ${BUDGET.elements} elements, render ≤ ${BUDGET.cpuRatio}× the article's CPU (same run).`);
console.log(
  `The day ${DAY} with the season doubled: ${kb(doubled.before.raw)} → ${kb(doubled.after.raw)} KB raw (${(doubled.rawGrowth * 100).toFixed(1)} %), ` +
    `${kb(doubled.before.gzip)} → ${kb(doubled.after.gzip)} KB gzip (${(doubled.gzipGrowth * 100).toFixed(1)} %), ${doubled.before.elements} → ${doubled.after.elements} elements.`,
);
writeFileSync(values.out, JSON.stringify({ at: new Date().toISOString(), load, day: DAY, budgets: BUDGET, rows, doubled }, null, 2));
