// npm run bench:plan — the CPU time of one "Lag planen min" plan (src/plan/make-plan.ts) on made-up
// programmes: films × 4–8 screenings × 5 places over 7 days, many seeds each. The planner is pure,
// so it runs here in Node, bundled by esbuild; Workers run the same code on V8.
//
//   npm run bench:plan                      # 10, 20 and 40 films, 200 seeds each
//   npm run bench:plan -- --seeds 50 --films 40 --max-per-day 3
import { build } from "esbuild";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { formatTable } from "./lib/table.mjs";

const { values } = parseArgs({
  options: {
    seeds: { type: "string", default: "200" },
    films: { type: "string", default: "10,20,40" },
    "max-per-day": { type: "string" },
    markdown: { type: "boolean", default: false },
  },
});

const dir = mkdtempSync(join(tmpdir(), "bench-plan-"));
const outfile = join(dir, "plan.mjs");
await build({
  stdin: {
    contents: `export { makePlan } from "./src/plan/make-plan"; export { generateProgramme } from "./tests/plan/generated-programme";`,
    resolveDir: process.cwd(),
    loader: "ts",
  },
  bundle: true,
  format: "esm",
  platform: "node",
  outfile,
  logLevel: "warning",
});
const { makePlan, generateProgramme } = await import(outfile);
rmSync(dir, { recursive: true });

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const maxPerDay = values["max-per-day"] === undefined ? undefined : Number(values["max-per-day"]);

const rows = [];
for (const films of values.films.split(",").map(Number)) {
  const times = [];
  let nodes = 0;
  let inexact = 0;
  let tiesOpen = 0;
  let placed = 0;
  for (let seed = 1; seed <= Number(values.seeds); seed++) {
    const p = generateProgramme(seed * 7919 + films, { films, minScreenings: 4, maxScreenings: 8, places: 5, days: 7 });
    // A warm-up call per programme would hide the cold start a Worker pays: measure the first.
    const before = cpuMs();
    const plan = makePlan(p.films, p.screenings, { now: p.now, maxPerDay }, p.walking);
    times.push(cpuMs() - before);
    nodes = Math.max(nodes, plan.nodes);
    if (!plan.exact) inexact++;
    if (!plan.tiesSettled) tiesOpen++;
    placed += plan.chosen.length / films;
  }
  times.sort((a, b) => a - b);
  rows.push({
    films,
    plans: times.length,
    median: pct(times, 50).toFixed(2),
    p99: pct(times, 99).toFixed(2),
    worst: times.at(-1).toFixed(2),
    "most nodes": nodes,
    "not proven": inexact,
    "ties open": tiesOpen,
    "placed share": `${Math.round((placed / times.length) * 100)} %`,
  });
}
console.log(`CPU ms per plan (${maxPerDay === undefined ? "no limit per day" : `at most ${maxPerDay} a day`}), films × 4–8 screenings × 5 places × 7 days`);
const columns = ["films", "plans", "median", "p99", "worst", "most nodes", "not proven", "ties open", "placed share"].map((key) => ({ key, title: key, align: "right" }));
console.log(formatTable(rows, columns, { markdown: values.markdown }));
