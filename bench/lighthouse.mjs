#!/usr/bin/env node
// Lighthouse mobile scores of the main page kinds, as the published site, beside a floor page (one
// short document with one line of text, served by the same server) measured in the same run, over
// HTTP/1.1 (wrangler dev as it is) and over HTTP/2 (a local TLS proxy in front of it, as the edge
// serves); then how fast the catalogue's filter and "Lag planen min" answer at 4× CPU slowdown.
// Lighthouse's default mobile emulation and simulated throttling, Debian's Chromium (CHROME_PATH,
// /usr/bin/chromium when unset), a fresh browser for every run, the median of each figure.
//
//   npm run lighthouse [-- --runs 5 --page /kinoprogram --page / --protocols h2 --inp-runs 3]
//   npm run lighthouse -- --protocols none --inp-runs 5     # the interactions only
//
// Writes bench/lighthouse-results.json (every run, and each page's audits that did not pass);
// bench/README.md explains the figures.
import { writeFileSync } from "node:fs";
import os from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { ensureChromium } from "../tests/e2e/support/ensure-chromium.mjs";
import { FLOOR_HTML, heroPicture, pictureFloorHtml } from "./lib/floor-page.mjs";
import { interactionTimes } from "./lib/interaction-timing.mjs";
import { audit, figures, median, PAGES, shortfalls } from "./lib/lighthouse-audit.mjs";
import { withPublishedSite } from "./lib/lighthouse-session.mjs";
import { formatTable } from "./lib/table.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const FLOOR = "floor";
/** The floor with one picture: the least a page whose largest paint is a picture can cost. */
const PICTURE_FLOOR = "picture floor";
const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    page: { type: "string", multiple: true },
    protocols: { type: "string", default: "h1,h2" },
    "inp-runs": { type: "string", default: "3" },
    slowdown: { type: "string", default: "4" },
    out: { type: "string", default: join(ROOT, "bench", "lighthouse-results.json") },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help) {
  console.log("usage: node bench/lighthouse.mjs [--runs 5] [--page /path …] [--protocols h1,h2] [--inp-runs 3] [--slowdown 4] [--out file]");
  process.exit(0);
}
const runs = Number(values.runs);
const inpRuns = Number(values["inp-runs"]);
const slowdown = Number(values.slowdown);
const pages = values.page ?? PAGES;
const protocols = values.protocols.split(",").map((p) => p.trim());
for (const p of protocols) if (!["h1", "h2", "none"].includes(p)) throw new Error(`unknown protocol ${p}: h1, h2 or none (the interactions only)`);
// chrome-launcher starts CHROME_PATH; without one, Debian's Chromium (installed as the browser tests do).
process.env.CHROME_PATH ??= ensureChromium();
const load1 = () => Number(os.loadavg()[0].toFixed(1));

const FLOORS = { [FLOOR]: FLOOR_HTML, [PICTURE_FLOOR]: pictureFloorHtml(heroPicture(ROOT)) };

/** Every page and the floors, `runs` times in turns (so a change in the machine's load meets all alike). */
async function measure(baseUrl, protocol, floors, chromeFlags) {
  const all = new Map([FLOOR, PICTURE_FLOOR, ...pages].map((p) => [p, { path: p, runs: [], shortfalls: [] }]));
  for (let run = 1; run <= runs; run++) {
    for (const [name, entry] of all) {
      const path = floors[name] ?? name;
      process.stdout.write(`${protocol} run ${run}/${runs} ${name}: `);
      const lhr = await audit(baseUrl + path, chromeFlags);
      const f = { ...figures(lhr), load: load1() };
      entry.runs.push(f);
      const missing = shortfalls(lhr);
      if (missing.length > entry.shortfalls.length) entry.shortfalls = missing;
      entry.lighthouseVersion = lhr.lighthouseVersion;
      console.log(
        `${f.protocol}, performance ${f.performance}, LCP ${Math.round(f.lcp)} ms, TBT ${Math.round(f.tbt)} ms, CLS ${f.cls.toFixed(3)}, load ${f.load}`,
      );
    }
  }
  for (const entry of all.values()) {
    const numeric = Object.keys(entry.runs[0]).filter((k) => typeof entry.runs[0][k] === "number");
    entry.median = Object.fromEntries(numeric.map((key) => [key, median(entry.runs.map((f) => f[key]))]));
  }
  const floorLcp = all.get(FLOOR).median.lcp;
  // Above each floor per run (page minus the floor of the same turn), then the median of those.
  const over = (entry, floor) => median(entry.runs.map((f, i) => f.lcp - all.get(floor).runs[i].lcp));
  for (const entry of all.values()) {
    entry.median.overFloor = over(entry, FLOOR);
    entry.median.overPictureFloor = over(entry, PICTURE_FLOOR);
  }
  return { protocol, floorLcp, pages: [...all.values()] };
}

const ms = (n) => (Number.isNaN(n) ? "–" : Math.round(n));
const signed = (n) => `${n >= 0 ? "+" : ""}${ms(n)}`;
const COLUMNS = [
  { key: "page", title: "page" },
  { key: "performance", title: "perf", align: "right" },
  { key: "cls", title: "CLS", align: "right" },
  { key: "lcp", title: "LCP ms", align: "right" },
  { key: "overFloor", title: "− floor ms", align: "right" },
  { key: "overPictureFloor", title: "− picture floor ms", align: "right" },
  { key: "phases", title: "TTFB / delay / load / render ms", align: "right" },
  { key: "fcp", title: "FCP ms", align: "right" },
  { key: "tbt", title: "TBT ms", align: "right" },
  { key: "load", title: "load", align: "right" },
];
const rowsOf = (result) =>
  result.pages.map(({ path, median: m }) => ({
    page: path,
    performance: m.performance,
    cls: m.cls.toFixed(3),
    lcp: ms(m.lcp),
    overFloor: path === FLOOR ? "" : signed(m.overFloor),
    overPictureFloor: path === FLOOR || path === PICTURE_FLOOR ? "" : signed(m.overPictureFloor),
    phases: [m.ttfb, m.loadDelay, m.loadTime, m.renderDelay].map(ms).join(" / "),
    fcp: ms(m.fcp),
    tbt: ms(m.tbt),
    load: m.load.toFixed(1),
  }));

const loadBefore = os.loadavg();
console.log(`Load average ${loadBefore.map((n) => n.toFixed(1)).join(" ")} on ${os.cpus().length} CPUs.`);
console.log(`Publishing a copy of the content with published: true, starting wrangler dev (NODE_ENV=production) …`);
const results = [];
let interactions;
await withPublishedSite({ root: ROOT, pages, floors: FLOORS }, async (session) => {
  for await (const target of session.overProtocols(protocols.filter((p) => p !== "none")))
    results.push(await measure(target.baseUrl, target.label, session.floors, target.chromeFlags));
  if (inpRuns > 0) {
    console.log(`\nThe catalogue's filter and "Lag planen min" at ${slowdown}× CPU slowdown, ${inpRuns} run(s) …`);
    interactions = await interactionTimes(session.baseUrl, { runs: inpRuns, rate: slowdown });
  }
});

const loadAfter = os.loadavg();
for (const result of results) {
  console.log(
    `\nLighthouse ${result.pages[0].lighthouseVersion}, mobile, ${result.protocol}, median of ${runs} run(s) each; "− floor" is each run's LCP minus the floor's in the same turn, "− picture floor" minus that of the floor with one picture:\n`,
  );
  console.log(formatTable(rowsOf(result), COLUMNS));
  for (const { path, shortfalls: s } of result.pages) {
    if (path !== FLOOR && path !== PICTURE_FLOOR && s.some((a) => a.category !== "performance" || a.score < 0.9))
      console.log(`\n${path} lost points on:\n${s.map((a) => `  ${a.category}: ${a.title}${a.value ? ` (${a.value})` : ""}`).join("\n")}`);
  }
}
if (interactions) {
  const line = (name, list, extra) =>
    `${name}: longest interaction ${list.map((r) => r.ms).join(", ")} ms (median ${median(list.map((r) => r.ms))}; 16 = under Event Timing's 16 ms); ${extra}`;
  console.log(`\nResponse to input at ${slowdown}× CPU slowdown (Event Timing, what INP is made of), phone size, ${inpRuns} run(s):`);
  console.log(line("  floor: a bare select, no script", interactions.floor, "the machine's share"));
  const updated = (list) => `address and grid updated after ${list.map((r) => r.shownMs).join(", ")} ms`;
  console.log(line("  /filmer, a first country chosen (wakes the island)", interactions.catalogue, updated(interactions.catalogue)));
  const second = interactions.catalogue.map((r) => r.second).filter(Boolean);
  if (second.length > 0) console.log(line("  /filmer, the next country chosen", second, updated(second)));
  console.log(
    line(
      '  "Lag planen min", 40 films listed',
      interactions.planner,
      `plan on screen after ${interactions.planner.map((r) => r.shownMs).join(", ")} ms (the server's answer included)`,
    ),
  );
}
// Lighthouse simulates a slow phone by scaling the main-thread time it measures: on a busy machine
// TBT and with it the performance score drop. The load average says how busy this one was; the
// floor, measured in the same turns, is what the comparison rests on.
console.log(`\nload average (1 min) before ${loadBefore[0].toFixed(1)}, after ${loadAfter[0].toFixed(1)}; ${os.cpus().length} CPUs`);
writeFileSync(
  values.out,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      runs,
      slowdown,
      machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, loadBefore, loadAfter },
      protocols: results,
      interactions,
    },
    null,
    2,
  ) + "\n",
);
console.log(`\nwrote ${values.out}`);
