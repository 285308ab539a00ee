#!/usr/bin/env node
// What each page kind makes the browser download in JavaScript, and what the worker weighs.
//
//   npm run size [-- --out bench/size-results.json]
//
// Starts the site (wrangler dev, production mode, which also builds the client), fetches one page
// of each kind, and reads what the page itself asks for: its module scripts, and the islands it
// holds (`data-island`). The build's graph (build/client-graph.json) says which files each of those
// imports and when the island loader wakes each island. Every file is compressed on its own, as it
// is served, with gzip (level 9) and brotli (quality 11). The service worker's precaching of every
// script after load is left out: that is the worker filling its cache for offline use, not the page.
// That count takes every `visible` island as already in view. Then Debian's Chromium opens each
// page at phone and at laptop size and records the scripts it asks for before anyone touches it
// (bench/lib/scripts-on-arrival.mjs): the same figure for what the visitor's window actually holds.
//
// Then `wrangler deploy --dry-run` bundles the worker as a deploy would, and the bundle is weighed
// with and without the demo content (build/content.json, which a real deployment replaces by
// published content in KV).
//
// bench/README.md explains the figures.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { scriptsOnArrival } from "./lib/scripts-on-arrival.mjs";
import { startSite } from "../tests/e2e/support/site-server.mjs";
import { formatTable } from "./lib/table.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const PAGES = [
  ["front page", "/"],
  ["news list", "/nyheter"],
  ["article", "/article/julekino-2025"],
  ["film page", "/kystlinjer-DXM10234"],
  ["programme", "/kinoprogram"],
  ["programme day", "/kinoprogram?dag=2025-09-20"],
  ["catalogue", "/filmer"],
  ["search", "/search?q=kino"],
  ["Min side", "/min-side"],
  ["offline page", "/offline"],
];
/**
 * What the page's HTML weighs as served: raw and gzip bytes (level 9, as above), the elements the
 * browser builds from it (start tags), the screening rows it holds and its JSON-LD.
 */
function htmlWeight(html) {
  const body = Buffer.from(html);
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].reduce((n, m) => n + Buffer.byteLength(m[1]), 0);
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    elements: (html.match(/<[a-zA-Z][\w-]*[\s/>]/g) ?? []).length,
    screenings: (html.match(/<li class="screening[ "]/g) ?? []).length,
    jsonLd: ld,
  };
}

/** The loader's `when` values whose code comes without the visitor doing anything. */
const WITHOUT_INTERACTION = new Set(["idle", "visible"]);
const BUDGET_KB = 5;

const { values } = parseArgs({
  options: {
    out: { type: "string", default: join(ROOT, "bench", "size-results.json") },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help) {
  console.log("usage: node bench/size.mjs [--out file]");
  process.exit(0);
}

/** KiB, as wrangler counts: the budgets (5 KB, 70 KB, 1 MB) are read in these units. */
const kb = (bytes) => Number((bytes / 1024).toFixed(1));

/** Compressed sizes of one served file, read once. */
const sizes = new Map();
function sizeOf(url) {
  if (!sizes.has(url)) {
    const body = readFileSync(join(ROOT, "public", url));
    sizes.set(url, {
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizes.get(url);
}

/** `url` and every file it imports statically, transitively: what the browser fetches for it. */
function closure(graph, url, into = new Set()) {
  if (into.has(url)) return into;
  into.add(url);
  for (const next of graph.files[url]?.imports ?? []) closure(graph, next, into);
  return into;
}

function total(files) {
  let gzip = 0;
  let brotli = 0;
  for (const url of files) {
    gzip += sizeOf(url).gzip;
    brotli += sizeOf(url).brotli;
  }
  return { files: files.length, gzip, brotli };
}

/** What one page downloads before any interaction, and what its islands add on interaction. */
function pageScripts(html, graph) {
  const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);
  const islands = [...new Set([...html.matchAll(/ data-island="([\w-]+)"/g)].map((m) => m[1]))];
  const before = new Set();
  for (const src of scripts) closure(graph, src, before);
  const later = new Set();
  const notes = [];
  for (const name of islands) {
    const island = graph.islands[name];
    if (!island) continue; // no code: the server's markup is complete
    const now = WITHOUT_INTERACTION.has(island.when);
    const files = closure(graph, island.file, new Set());
    for (const file of files) if (!before.has(file)) (now ? before : later).add(file);
    notes.push(`${name} (${island.when})`);
  }
  for (const file of before) later.delete(file);
  return { scripts, islands: notes, before: total([...before]), onInteraction: total([...later]) };
}

/** The bundle `wrangler deploy --dry-run` writes, and the same without the demo content module. */
function workerBundle() {
  const outdir = mkdtempSync(join(tmpdir(), "kinoweb-dry-run-"));
  try {
    const log = execFileSync("npx", ["--no-install", "wrangler", "deploy", "--dry-run", "--outdir", outdir, "-c", "wrangler.toml", "--env", ""], {
      cwd: ROOT,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", NODE_ENV: "production" },
    });
    const reported = log.match(/Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/);
    const code = readFileSync(join(outdir, "worker.js"), "utf8");
    // esbuild heads each module of the bundle with a `// path` comment line.
    const start = code.indexOf("\n// build/content.json\n");
    const end = start < 0 ? -1 : code.indexOf("\n// ", start + 1);
    if (start < 0 || end < 0) throw new Error("the demo content module (build/content.json) was not found in the bundle");
    const without = code.slice(0, start) + code.slice(end);
    const weigh = (text) => ({ raw: Buffer.byteLength(text), gzip: gzipSync(text).length });
    return {
      wranglerSays: reported ? { totalKiB: Number(reported[1]), gzipKiB: Number(reported[2]) } : null,
      withDemoContent: weigh(code),
      withoutDemoContent: weigh(without),
    };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

console.log("Starting wrangler dev (NODE_ENV=production), which builds the client …");
const site = await startSite(ROOT);
const pages = [];
let graph;
try {
  graph = JSON.parse(readFileSync(join(ROOT, "build", "client-graph.json"), "utf8"));
  for (const [kind, path] of PAGES) {
    const res = await fetch(site.baseUrl + path);
    const html = await res.text();
    if (!html.includes("<html")) throw new Error(`${path} answered ${res.status} without a page`);
    pages.push({ kind, path, status: res.status, html: htmlWeight(html), ...pageScripts(html, graph) });
  }
  console.log("Opening each page in Chromium at phone and laptop size …");
  const seen = await scriptsOnArrival(
    site.baseUrl,
    PAGES.map(([, path]) => path),
  );
  for (const page of pages) {
    page.onArrival = Object.fromEntries(Object.entries(seen).map(([window, byPath]) => [window, { scripts: byPath[page.path], ...total(byPath[page.path]) }]));
  }
} finally {
  await site.stop();
}

console.log("Bundling the worker with wrangler deploy --dry-run …");
const worker = workerBundle();

const reactChunk = Object.entries(graph.files).find(([, f]) => f.inputs.some((i) => i.includes("react-dom-client.production")))?.[0];
const rows = pages.map((p) => ({
  page: `${p.kind} ${p.path}`,
  beforeGzip: kb(p.before.gzip),
  beforeBrotli: kb(p.before.brotli),
  beforeFiles: p.before.files,
  budget: p.before.gzip <= BUDGET_KB * 1024 ? "yes" : "no",
  phoneGzip: kb(p.onArrival.phone.gzip),
  desktopGzip: kb(p.onArrival.desktop.gzip),
  laterGzip: kb(p.onInteraction.gzip),
  laterBrotli: kb(p.onInteraction.brotli),
  islands: p.islands.join(", ") || "–",
}));
const columns = [
  { key: "page", title: "page" },
  { key: "beforeGzip", title: "before: gzip KiB", align: "right" },
  { key: "beforeBrotli", title: "brotli", align: "right" },
  { key: "beforeFiles", title: "files", align: "right" },
  { key: "budget", title: `≤ ${BUDGET_KB} KiB` },
  { key: "phoneGzip", title: "opened on a phone: gzip KiB", align: "right" },
  { key: "desktopGzip", title: "on a laptop", align: "right" },
  { key: "laterGzip", title: "on interaction: gzip KiB", align: "right" },
  { key: "laterBrotli", title: "brotli", align: "right" },
  { key: "islands", title: "islands (when the loader wakes them)" },
];
console.log("\nJavaScript a page downloads before any interaction, and what its islands add on interaction:\n");
console.log(formatTable(rows, columns));
if (reactChunk) {
  const r = sizeOf(reactChunk);
  console.log(`\nReact's chunk (react, react-dom, scheduler; ${reactChunk}): ${kb(r.gzip)} KiB gzip, ${kb(r.brotli)} KiB brotli.`);
}
console.log("'before' counts every 'visible' island as in view: the loader fetches them once they are within a screen of the viewport.");
console.log("'opened on a phone' (390×844) and 'on a laptop' (1280×800): what Chromium asked for after opening the page, before any scroll, tap or key.");
console.log("A stored profile wakes every island at once: the page then also downloads what is under 'on interaction'.");

console.log("\nThe HTML of each page as served (gzip level 9), the elements it holds, its screening rows and its JSON-LD:\n");
console.log(
  formatTable(
    pages.map((p) => ({
      page: `${p.kind} ${p.path}`,
      raw: kb(p.html.raw),
      gzip: kb(p.html.gzip),
      elements: p.html.elements,
      screenings: p.html.screenings,
      jsonLd: kb(p.html.jsonLd),
    })),
    [
      { key: "page", title: "page" },
      { key: "raw", title: "HTML KiB", align: "right" },
      { key: "gzip", title: "gzip KiB", align: "right" },
      { key: "elements", title: "elements", align: "right" },
      { key: "screenings", title: "screening rows", align: "right" },
      { key: "jsonLd", title: "JSON-LD KiB", align: "right" },
    ],
  ),
);

const w = worker.withDemoContent;
const wo = worker.withoutDemoContent;
console.log(
  `\nWorker bundle (wrangler deploy --dry-run): ${kb(w.raw)} KiB, ${kb(w.gzip)} KiB gzip; without the demo content ${kb(wo.raw)} KiB, ${kb(wo.gzip)} KiB gzip (budget 1024 KiB gzip).`,
);
if (worker.wranglerSays) console.log(`wrangler itself says: Total Upload: ${worker.wranglerSays.totalKiB} KiB / gzip: ${worker.wranglerSays.gzipKiB} KiB`);

writeFileSync(
  values.out,
  JSON.stringify(
    { date: new Date().toISOString(), budgetKB: BUDGET_KB, pages, reactChunk: reactChunk ? { url: reactChunk, ...sizeOf(reactChunk) } : null, worker },
    null,
    2,
  ) + "\n",
);
console.log(`\nwrote ${values.out}`);
