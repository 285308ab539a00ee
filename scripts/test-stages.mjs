// `npm test`: every check and every test project, one stage after the other, stopping at the first
// that fails, and a table of each stage's time at the end (also after a failure), so anyone can see
// where the time goes (on Linux also the CPU seconds each stage's processes used: the figure a busy
// machine changes least). `npm test -- --from runtime` starts at a stage; `--only e2e` runs one.
// The stages and the loop while editing (`npm run test:quick`): docs/decisions/042.
import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";

/** Name → command, in the order they run: the cheap checks first, the browser last. */
const STAGES = [
  ["lint", "npm run lint"],
  ["format", "npm run format:check"],
  ["imports", "npm run deps:check"],
  ["knip", "npm run knip"],
  ["build", "npm run build"],
  ["types", "npm run typecheck"],
  ["unit", "npx vitest run --project unit"],
  ["runtime", "npx vitest run --project runtime"],
  ["venue", "npx vitest run --project venue"],
  ["faults", "npx vitest run --project faults"],
  ["push", "npx vitest run --project push"],
  ["e2e", "npx vitest run --project e2e"],
];

const { values } = parseArgs({ options: { from: { type: "string" }, only: { type: "string" } } });
const names = STAGES.map(([name]) => name);
for (const given of [values.from, values.only]) {
  if (given !== undefined && !names.includes(given)) {
    console.error(`No stage "${given}"; the stages are: ${names.join(", ")}`);
    process.exit(2);
  }
}
const first = values.only ?? values.from;
const start = first === undefined ? 0 : names.indexOf(first);
const end = values.only === undefined ? STAGES.length : start + 1;

/** Runs one command in a shell with the terminal's output; resolves with its exit code. */
function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: "inherit" });
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * User + system CPU seconds of the finished child processes so far (Linux's /proc: each process adds
 * those of the children it waited for), or undefined where there is no /proc.
 */
function childCpuSeconds() {
  try {
    const ticks = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));
    // cutime and cstime are fields 16 and 17 of proc_pid_stat(5); the split starts at field 3.
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    return (Number(fields[13]) + Number(fields[14])) / ticks;
  } catch {
    return undefined;
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const times = [];
let failed;
const load = loadavg()[0];
for (const [name, command] of STAGES.slice(start, end)) {
  console.log(`\n▶ ${name}: ${command}`);
  const began = Date.now();
  const cpuBefore = childCpuSeconds();
  const code = await run(command);
  const cpuAfter = childCpuSeconds();
  times.push([name, Date.now() - began, cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore]);
  if (code !== 0) {
    failed = name;
    process.exitCode = code;
    break;
  }
}

const total = times.reduce((sum, [, ms]) => sum + ms, 0);
console.log(`\nStage times (load average ${load.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end):`);
const cpu = (s) => (s === undefined ? "" : `  ${s.toFixed(0).padStart(5)} CPU s`);
for (const [name, ms, cpuSeconds] of times) console.log(`  ${name.padEnd(8)} ${seconds(ms).padStart(8)}${cpu(cpuSeconds)}${name === failed ? "  FAILED" : ""}`);
const allCpu = times.every(([, , s]) => s !== undefined) ? times.reduce((sum, [, , s]) => sum + s, 0) : undefined;
console.log(`  ${"total".padEnd(8)} ${seconds(total).padStart(8)}${cpu(allCpu)}`);
