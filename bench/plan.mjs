// npm run bench:plan — the CPU time of one "Lag planen min" plan (src/plan/make-plan.ts): on
// made-up programmes (films × 4–8 screenings × 5 places over 7 days, many seeds each) and on the
// demo festival's own programme (content/events, the places and walks of content/site.json), with
// lists of 10, 20 and 40 of its films, some of them marked "må se". The planner is pure, so it runs
// here in Node, bundled by esbuild; Workers run the same code on V8.
//
//   npm run bench:plan                      # 10, 20 and 40 films, 200 seeds each
//   npm run bench:plan -- --seeds 50 --films 40 --max-per-day 3 --must 5
import { build } from "esbuild";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { festivalLists } from "./lib/festival-lists.mjs";
import { formatTable } from "./lib/table.mjs";

const { values } = parseArgs({
  options: {
    seeds: { type: "string", default: "200" },
    films: { type: "string", default: "10,20,40" },
    "max-per-day": { type: "string" },
    /** Films of each list marked "må se" (the first of the list), besides the rows with none. */
    must: { type: "string", default: "5" },
    markdown: { type: "boolean", default: false },
  },
});

const dir = mkdtempSync(join(tmpdir(), "bench-plan-"));
const outfile = join(dir, "plan.mjs");
await build({
  stdin: {
    contents: [
      `export { makePlan } from "./src/plan/make-plan";`,
      `export { planScreening } from "./src/plan/plan-screening";`,
      `export { walkingTime } from "./src/plan/walking-minutes";`,
      `export { generateProgramme, prng } from "./tests/plan/generated-programme";`,
    ].join("\n"),
    resolveDir: process.cwd(),
    loader: "ts",
  },
  bundle: true,
  format: "esm",
  platform: "node",
  outfile,
  logLevel: "warning",
});
const planner = await import(outfile);
rmSync(dir, { recursive: true });

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const maxPerDay = values["max-per-day"] === undefined ? undefined : Number(values["max-per-day"]);
const seeds = Number(values.seeds);

/** Plans every case once, with no warm-up (a Worker pays the cold start too), and sums them up. */
function measure(label, films, cases) {
  const times = [];
  let nodes = 0;
  let inexact = 0;
  let tiesOpen = 0;
  let placed = 0;
  let mustPlaced = 0;
  let mustAsked = 0;
  for (const c of cases()) {
    const before = cpuMs();
    const plan = planner.makePlan(c.films, c.screenings, { now: c.now, maxPerDay, mustSee: c.mustSee }, c.walking);
    times.push(cpuMs() - before);
    nodes = Math.max(nodes, plan.nodes);
    if (!plan.exact) inexact++;
    if (!plan.tiesSettled) tiesOpen++;
    placed += plan.chosen.length / c.films.length;
    const must = new Set(c.mustSee);
    mustAsked += must.size;
    mustPlaced += plan.chosen.filter((x) => must.has(x.screening.filmId)).length;
  }
  times.sort((a, b) => a - b);
  return {
    programme: label,
    films,
    "må se": cases.must,
    plans: times.length,
    median: pct(times, 50).toFixed(2),
    p99: pct(times, 99).toFixed(2),
    worst: times.at(-1).toFixed(2),
    "most nodes": nodes,
    "not proven": inexact,
    "ties open": tiesOpen,
    "placed share": `${Math.round((placed / times.length) * 100)} %`,
    "må se placed": mustAsked === 0 ? "–" : `${Math.round((mustPlaced / mustAsked) * 100)} %`,
  };
}

const rows = [];
for (const films of values.films.split(",").map(Number)) {
  for (const must of [0, Math.min(Number(values.must), films)]) {
    const generated = function* () {
      for (let seed = 1; seed <= seeds; seed++) {
        const p = planner.generateProgramme(seed * 7919 + films, { films, minScreenings: 4, maxScreenings: 8, places: 5, days: 7 });
        yield { ...p, mustSee: p.films.slice(0, must).map((f) => f.filmId) };
      }
    };
    generated.must = must;
    rows.push(measure("made up", films, generated));
    const festival = function* () {
      yield* festivalLists(planner, { films, must, seeds });
    };
    festival.must = must;
    rows.push(measure("demo festival", films, festival));
  }
}
console.log(
  `CPU ms per plan (${maxPerDay === undefined ? "no limit per day" : `at most ${maxPerDay} a day`}): made up = films × 4–8 screenings × 5 places × 7 days; demo festival = lists of its films at the festival's first morning`,
);
const columns = ["programme", "films", "må se", "plans", "median", "p99", "worst", "most nodes", "not proven", "ties open", "placed share", "må se placed"].map(
  (key) => ({
    key,
    title: key,
    align: key === "programme" ? "left" : "right",
  }),
);
console.log(formatTable(rows, columns, { markdown: values.markdown }));
