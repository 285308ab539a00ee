// Starts the site as `npm start` does — `wrangler dev` with the site's and the sandbox venue's
// configs — in production mode (NODE_ENV=production: React's production build; development React
// is several times slower and says nothing about the deployed site), on a free port, with a fresh
// --persist-to directory so KV starts empty. Used by every benchmark in bench/.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

/** A port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs `npx wrangler dev` from `root` in its own process group and resolves once the site answers.
 *
 * @example const site = await startSite({ root, args: ["--var", "BENCH:1"] }); …; await site.stop();
 * `persistTo` runs it on state prepared beforehand (kept; `cleanUp` runs after stop), else on a
 * fresh directory that stop() removes.
 *
 * @param {{ root: string, env?: Record<string, string>, args?: string[], persistTo?: string, cleanUp?: () => void }} options
 * @returns {Promise<{ baseUrl: string, port: number, pid: number, stop: () => Promise<void>, output: () => string }>}
 */
export async function startSite({ root, env = {}, args: extraArgs = [], persistTo: given, cleanUp: afterStop }) {
  const port = await freePort();
  const inspectorPort = await freePort();
  const persistTo = given ?? mkdtempSync(join(tmpdir(), "kinoweb-bench-"));
  const cleanUp = afterStop ?? (() => rmSync(persistTo, { recursive: true, force: true }));
  const baseUrl = `http://127.0.0.1:${port}`;
  const args = ["--no-install", "wrangler", "dev", "-c", "wrangler.toml", "-c", "sandbox/venue/wrangler.toml"];
  args.push("--port", `${port}`, "--ip", "127.0.0.1", "--inspector-port", `${inspectorPort}`);
  args.push("--persist-to", persistTo, "--show-interactive-dev-session=false", ...extraArgs);
  const child = spawn("npx", args, {
    cwd: root,
    // A process group of its own, so stopping it also stops workerd and esbuild.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", NODE_ENV: "production", ...env },
  });
  let log = "";
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  let exit;
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      exit = signal ?? `code ${code}`;
      resolve();
    }),
  );
  const killGroup = (signal) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // The group is gone already.
    }
  };
  const onExit = () => {
    killGroup("SIGKILL");
    cleanUp();
  };
  process.once("exit", onExit);
  const stop = async () => {
    process.off("exit", onExit);
    killGroup("SIGTERM");
    const timer = setTimeout(() => killGroup("SIGKILL"), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
    killGroup("SIGKILL"); // anything of the group that outlived wrangler
    cleanUp();
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && exit === undefined && !/Build failed/.test(log)) {
    try {
      await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(5_000), redirect: "manual" });
      // pid is also the id of the process group: wrangler, its proxy, workerd and esbuild.
      return { baseUrl, port, inspectorPort, pid: child.pid, stop, output: () => log };
    } catch {
      await sleep(250);
    }
  }
  await stop();
  throw new Error(`The site did not start on ${baseUrl} (${exit ?? "no answer"}). wrangler's output:\n${log}`);
}
