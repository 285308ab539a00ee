// `npm test`: every check and every test project, one stage after the other, stopping at the first
// that fails, and a table of each stage's time at the end (also after a failure), so anyone can see
// where the time goes (on Linux also the CPU seconds each stage's processes used: the figure a busy
// machine changes least). `npm test -- --lanes` runs the checks and the build, then the browser
// stage beside the workerd and Node stages: on two cores that was slower than one at a time (both
// lanes want the cores), on more it is what they are for. `--from runtime` starts at a stage;
// `--only e2e` runs one. The stages and the loop while editing: docs/decisions/042.
import { execFileSync, spawn } from "node:child_process";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";

/**
 * Name → command, lane and the setting it takes when it runs beside the browser stage, in the
 * order they run one at a time: the cheap checks first, the browser last.
 */
const STAGES = [
  ["lint", "npm run lint", "first"],
  ["format", "npm run format:check", "first"],
  ["imports", "npm run deps:check", "first"],
  ["knip", "npm run knip", "first"],
  ["build", "npm run build", "first"],
  ["types", "npm run typecheck", "workerd"],
  ["unit", "npx vitest run --project unit", "workerd"],
  // Beside the browser stage one file at a time: two would take the cores the pages wait for.
  ["runtime", "npx vitest run --project runtime", "workerd", "RUNTIME_WORKERS=1"],
  ["venue", "npx vitest run --project venue", "workerd"],
  ["faults", "npx vitest run --project faults", "workerd"],
  ["push", "npx vitest run --project push", "workerd"],
  ["e2e", "npx vitest run --project e2e", "browser"],
];

const { values } = parseArgs({ options: { from: { type: "string" }, only: { type: "string" }, lanes: { type: "boolean" } } });
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
const chosen = STAGES.slice(start, end);

/** Clock ticks per second, for /proc's CPU times; undefined where there is no getconf or /proc. */
const TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));
  } catch {
    return undefined;
  }
})();

/**
 * Runs one stage's command in a shell that, when the command ends, writes its own /proc stat to fd 3:
 * the user + system time of the children it waited for is the CPU the stage used, whatever ran beside
 * it. One stage at a time its output goes straight to the terminal; in lanes it is kept and printed
 * whole when the stage ends, so two lanes never mix their lines. Resolves with the exit code, the
 * elapsed milliseconds and the CPU seconds (undefined off Linux).
 */
function runStage(name, command, inLanes) {
  const began = Date.now();
  const wrapped = `${command}\ncode=$?\ncat /proc/$$/stat >&3 2>/dev/null\nexit $code`;
  const header = `\n▶ ${name}: ${command}\n`;
  if (!inLanes) process.stdout.write(header);
  return new Promise((resolve) => {
    const output = inLanes ? "pipe" : "inherit";
    const child = spawn(wrapped, { shell: true, stdio: ["inherit", output, output, "pipe"] });
    const kept = [];
    let stat = "";
    child.stdout?.on("data", (chunk) => kept.push(chunk));
    child.stderr?.on("data", (chunk) => kept.push(chunk));
    child.stdio[3].on("data", (chunk) => (stat += chunk));
    child.once("close", (code, signal) => {
      if (inLanes) process.stdout.write(Buffer.concat([Buffer.from(header), ...kept]));
      // cutime and cstime are fields 16 and 17 of proc_pid_stat(5); the split starts at field 3.
      const fields = stat.split(") ")[1]?.trim().split(" ");
      const cpu = TICKS && fields ? (Number(fields[13]) + Number(fields[14])) / TICKS : undefined;
      resolve({ code: code ?? (signal ? 1 : 0), ms: Date.now() - began, cpu });
    });
  });
}

const results = new Map();
let failed = false;

/** Runs stages one after the other until one fails (here or in the other lane). */
async function runLane(stages, besideBrowser) {
  for (const [name, alone, , beside] of stages) {
    if (failed) return;
    const command = besideBrowser && beside ? `${beside} ${alone}` : alone;
    if (values.lanes) console.log(`… ${name} started`);
    const result = await runStage(name, command, values.lanes === true);
    results.set(name, result);
    if (result.code !== 0) {
      failed = true;
      process.exitCode = result.code;
    }
  }
}

const load = loadavg()[0];
const began = Date.now();
if (!values.lanes) {
  await runLane(chosen);
} else {
  await runLane(chosen.filter(([, , lane]) => lane === "first"));
  const browser = chosen.filter(([, , lane]) => lane === "browser");
  await Promise.all([
    runLane(browser),
    runLane(
      chosen.filter(([, , lane]) => lane === "workerd"),
      browser.length > 0,
    ),
  ]);
}
const elapsed = Date.now() - began;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const cpu = (s) => (s === undefined ? "" : `  ${s.toFixed(0).padStart(5)} CPU s`);
const how = values.lanes ? "the browser stage beside the workerd and Node stages" : "one stage at a time";
console.log(`\nStage times (${how}; load average ${load.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end):`);
for (const [name] of chosen) {
  const result = results.get(name);
  if (result === undefined) console.log(`  ${name.padEnd(8)} ${"not run".padStart(8)}`);
  else console.log(`  ${name.padEnd(8)} ${seconds(result.ms).padStart(8)}${cpu(result.cpu)}${result.code === 0 ? "" : "  FAILED"}`);
}
const cpus = [...results.values()].map((r) => r.cpu);
const allCpu = cpus.every((s) => s !== undefined) ? cpus.reduce((sum, s) => sum + s, 0) : undefined;
console.log(`  ${"total".padEnd(8)} ${seconds(elapsed).padStart(8)}${cpu(allCpu)}  (elapsed)`);
