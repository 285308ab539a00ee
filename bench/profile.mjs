#!/usr/bin/env node
// Where the worker spends its CPU on one page: a V8 CPU profile of the site's isolate, taken
// through wrangler's inspector while the page is under load, summed by function.
//
//   npm run bench:profile -- --path /kinoprogram [--mode warm|kv|hit] [--seconds 8] [--top 30]
//
// The profile is of the site worker only (workerd's own C++ — KV, the Cache API, the asset server
// — shows as "(program)" or not at all). Sampling slows the worker, so read the shares, not the
// absolute times. Writes the raw profile to bench/profile.cpuprofile (open it in Chrome DevTools).
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import WebSocket from "ws";
import { runLoad } from "./lib/load.mjs";
import { startBenchSite } from "./lib/bench-site.mjs";
import { formatTable } from "./lib/table.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    path: { type: "string", default: "/" },
    mode: { type: "string", default: "warm" },
    seconds: { type: "string", default: "8" },
    top: { type: "string", default: "30" },
    out: { type: "string", default: join(ROOT, "bench", "profile.cpuprofile") },
  },
});
/** What the worker does per request, as the bench's modes (bench/run.mjs): render, KV HTML or edge hit. */
const MODE_HEADERS = { warm: { "x-bench": "edge=bypass" }, kv: { "x-bench": "edge=bypass-cache-only" }, hit: {} };
const headers = MODE_HEADERS[values.mode];
if (!headers) throw new Error(`unknown mode ${values.mode}; known: ${Object.keys(MODE_HEADERS).join(", ")}`);

/**
 * A minimal DevTools-protocol client over the inspector's WebSocket. wrangler's inspector proxy
 * wants an `Origin` of a local host name, which Node's own WebSocket client does not let us set.
 */
async function connect(url) {
  const ws = new WebSocket(url, { headers: { Origin: "http://localhost" } });
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  let id = 0;
  const waiting = new Map();
  ws.on("message", (data) => {
    const message = JSON.parse(String(data));
    if (message.id && waiting.has(message.id)) {
      waiting.get(message.id)(message);
      waiting.delete(message.id);
    }
  });
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      id += 1;
      waiting.set(id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  return { send, close: () => ws.close() };
}

/** Self time per function (name, file, line), from the profile's samples. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = new Map();
  for (const sample of profile.samples) counts.set(sample, (counts.get(sample) ?? 0) + 1);
  const total = profile.samples.length;
  const rows = new Map();
  for (const [nodeId, count] of counts) {
    const { functionName, url, lineNumber } = byId.get(nodeId).callFrame;
    const file = url.replace(/^.*\/(node_modules\/)?/, "$1") || "(native)";
    const key = `${functionName || "(anonymous)"} ${file}:${lineNumber + 1}`;
    rows.set(key, (rows.get(key) ?? 0) + count);
  }
  return [...rows].map(([where, count]) => ({ where, share: `${((count / total) * 100).toFixed(1)} %`, count })).sort((a, b) => b.count - a.count);
}

console.log(`Starting wrangler dev (production mode) and profiling ${values.path} (${values.mode}) …`);
const site = await startBenchSite(ROOT, { args: ["--log-level", "warn"] });
try {
  const targets = await (await fetch(`http://127.0.0.1:${site.inspectorPort}/json`)).json();
  const target = targets.find((t) => !/venue/i.test(t.title ?? "")) ?? targets[0];
  const cdp = await connect(target.webSocketDebuggerUrl);
  const url = site.baseUrl + values.path;
  await runLoad({ url, concurrency: 16, seconds: 2, headers }); // warm-up: KV, parsed entries, JIT
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  const load = await runLoad({ url, concurrency: 16, seconds: Number(values.seconds), headers });
  const { result } = await cdp.send("Profiler.stop");
  cdp.close();
  writeFileSync(values.out, JSON.stringify(result.profile));
  console.log(`${load.requests} requests (${load.rps.toFixed(0)}/s while profiled), ${result.profile.samples.length} samples; ${target.title}\n`);
  console.log(
    formatTable(selfTimes(result.profile).slice(0, Number(values.top)), [
      { key: "share", title: "self", align: "right" },
      { key: "where", title: "function and place" },
    ]),
  );
  console.log(`\nwrote ${values.out}`);
} finally {
  await site.stop();
}
