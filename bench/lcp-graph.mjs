#!/usr/bin/env node
// What Lighthouse's simulated LCP counts, page by page (decision 052): one Lighthouse run of each page
// kind and of the floor page, as the published site, over HTTP/1.1 and/or HTTP/2, and for each the
// LCP element, the observed FCP and LCP, and the two Lantern graphs LCP is the mean of — every
// request and main-thread task in them, observed (unthrottled, ms after navigation) and simulated.
//
//   npm run bench:lcp-graph [-- --page / --protocols h2 --out file]
//
// Writes bench/lcp-graph-results.json; bench/README.md ("What Lantern counts") reads the figures.
import { writeFileSync } from "node:fs";
import os from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { ensureChromium } from "../tests/e2e/support/ensure-chromium.mjs";
import { writeFloorPage } from "./lib/floor-page.mjs";
import { startH2Proxy } from "./lib/h2-proxy.mjs";
import { lanternLcpGraph } from "./lib/lantern-lcp-graph.mjs";
import { auditWithArtifacts, PAGES } from "./lib/lighthouse-audit.mjs";
import { formatTable } from "./lib/table.mjs";
import { startPublishedSite } from "./published-site.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    page: { type: "string", multiple: true },
    protocols: { type: "string", default: "h2" },
    out: { type: "string", default: join(ROOT, "bench", "lcp-graph-results.json") },
  },
});
const pages = values.page ?? PAGES;
const protocols = values.protocols.split(",").map((p) => p.trim());
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

const floorPage = writeFloorPage(ROOT);
const results = [];
console.log(
  `Load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")} on ${os.cpus().length} CPUs.`,
);
try {
  const site = await startPublishedSite({ root: ROOT });
  try {
    const floor = await floorPage.path(site.baseUrl);
    for (const path of pages) await fetch(site.baseUrl + path).then((res) => res.arrayBuffer());
    for (const protocol of protocols) {
      const proxy = protocol === "h2" ? await startH2Proxy({ target: site.baseUrl }) : null;
      try {
        const base = proxy ? proxy.baseUrl : site.baseUrl;
        const flags = proxy ? [`--ignore-certificate-errors-spki-list=${proxy.spki}`] : [];
        for (const path of [floor, ...pages]) {
          const graph = await lanternLcpGraph(await auditWithArtifacts(base + path, flags));
          const name = path === floor ? "floor" : path;
          results.push({ protocol, page: name, load: os.loadavg()[0], ...graph });
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
      } finally {
        await proxy?.stop();
      }
    }
  } finally {
    await site.stop();
  }
} finally {
  floorPage.remove();
}
writeFileSync(values.out, `${JSON.stringify({ date: new Date().toISOString(), results }, null, 1)}\n`);
console.log(`\nWrote ${values.out}`);
