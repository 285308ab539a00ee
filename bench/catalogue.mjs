#!/usr/bin/env node
// npm run bench:catalogue: what the film catalogue costs at a real festival's size, against an article.
//
// Publishes the demo content plus a made-up festival of 55 more films and 320 screenings
// (tests/support/festival-at-size.mjs; 60 films in all) into a fresh `wrangler dev` in production
// mode, then renders each page for `--seconds` at `--concurrency` clients, the edge HTML cache
// bypassed (X-Bench: edge=bypass, as `npm run bench`'s render mode), and prints per page: its
// bytes and gzip bytes, requests/s and the server's CPU per request, and that CPU against the
// article's (the catalogue's budget is 1.5×). The pages are measured in turns (`--rounds`), so the
// machine's other work meets each alike. Writes bench/catalogue-results.json.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os, { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { startBenchSite } from "./lib/bench-site.mjs";
import { festivalAtSize } from "../tests/support/festival-at-size.mjs";
import { probe, runLoad } from "./lib/load.mjs";
import { groupCpuMs } from "./lib/process-cpu.mjs";
import { formatTable } from "./lib/table.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "8" },
    rounds: { type: "string", default: "4" },
    concurrency: { type: "string", default: "8" },
    out: { type: "string", default: join(ROOT, "bench/catalogue-results.json") },
  },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const concurrency = Number(values.concurrency);

const PAGES = [
  { name: "article", path: "/article/datoene-for-nff-2025-er-klare" },
  { name: "catalogue", path: "/filmer" },
  { name: "catalogue, filtered", path: "/filmer?tekst=engelsk&sorter=neste" },
  { name: "now showing", path: "/pa-kino-na" },
  { name: "English catalogue", path: "/english-films" },
];
const HEADERS = { "x-bench": "edge=bypass" };

/** The demo content with the festival at size added, as a content folder `content:publish` reads. */
function contentAtSize() {
  const dir = mkdtempSync(join(tmpdir(), "kinoweb-catalogue-content-"));
  cpSync(join(ROOT, "content"), dir, { recursive: true });
  const { productions, events } = festivalAtSize({ films: 52, screenings: 320 });
  mkdirSync(join(dir, "productions"), { recursive: true });
  for (const p of productions) writeFileSync(join(dir, "productions", `${p.id}.json`), JSON.stringify(p, null, 2));
  writeFileSync(join(dir, "events", "festival-at-size.json"), JSON.stringify(events, null, 2));
  return dir;
}

const persistTo = mkdtempSync(join(tmpdir(), "kinoweb-catalogue-kv-"));
const content = contentAtSize();
console.log(`Load average before: ${loadavg().join(" ")} (${os.cpus().length} cores)`);
const site = await startBenchSite(ROOT, { persistTo, args: ["--log-level", "warn"] });
const rows = [];
try {
  execFileSync("node", ["scripts/content-publish.mjs", "--env", "local", "--persist-to", persistTo, "--content", content], { cwd: ROOT, stdio: "inherit" });
  const sums = new Map(PAGES.map((p) => [p.name, { requests: 0, cpu: 0, elapsed: 0 }]));
  for (const page of PAGES) {
    const url = site.baseUrl + page.path;
    const first = await probe({ url, headers: HEADERS });
    if (first.status !== 200) throw new Error(`${page.path} answered ${first.status}`);
    const html = await (await fetch(url, { headers: HEADERS })).text();
    Object.assign(page, { bytes: Buffer.byteLength(html), gzip: gzipSync(html).length, films: (html.match(/<li class="film-card"/g) ?? []).length });
    await runLoad({ url, concurrency, seconds: 2, headers: HEADERS });
  }
  for (let round = 0; round < rounds; round++) {
    for (const page of PAGES) {
      const before = groupCpuMs(site.pid);
      const result = await runLoad({ url: site.baseUrl + page.path, concurrency, seconds: seconds / rounds, headers: HEADERS });
      const after = groupCpuMs(site.pid);
      const sum = sums.get(page.name);
      sum.requests += result.requests;
      sum.elapsed += result.seconds;
      sum.cpu += (after ?? 0) - (before ?? 0);
    }
  }
  const articleCpu = sums.get("article").cpu / sums.get("article").requests;
  for (const page of PAGES) {
    const sum = sums.get(page.name);
    const cpu = sum.cpu / sum.requests;
    rows.push({
      page: page.name,
      path: page.path,
      films: page.films || "",
      kb: (page.bytes / 1024).toFixed(1),
      gzipKb: (page.gzip / 1024).toFixed(1),
      rps: (sum.requests / sum.elapsed).toFixed(0),
      cpuMs: cpu.toFixed(2),
      vsArticle: (cpu / articleCpu).toFixed(2),
    });
  }
} finally {
  await site.stop();
  rmSync(content, { recursive: true, force: true });
}
console.log(
  formatTable(rows, [
    { key: "page", title: "page" },
    { key: "path", title: "path" },
    { key: "films", title: "films", align: "right" },
    { key: "kb", title: "KB", align: "right" },
    { key: "gzipKb", title: "gzip KB", align: "right" },
    { key: "rps", title: "req/s", align: "right" },
    { key: "cpuMs", title: "CPU ms/req", align: "right" },
    { key: "vsArticle", title: "× article", align: "right" },
  ]),
);
console.log(`Load average after: ${loadavg().join(" ")}`);
writeFileSync(
  values.out,
  `${JSON.stringify({ settings: { seconds, rounds, concurrency, server: "wrangler dev, NODE_ENV=production, edge cache bypassed", at: new Date().toISOString() }, rows }, null, 2)}\n`,
);
