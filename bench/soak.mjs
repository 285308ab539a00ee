#!/usr/bin/env node
// A soak run: mixed load against the site as `npm start` runs it, in production
// mode with the edge HTML cache on and the sandbox venue — pages, the events API, searches, junk
// and tracking parameters, failed logins — with a `content:publish` and a purge of everything in
// the middle, and a credential-stuffing phase (leaked e-mails from thousands of networks) while
// the visitor logs in on their own browser. Prints requests/s, p50 and p99 overall, per kind and
// per phase, every non-2xx answer by cause, and what the stuffing and the visitors got. Exits 1
// on any error: a 5xx, a request with no answer, any status its kind does not expect (a failed
// login expects 401 and then 429), a publish or purge that did not work, stuffing that never met
// the site's ceiling, or a visitor with a device cookie who did not get in. A POST that wrangler
// dev's proxy dropped before the site saw it (503 "Your worker restarted mid-request", though the
// worker never restarted: lib/soak-report.mjs) is counted apart, not as an error.
//
//   npm run soak
//   npm run soak -- --seconds 20 --clients 16
//
// Writes bench/soak-results.json; bench/README.md explains the figures.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startSite } from "../tests/e2e/support/site-server.mjs";
import { runMixedLoad } from "./lib/mixed-load.mjs";
import { groupCpuMs } from "./lib/process-cpu.mjs";
import { soakPreflight } from "./lib/soak-preflight.mjs";
import { markedContent, publishMidRun, purgeMidRun, visitorDevice, visitorDuringStorm } from "./lib/soak-events.mjs";
import { contentAddresses, soakMix } from "./lib/soak-mix.mjs";
import { stuffingEvents, stuffingPhase } from "./lib/soak-stuffing.mjs";
import { CAUSE_COLUMNS, FIGURE_COLUMNS, figureRows, soakReport } from "./lib/soak-report.mjs";
import { formatTable } from "./lib/table.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const WRANGLER = JSON.parse(readFileSync(join(ROOT, "node_modules", "wrangler", "package.json"), "utf8")).version;
/** wrangler's whole output of the run (not committed: *.log). */
const SITE_LOG = join(ROOT, "bench", "soak-site.log");
const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    clients: { type: "string", default: "64" },
    timeout: { type: "string", default: "30" },
    out: { type: "string", default: join(ROOT, "bench", "soak-results.json") },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help) {
  console.log("usage: node bench/soak.mjs [--seconds 60] [--clients 64] [--timeout 30 (s per request)] [--out file]");
  process.exit(0);
}
const seconds = Number(values.seconds);
const clients = Number(values.clients);
const loadavg = () => os.loadavg().map((n) => Number(n.toFixed(2)));

/** The purge route's token: the one in .dev.vars (README "Secrets"), or a throwaway one given to this run's site. */
function adminToken() {
  const file = join(ROOT, ".dev.vars");
  const set = existsSync(file) ? /^ADMIN_TOKEN=(.{32,})$/m.exec(readFileSync(file, "utf8"))?.[1]?.trim() : undefined;
  if (set) return { token: set, args: [] };
  const token = randomBytes(32).toString("base64url");
  return { token, args: ["--var", `ADMIN_TOKEN:${token}`] };
}

const loadBefore = loadavg();
console.log(`Load average before: ${loadBefore.join(" ")} (${os.cpus().length} cores)`);
const work = mkdtempSync(join(os.tmpdir(), "kinoweb-soak-"));
const persistTo = join(work, "state");
const marked = markedContent(ROOT, work);
const { token, args: tokenArgs } = adminToken();
console.log("Starting wrangler dev as npm start does (NODE_ENV=production, EDGE_HTML_CACHE=on, the sandbox venue) …");
const site = await startSite(ROOT, {
  persistTo,
  cleanUp: () => rmSync(work, { recursive: true, force: true }),
  args: ["--log-level", "warn", "--var", "EDGE_HTML_CACHE:on", ...tokenArgs],
});
let report;
let events = [];
let stuffingFigures = [];
let workerErrors = [];
let cpuMs;
try {
  const { articles, events: eventIds } = contentAddresses(join(ROOT, "content"));
  const mix = soakMix({ baseUrl: site.baseUrl, articles, events: eventIds });
  await soakPreflight(site.baseUrl, mix, articles);
  // The visitor's two browsers: the one tried mid-storm, and the one that logs in all through the stuffing.
  const device = await visitorDevice(site.baseUrl);
  const laptop = await visitorDevice(site.baseUrl);

  console.log(
    `Soaking: ${seconds} s at ${clients} clients; credential stuffing from ${(seconds * 0.1).toFixed(0)} s to ${(seconds * 0.9).toFixed(0)} s while the visitor logs in every 2 s; the attacked visitor logs in at ${(seconds * 0.2).toFixed(0)} s, content:publish at ${(seconds * 0.4).toFixed(0)} s, a purge of everything at ${(seconds * 0.6).toFixed(0)} s or once the publish is done …`,
  );
  const marks = [];
  const t0 = performance.now();
  const at = () => (performance.now() - t0) / 1000;
  /** Runs `action` at `delay` s (or once `after` has settled, if later), marking when it began. */
  const midRun = async (delay, name, action, after) => {
    await Promise.all([sleep(delay * 1000), after]);
    marks.push({ name, at: at() });
    const result = await action().catch((error) => ({ name, ok: false, detail: String(error) }));
    console.log(`  ${at().toFixed(1)} s: ${result.name} ${result.ok ? "worked" : "FAILED"}: ${result.detail}`);
    return result;
  };
  const cpuBefore = groupCpuMs(site.pid);
  const load = runMixedLoad({ baseUrl: site.baseUrl, mix, concurrency: clients, seconds, timeoutMs: Number(values.timeout) * 1000 });
  const stuffing = sleep(seconds * 100).then(() => {
    marks.push({ name: "credential stuffing", at: at() });
    // Until 90 % of the run, or on a busy machine until the ceiling has answered (three minutes at most after the load).
    return stuffingPhase({ baseUrl: site.baseUrl, device: laptop, t0, until: t0 + seconds * 900, latest: t0 + (seconds + 180) * 1000 });
  });
  const visitor = midRun(seconds * 0.2, "visitor login", () => visitorDuringStorm({ baseUrl: site.baseUrl, device }));
  const publish = midRun(seconds * 0.4, "content:publish", () => publishMidRun({ root: ROOT, baseUrl: site.baseUrl, persistTo, marked }));
  // One after the other, as an operator would: locally both write the one SQLite file of the KV
  // store, and a purge that meets the publisher's write lock fails (bench/README.md).
  const purge = midRun(seconds * 0.6, "purge", () => purgeMidRun({ baseUrl: site.baseUrl, token, marked }), publish);
  const run = await load;
  const cpuAfter = groupCpuMs(site.pid);
  const stuffed = await stuffing;
  stuffingFigures = stuffingEvents(stuffed);
  events = [...(await Promise.all([visitor, publish, purge])), ...stuffingFigures.map(({ name, ok, detail }) => ({ name, ok, detail }))];
  cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / run.outcomes.length;
  report = { ...soakReport({ ...run, mix, marks }), seconds: run.seconds, marks };
} finally {
  if (!report) console.error(site.output().split("\n").slice(-30).join("\n"));
  writeFileSync(SITE_LOG, site.output());
  // Not the site's: miniflare cannot fetch the `cf` placeholder without the internet.
  workerErrors = site
    .output()
    .split("\n")
    .filter((line) => /error|✘|uncaught/i.test(line) && !/workers\.cloudflare\.com/.test(line));
  await site.stop();
}
const loadAfter = loadavg();

const overall = formatTable(figureRows([report.overall]), FIGURE_COLUMNS);
const kinds = formatTable(figureRows(report.kinds), FIGURE_COLUMNS);
const PHASE_COLUMNS = [{ ...FIGURE_COLUMNS[0], title: "phase" }, ...FIGURE_COLUMNS.slice(1)];
const phases = formatTable(figureRows(report.phases), PHASE_COLUMNS);
const causes = report.byCause.length ? formatTable(report.byCause, CAUSE_COLUMNS) : "(none)";
console.log(`\nOverall (${report.seconds.toFixed(1)} s at ${clients} clients; server CPU ${cpuMs?.toFixed(2) ?? "–"} ms per request):\n${overall}`);
console.log(`\nPer kind:\n${kinds}\n\nPer phase:\n${phases}\n\nNon-2xx answers by cause:\n${causes}`);
for (const { cause, kind, sample } of report.byCause)
  if (sample) console.log(`\nThe first ${cause} of ${kind} said: ${sample.replace(/\s+/g, " ").slice(0, 300)}`);
console.log(
  `\nCredential stuffing and the visitors (src/rate-limit/limits.ts login.site):\n${stuffingFigures.map((e) => `  ${e.name}: ${e.ok ? "as it should" : "FAILED"}; ${e.detail}`).join("\n")}`,
);
console.log(
  `\n5xx of the site: ${report.serverErrors}, no answer: ${report.noAnswer}, errors in all: ${report.errors}${report.firstErrorAt === undefined ? "" : ` (the first sent at ${report.firstErrorAt.toFixed(1)} s)`}; visitor logins, stuffing, publish and purge: ${events.every((e) => e.ok) ? "worked" : "FAILED"}.`,
);
const droppedInAll = report.dropped + stuffingFigures.reduce((sum, e) => sum + (e.figures.droppedByWrangler ?? 0), 0);
if (droppedInAll > 0) {
  console.log(`\n${droppedInAll} POST${droppedInAll === 1 ? " was" : "s were"} dropped by wrangler dev's proxy before the site saw ${droppedInAll === 1 ? "it" : "them"} (503 "Your worker restarted mid-request"):
a pooled connection to the runtime that had idled 5 s was closed as the request was written (cloudflare/workers-sdk#14641),
and wrangler ${WRANGLER} takes that for a reload of the worker, which never happened. Counted apart, not as errors (bench/README.md).`);
}
if (report.toolErrors > 0) {
  console.log(`\n${report.toolErrors} of the errors were not the site's but wrangler dev's: the same race on \`/\`, which wrangler ${WRANGLER} treats
as fatal (cloudflare/workers-sdk#15317; later releases stay up, #15252), and once it exits every request is refused. More clients
and a busier machine make it likelier; run again, or with fewer --clients (bench/README.md).`);
}
console.log(`Load average before ${loadBefore.join(" ")}, after ${loadAfter.join(" ")}.`);
if (workerErrors.length)
  console.log(`\nThe site's log named errors (${workerErrors.length} lines; the first 20; all of it in ${SITE_LOG}):\n${workerErrors.slice(0, 20).join("\n")}`);

const md = (rows, columns) => formatTable(rows, columns, { markdown: true });
mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(
  values.out,
  `${JSON.stringify(
    {
      benchmark: "soak",
      date: new Date().toISOString(),
      settings: {
        seconds,
        clients,
        requestTimeoutSeconds: Number(values.timeout),
        server: "wrangler dev (both configs) --log-level warn, NODE_ENV=production, EDGE_HTML_CACHE=on, fresh KV",
      },
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model ?? "",
        node: process.version,
        wrangler: WRANGLER,
        loadavgBefore: loadBefore,
        loadavgAfter: loadAfter,
      },
      serverCpuMsPerRequest: cpuMs,
      overall: report.overall,
      kinds: report.kinds,
      phases: report.phases,
      byCause: report.byCause,
      events,
      stuffing: Object.fromEntries(stuffingFigures.map((e) => [e.name, e.figures])),
      serverErrors: report.serverErrors,
      noAnswer: report.noAnswer,
      errors: report.errors,
      droppedByWrangler: droppedInAll,
      wranglerErrors: report.toolErrors,
      tables: {
        kinds: md(figureRows([...report.kinds, report.overall]), FIGURE_COLUMNS),
        phases: md(figureRows(report.phases), PHASE_COLUMNS),
        causes: report.byCause.length ? md(report.byCause, CAUSE_COLUMNS) : "",
      },
    },
    null,
    2,
  )}\n`,
);
console.log(`Written to ${values.out}`);
if (report.errors > 0 || report.serverErrors > 0 || report.noAnswer > 0 || !events.every((e) => e.ok)) process.exitCode = 1;
