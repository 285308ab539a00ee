// `npm run typecheck`: the five TypeScript projects (the worker with its tests, the browser code,
// the service worker, the browser tests, the sandbox venue), two at a time on a two-core machine,
// each incremental (its build info under node_modules/.cache/tsc/), so a second run after a small
// change takes seconds. Fails when any of them does; each one's errors are printed together.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";

const PROJECTS = ["tsconfig.json", "src/client/tsconfig.json", "src/client/sw/tsconfig.json", "tests/e2e/tsconfig.json", "sandbox/venue/tsconfig.json"];
const AT_ONCE = 2;
const CACHE = "node_modules/.cache/tsc";

mkdirSync(CACHE, { recursive: true });

/** One project's check: its exit code and everything tsc printed. */
function check(project) {
  const info = `${CACHE}/${project.replaceAll("/", "_")}.tsbuildinfo`;
  return new Promise((resolve) => {
    const child = spawn("npx", ["--no-install", "tsc", "-p", project, "--incremental", "--tsBuildInfoFile", info], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("exit", (code) => resolve({ project, code: code ?? 1, output }));
  });
}

const queue = [...PROJECTS];
const results = [];
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    for (let project = queue.shift(); project !== undefined; project = queue.shift()) results.push(await check(project));
  }),
);
for (const { project, code, output } of results) {
  if (code === 0) continue;
  console.error(`tsc -p ${project}:\n${output}`);
  process.exitCode = 1;
}
if (process.exitCode !== 1) console.log(`${PROJECTS.length} TypeScript projects check clean.`);
