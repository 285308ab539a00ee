#!/usr/bin/env node
// The floor under the cached paths: what the least possible worker gets out of this setup, against
// the same static twin the page bench uses. A worker that only reads a page from KV (gzip, then
// decompressed; or kept as it is) or from the Cache API, and answers it — no routing, no headers,
// no bookkeeping. Whatever the site's `kv` and `hit` modes fall short of their targets by beyond
// these figures is the site's own; up to them, it is the runtime's.
//
//   npm run bench:floor                      # front page and programme, 6 s in 3 turns each
//   npm run bench:floor -- --seconds 9 --kinds front
//
// Writes bench/floor-results.json.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { probe, runLoad } from "./lib/load.mjs";
import { inTurns } from "./lib/turns.mjs";
import { formatTable } from "./lib/table.mjs";
import { startSite } from "../tests/e2e/support/site-server.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const FLOOR = join(ROOT, "bench", "floor");
const PATHS = { front: "/", programme: "/kinoprogram", article: "/article/datoene-for-nff-2025-er-klare" };
const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "6" },
    rounds: { type: "string", default: "3" },
    concurrency: { type: "string", default: "64" },
    kinds: { type: "string", default: "front,programme" },
    out: { type: "string", default: join(ROOT, "bench", "floor-results.json") },
  },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const concurrency = Number(values.concurrency);
const kinds = values.kinds.split(",").map((k) => k.trim());
for (const k of kinds) if (!PATHS[k]) throw new Error(`unknown page kind ${k}; known: ${Object.keys(PATHS).join(", ")}`);
const MODES = { "kv-gzip": "KV, gzip (as the site keeps it)", "kv-plain": "KV, as it is", cache: "Cache API" };

// The pages as the site renders them, written where the floor worker's asset server finds them.
console.log("Rendering the pages with the site …");
const pages = new Map();
const site = await startSite(ROOT, { args: ["--log-level", "warn"] });
try {
  for (const kind of kinds) {
    const res = await fetch(site.baseUrl + PATHS[kind], { headers: { "accept-encoding": "identity" } });
    pages.set(kind, Buffer.from(await res.arrayBuffer()));
  }
} finally {
  await site.stop();
}
const publicDir = join(FLOOR, "public");
rmSync(publicDir, { recursive: true, force: true });
mkdirSync(publicDir, { recursive: true });
for (const [kind, html] of pages) writeFileSync(join(publicDir, `${kind}.html`), html);

console.log("Starting the floor worker …");
const rows = [];
const floor = await startSite(FLOOR, { configs: ["wrangler.toml"], args: ["--log-level", "warn"] });
try {
  for (const [kind, html] of pages) {
    await fetch(`${floor.baseUrl}/__floor/keep?page=${kind}`, { method: "POST", body: html });
    const twin = `${floor.baseUrl}/${kind}`;
    if ((await probe({ url: twin })).bytes !== html.length) throw new Error(`the twin of ${kind} is not served whole`);
    for (const [mode, title] of Object.entries(MODES)) {
      const url = `${floor.baseUrl}/__floor/${mode}?page=${kind}`;
      if ((await probe({ url })).bytes !== html.length) throw new Error(`${mode} does not answer ${kind} whole`);
      process.stdout.write(`${kind.padEnd(10)} ${mode.padEnd(9)} … `);
      await runLoad({ url, concurrency, seconds: 2 });
      await runLoad({ url: twin, concurrency, seconds: 2 });
      const { page, stat } = await inTurns({ page: { url }, twin: { url: twin }, rounds, seconds, concurrency });
      const [rps, staticRps] = [page.rps, stat.rps];
      console.log(`${Math.round(rps)} req/s, static ${Math.round(staticRps)} req/s`);
      rows.push({
        page: kind,
        mode: title,
        kb: (html.length / 1024).toFixed(1),
        rps: rps.toFixed(0),
        srps: staticRps.toFixed(0),
        ratio: `${(rps / staticRps).toFixed(2)}×`,
        load: os.loadavg()[0].toFixed(1),
      });
    }
  }
} finally {
  await floor.stop();
  rmSync(publicDir, { recursive: true, force: true });
}
const columns = [
  { key: "page", title: "page" },
  { key: "mode", title: "the least worker reads" },
  { key: "kb", title: "KB", align: "right" },
  { key: "rps", title: "req/s", align: "right" },
  { key: "srps", title: "static req/s", align: "right" },
  { key: "ratio", title: "page/static", align: "right" },
  { key: "load", title: "load", align: "right" },
];
console.log(`\n${formatTable(rows, columns)}\n`);
writeFileSync(
  values.out,
  `${JSON.stringify({ benchmark: "floor", date: new Date().toISOString(), settings: { seconds, rounds, concurrency, kinds }, rows, table: formatTable(rows, columns, { markdown: true }) }, null, 2)}\n`,
);
console.log(`Written to ${values.out}`);
