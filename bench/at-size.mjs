#!/usr/bin/env node
// npm run bench:at-size — what the rest of the site costs at the content's size:
// `content:publish` of content/ into a fresh site (time, KV entries written), the search index it
// stores (bytes as KV keeps it, documents, CPU to build and to load in an isolate), a suggestion's
// answer, the sitemap, a screening's calendar file and the demo visitor's watch-list feed.
//
//   npm run bench:at-size
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { startSite } from "../tests/e2e/support/site-server.mjs";
import { VISITOR } from "./lib/soak-mix.mjs";

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const load = { before: loadavg()[0] };

/**
 * The site's own search code, bundled for Node as bench/plan.mjs does: the index KV keeps is this
 * one. Packages stay imports (the page text it indexes comes through React's server renderer, which
 * Node loads as it is), so the bundle is written inside the project, where they resolve.
 */
async function searchCode() {
  mkdirSync(join("node_modules", ".cache"), { recursive: true });
  const dir = mkdtempSync(join("node_modules", ".cache", "bench-at-size-"));
  const outfile = join(dir, "search.mjs");
  await build({
    stdin: {
      contents: [
        `export { buildIndex, serializeIndex, loadIndex } from "./src/search/search-index";`,
        `export { searchDocuments } from "./src/search/documents";`,
      ].join("\n"),
      resolveDir: process.cwd(),
      loader: "ts",
    },
    bundle: true,
    packages: "external",
    format: "esm",
    platform: "node",
    outfile,
    logLevel: "warning",
  });
  const code = await import(join(process.cwd(), outfile));
  rmSync(dir, { recursive: true });
  return code;
}

/** Median CPU ms of `work` over `runs` runs after one warm-up. */
function medianCpu(work, runs = 7) {
  work();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const before = cpuMs();
    work();
    times.push(cpuMs() - before);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

const figures = {};
const search = await searchCode();
const bundle = JSON.parse(readFileSync("build/content.json", "utf8"));
const documents = search.searchDocuments(bundle);
let json = "";
const buildMs = medianCpu(() => (json = search.serializeIndex(search.buildIndex(documents))));
const loadMs = medianCpu(() => search.loadIndex(json));
figures.searchIndex = { documents: documents.length, bytes: Buffer.byteLength(json), gzip: gzipSync(json).length, buildMs, loadMs };

const persistTo = mkdtempSync(join(tmpdir(), "kinoweb-at-size-"));
console.log("Starting wrangler dev (NODE_ENV=production) …");
const site = await startSite(process.cwd(), { persistTo, args: ["--log-level", "warn"] });
try {
  const started = Date.now();
  const run = spawnSync("node", ["scripts/content-publish.mjs", "--env", "local", "--persist-to", persistTo], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`content:publish failed:\n${run.stdout}\n${run.stderr}`);
  figures.publish = { ms: Date.now() - started, entries: Number(/\((\d+) KV entries\)/.exec(run.stdout)?.[1]) };

  const get = async (path, init) => {
    const t = Date.now();
    const res = await fetch(site.baseUrl + path, init);
    const body = await res.text();
    return { status: res.status, body, bytes: Buffer.byteLength(body), gzip: gzipSync(body).length, ms: Date.now() - t, edge: res.headers.get("x-edge-cache") };
  };
  await get("/search?q=kino"); // the first search after a publish reads the index from KV
  const suggestCold = await get("/api/search/suggest?q=nor");
  const suggestHit = await get("/api/search/suggest?q=nor");
  figures.suggest = {
    query: "nor",
    suggestions: JSON.parse(suggestCold.body).data.length,
    bytes: suggestCold.bytes,
    msFirst: suggestCold.ms,
    msCached: suggestHit.ms,
    cached: suggestHit.edge,
  };
  const sitemap = await get("/sitemap.xml");
  figures.sitemap = { entries: (sitemap.body.match(/<url>/g) ?? []).length, bytes: sitemap.bytes, gzip: sitemap.gzip };
  const screening = await get("/api/events/nff25-kystlinjer-apning.ics");
  figures.screeningIcs = { status: screening.status, bytes: screening.bytes };

  const login = await fetch(`${site.baseUrl}/api/account/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.baseUrl },
    body: JSON.stringify({ email: VISITOR.email, password: VISITOR.password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const link = await (await fetch(`${site.baseUrl}/api/account/calendar`, { method: "POST", headers: { cookie, origin: site.baseUrl } })).json();
  const feedPath = new URL(link.url.replace(/^webcal:/, "http:")).pathname;
  const films = (await (await fetch(`${site.baseUrl}/api/account/watchlist`, { headers: { cookie } })).json()).movies.length;
  const feed = await get(feedPath);
  const events = (feed.body.match(/BEGIN:VEVENT/g) ?? []).length;
  figures.watchlistFeed = { status: feed.status, films, events, bytes: feed.bytes, perEvent: Math.round(feed.bytes / Math.max(events, 1)), ms: feed.ms };
} finally {
  await site.stop();
  rmSync(persistTo, { recursive: true, force: true });
}
load.after = loadavg()[0];

const f = figures;
console.log(`
content:publish of content/: ${f.publish.ms} ms, ${f.publish.entries} KV entries written
search index (as KV keeps it): ${f.searchIndex.documents} documents, ${kb(f.searchIndex.bytes)} (${kb(f.searchIndex.gzip)} gzip); built in ${f.searchIndex.buildMs.toFixed(1)} ms CPU, loaded in ${f.searchIndex.loadMs.toFixed(1)} ms (Node, median of 7)
suggestions for "${f.suggest.query}": ${f.suggest.suggestions}, ${f.suggest.bytes} bytes; first answer ${f.suggest.msFirst} ms, then ${f.suggest.msCached} ms (${f.suggest.cached})
sitemap.xml: ${f.sitemap.entries} entries, ${kb(f.sitemap.bytes)} (${kb(f.sitemap.gzip)} gzip)
a screening's .ics: ${f.screeningIcs.bytes} bytes
the demo visitor's watch-list feed: ${f.watchlistFeed.films} films, ${f.watchlistFeed.events} screenings, ${kb(f.watchlistFeed.bytes)} (${f.watchlistFeed.perEvent} bytes a screening), ${f.watchlistFeed.ms} ms
load average (1 min) ${load.before.toFixed(1)} before, ${load.after.toFixed(1)} after`);
writeFileSync("bench/at-size-results.json", JSON.stringify({ at: new Date().toISOString(), load, ...figures }, null, 2) + "\n");
