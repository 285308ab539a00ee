// Starts the real site the way `npm start` does — `wrangler dev` from the repo root with the site's
// and the sandbox venue's configs (build command, worker, static assets, the venue behind its
// service binding) — in production mode (NODE_ENV=production: React's production build, which is
// what is deployed; development React is several times slower), on a free port, with a throwaway
// KV directory, and stops it again with everything it started.
//
// Plain JS so that Node runs it without a TypeScript step: the browser tests (global-setup and the
// tests that restart the site) and every benchmark in bench/ use it. Types: site-server.d.mts.
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
 * Runs `npx wrangler dev` from `root` in its own process group; resolves once the site answers.
 * By default on a free port and a fresh KV directory that stop() removes. A caller that restarts
 * the site (a "second deploy") passes the same `port` and `persistTo` again; a `persistTo` it
 * passes is its own (`cleanUp`, if given, runs after stop). `args` and `env` go to wrangler;
 * `configs` are the wrangler configs (the site's and the sandbox venue's by default).
 *
 * @example const site = await startSite(root, { args: ["--log-level", "warn"] }); …; await site.stop();
 */
export async function startSite(
  root,
  { port: givenPort, persistTo: givenDir, cleanUp, args: extraArgs = [], env = {}, configs = ["wrangler.toml", "sandbox/venue/wrangler.toml"] } = {},
) {
  const port = givenPort ?? (await freePort());
  const inspectorPort = await freePort();
  const persistTo = givenDir ?? mkdtempSync(join(tmpdir(), "kinoweb-site-"));
  const removeDir = () => {
    if (givenDir === undefined) rmSync(persistTo, { recursive: true, force: true });
    cleanUp?.();
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const args = ["--no-install", "wrangler", "dev", ...configs.flatMap((config) => ["-c", config])];
  args.push("--port", `${port}`, "--ip", "127.0.0.1", "--inspector-port", `${inspectorPort}`);
  args.push("--persist-to", persistTo, "--show-interactive-dev-session=false", ...extraArgs);

  const child = spawn("npx", args, {
    cwd: root,
    // A process group of its own, so that stopping it also stops workerd and esbuild.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", NODE_ENV: "production", ...env },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
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
  /** Waits (boundedly) until no process of the group is left, so `pgrep workerd` finds none. */
  const groupGone = async () => {
    for (let tries = 0; tries < 50; tries++) {
      try {
        if (child.pid) process.kill(-child.pid, 0);
      } catch {
        return;
      }
      await sleep(100);
    }
  };
  // Should the caller die without stopping it (vitest without teardown, Ctrl-C), the server still goes down.
  const onExit = () => {
    killGroup("SIGKILL");
    removeDir();
  };
  process.once("exit", onExit);

  const stop = async () => {
    process.off("exit", onExit);
    killGroup("SIGTERM");
    const timer = setTimeout(() => killGroup("SIGKILL"), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
    killGroup("SIGKILL"); // anything in the group that outlived wrangler itself
    await groupGone();
    removeDir();
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  // A failed worker build leaves wrangler waiting for a file change: no point in waiting for it.
  const buildFailed = () => /Build failed/.test(output);
  while (Date.now() < deadline && exit === undefined && !buildFailed()) {
    try {
      // Any HTTP answer, even a 404 or a 500, means the server is up.
      await fetch(baseUrl + "/", { signal: AbortSignal.timeout(5_000), redirect: "manual" });
      // pid is also the id of the process group: wrangler, its proxy, workerd and esbuild.
      return { baseUrl, port, inspectorPort, pid: child.pid, stop, output: () => output, exited: exited.then(() => exit) };
    } catch {
      await sleep(250);
    }
  }
  await stop();
  const why = buildFailed() ? "the worker did not build" : exit === undefined ? `no answer in ${START_TIMEOUT_MS / 1000} s` : `wrangler exited (${exit})`;
  throw new Error(`The site did not start on ${baseUrl}: ${why}. wrangler's output:\n${output}`);
}
