// `npm test`: every check and every test project, one stage after the other, stopping at the first
// that fails, and a table of each stage's time at the end (also after a failure), so anyone can see
// where the time goes (on Linux also the CPU seconds each stage's processes used: the figure a busy
// machine changes least). `npm test -- --from runtime` starts at a stage; `--only e2e` runs one.
// The stages, the loop while editing, and why not two stages side by side: docs/decisions/042.
import { execFileSync, spawn } from "node:child_process";
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
  // One stage: their files mostly wait on sockets and timeouts, so three at a time fill the cores
  // (docs/decisions/042).
  ["venue-faults-push", "npx vitest run --project venue --project faults --project push"],
  ["e2e", "npx vitest run --project e2e"],
];

const { values } = parseArgs({ options: { from: { type: "string" }, only: { type: "string" } } });
const names = STAGES.map(([name]) => name);
/** The table's first column, as wide as the longest stage name. */
const WIDTH = Math.max(...names.map((name) => name.length));
for (const given of [values.from, values.only]) {
  if (given !== undefined && !names.includes(given)) {
    console.error(`No stage "${given}"; the stages are: ${names.join(", ")}`);
    process.exit(2);
  }
}
const first = values.only ?? values.from;
const start = first === undefined ? 0 : names.indexOf(first);
const end = values.only === undefined ? STAGES.length : start + 1;

/** Clock ticks per second, for /proc's CPU times; undefined where there is no getconf or /proc. */
const TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));
  } catch {
    return undefined;
  }
})();

/**
 * Runs one stage's command, its output straight to the terminal, in a shell that writes its own
 * /proc stat to fd 3 when the command ends: the user + system time of the children it waited for is
 * the CPU the stage used. Resolves with the exit code, the elapsed milliseconds and the CPU seconds
 * (undefined off Linux).
 */
function runStage(command) {
  const began = Date.now();
  const wrapped = `${command}\ncode=$?\ncat /proc/$$/stat >&3 2>/dev/null\nexit $code`;
  return new Promise((resolve) => {
    const child = spawn(wrapped, { shell: true, stdio: ["inherit", "inherit", "inherit", "pipe"] });
    let stat = "";
    child.stdio[3].on("data", (chunk) => (stat += chunk));
    child.once("close", (code, signal) => {
      // cutime and cstime are fields 16 and 17 of proc_pid_stat(5); the split starts at field 3.
      const fields = stat.split(") ")[1]?.trim().split(" ");
      const cpu = TICKS && fields ? (Number(fields[13]) + Number(fields[14])) / TICKS : undefined;
      resolve({ code: code ?? (signal ? 1 : 0), ms: Date.now() - began, cpu });
    });
  });
}

const load = loadavg()[0];
const times = [];
let failed;
for (const [name, command] of STAGES.slice(start, end)) {
  console.log(`\n▶ ${name}: ${command}`);
  const result = await runStage(command);
  times.push([name, result]);
  if (result.code !== 0) {
    failed = name;
    process.exitCode = result.code;
    break;
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const cpu = (s) => (s === undefined ? "" : `  ${s.toFixed(0).padStart(5)} CPU s`);
console.log(`\nStage times (load average ${load.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end):`);
for (const [name, { ms, cpu: cpuSeconds }] of times)
  console.log(`  ${name.padEnd(WIDTH)} ${seconds(ms).padStart(8)}${cpu(cpuSeconds)}${name === failed ? "  FAILED" : ""}`);
const total = times.reduce((sum, [, { ms }]) => sum + ms, 0);
const allCpu = times.every(([, r]) => r.cpu !== undefined) ? times.reduce((sum, [, r]) => sum + r.cpu, 0) : undefined;
console.log(`  ${"total".padEnd(WIDTH)} ${seconds(total).padStart(8)}${cpu(allCpu)}`);
