#!/usr/bin/env node
// What Lighthouse's simulated LCP counts, page by page (decision 052): one Lighthouse run of each page
// kind and of the floor page, as the published site, over HTTP/1.1 and/or HTTP/2, and for each the
// LCP element, the observed FCP and LCP, and the two Lantern graphs LCP is the mean of — every
// request and main-thread task in them, observed (unthrottled, ms after navigation) and simulated.
//
//   npm run bench:lcp-graph [-- --runs 3 --page / --protocols h2,h1 --out file]
//
// With several runs it ends with the medians over the floor of the same turn: the page's LCP and
// what each lever would make it (bench/lib/lantern-what-if.mjs), per protocol.
//
// Writes bench/lcp-graph-results.json; bench/README.md ("What Lantern counts") reads the figures.
import { writeFileSync } from "node:fs";
import os from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { ensureChromium } from "../tests/e2e/support/ensure-chromium.mjs";
import { FLOOR_HTML } from "./lib/floor-page.mjs";
import { graphSummary, lanternLcpGraph } from "./lib/lantern-lcp-graph.mjs";
import { auditWithArtifacts, median, PAGES } from "./lib/lighthouse-audit.mjs";
import { withPublishedSite } from "./lib/lighthouse-session.mjs";
import { formatTable } from "./lib/table.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    page: { type: "string", multiple: true },
    protocols: { type: "string", default: "h2" },
    runs: { type: "string", default: "1" },
    out: { type: "string", default: join(ROOT, "bench", "lcp-graph-results.json") },
  },
});
const pages = values.page ?? PAGES;
const protocols = values.protocols.split(",").map((p) => p.trim());
const runs = Number(values.runs);
process.env.CHROME_PATH ??= ensureChromium();

const COLUMNS = [
  { key: "graph", title: "in" },
  { key: "what", title: "request or task (its work, observed ms)" },
  { key: "size", title: "KB / ms", align: "right" },
  { key: "observed", title: "observed ms", align: "right" },
  { key: "simulated", title: "simulated ms", align: "right" },
];

/** The pessimistic graph's nodes (a superset of the optimistic one's), marked where the optimistic one has them too. */
function table(graph) {
  const optimistic = new Set(graph.optimistic.rows.map((r) => `${r.what}@${r.observed.start}`));
  return graph.pessimistic.rows.map((r) => ({
    graph: optimistic.has(`${r.what}@${r.observed.start}`) ? "both" : "pess.",
    what: r.kind === "request" ? `${r.what} (${r.priority})` : `task: ${r.what}`,
    size: r.kind === "request" ? r.kb : r.observedMs.toFixed(1),
    observed: `${Math.round(r.observed.start)}–${Math.round(r.observed.end)}`,
    simulated: `${r.simulated.start}–${r.simulated.end}`,
  }));
}

const results = [];
console.log(
  `Load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")} on ${os.cpus().length} CPUs.`,
);
await withPublishedSite({ root: ROOT, pages, floors: { floor: FLOOR_HTML } }, async (session) => {
  for await (const { protocol, baseUrl, chromeFlags } of session.overProtocols(protocols))
    for (let run = 1; run <= runs; run++)
      for (const path of [session.floors.floor, ...pages]) {
        const graph = await lanternLcpGraph(await auditWithArtifacts(baseUrl + path, chromeFlags));
        const name = path === session.floors.floor ? "floor" : path;
        results.push({ protocol, run, page: name, load: os.loadavg()[0], ...graph });
        console.log(
          `\n${protocol} ${name}: LCP ${graph.lcp} ms (optimistic ${graph.optimistic.ms}, pessimistic ${graph.pessimistic.ms}); observed FCP ${Math.round(graph.observed.fcp)}, LCP ${Math.round(graph.observed.lcp)} ms; load ${os.loadavg()[0].toFixed(1)}`,
        );
        console.log(`LCP element: ${graph.element.label} — ${graph.element.selector}`);
        console.log(`LCP candidates (ms, kind, px²): ${graph.candidates.map((c) => `${c.ms} ${c.type} ${c.size}`).join("; ")}`);
        console.log(formatTable(table(graph), COLUMNS));
        console.log(
          `What if (LCP ms, the same run simulated again): ${Object.entries(graph.whatIf)
            .map(([k, v]) => `${k} ${v}`)
            .join("; ")}`,
        );
      }
});
/** Per protocol and page: medians over the floor of the same turn, of LCP and of every lever's LCP. */
function overFloor() {
  const rows = [];
  for (const protocol of protocols) {
    const floors = new Map(results.filter((r) => r.protocol === protocol && r.page === "floor").map((r) => [r.run, r.lcp]));
    for (const page of pages) {
      const mine = results.filter((r) => r.protocol === protocol && r.page === page);
      const over = (pick) => {
        const ms = Math.round(median(mine.map((r) => pick(r) - floors.get(r.run))));
        return ms < 0 ? `${ms}` : `+${ms}`;
      };
      const row = { protocol, page, lcp: over((r) => r.lcp), element: mine.at(-1).element.selector.split(" > ").at(-1) };
      for (const lever of Object.keys(mine[0].whatIf).filter((k) => k !== "as")) row[lever] = over((r) => r.whatIf[lever]);
      row.bound = [...new Set(mine.map((r) => graphSummary(r.pessimistic).boundBy))].join(", ");
      rows.push(row);
    }
  }
  return rows;
}
if (runs > 1 || pages.length > 1) {
  const rows = overFloor();
  console.log(`\nMedian over the floor of the same turn (ms), ${runs} run(s); the lever columns are LCP with that lever alone:\n`);
  console.log(
    formatTable(
      rows,
      Object.keys(rows[0]).map((key) => ({ key, title: key, align: ["protocol", "page", "element", "bound"].includes(key) ? "left" : "right" })),
    ),
  );
}
// Each graph by its summary (the printed tables above have every node): the file stays small.
const compact = (r) => ({
  ...r,
  optimistic: { ms: r.optimistic.ms, ...graphSummary(r.optimistic) },
  pessimistic: { ms: r.pessimistic.ms, ...graphSummary(r.pessimistic) },
});
writeFileSync(values.out, `${JSON.stringify({ date: new Date().toISOString(), results: results.map(compact) }, null, 1)}\n`);
console.log(`\nWrote ${values.out}`);
