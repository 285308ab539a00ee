// Starts the real site the way `npm start` does (`wrangler dev` from the repo root: build command,
// worker and static assets) on a free port, with a throwaway KV directory, and stops it again.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

export interface RunningSite {
  baseUrl: string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Where to run: by default a free port and a throwaway KV directory. A test that restarts the site
 * (a "second deploy") passes the same port and directory again; a directory it passes is its own
 * to remove.
 */
export type SiteOptions = { port?: number; persistTo?: string };

/** Runs `npx wrangler dev` from `root` in its own process group; resolves once the site answers. */
export async function startSite(root: string, options: SiteOptions = {}): Promise<RunningSite> {
  const port = options.port ?? (await freePort());
  const inspectorPort = await freePort();
  const ownDir = options.persistTo === undefined;
  const persistTo = options.persistTo ?? mkdtempSync(join(tmpdir(), "kinoweb-e2e-kv-"));
  const removeDir = () => ownDir && rmSync(persistTo, { recursive: true, force: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  // The site and the sandbox venue it logs visitors in with, joined by a service binding.
  const args = ["--no-install", "wrangler", "dev", "-c", "wrangler.toml", "-c", "sandbox/venue/wrangler.toml"];
  args.push("--port", `${port}`, "--ip", "127.0.0.1");
  args.push("--inspector-port", `${inspectorPort}`, "--persist-to", persistTo);
  args.push("--show-interactive-dev-session=false");

  const child = spawn("npx", args, {
    cwd: root,
    // A process group of its own, so that stopping it also stops workerd and esbuild.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", NODE_ENV: "production" },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  let exit: string | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      exit = signal ?? `code ${code}`;
      resolve();
    }),
  );

  const killGroup = (signal: NodeJS.Signals) => {
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
  // Should vitest die without running teardown, the server still goes down with it.
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
      return { baseUrl, stop };
    } catch {
      await sleep(250);
    }
  }
  await stop();
  const why = buildFailed()
    ? "the worker did not build"
    : exit === undefined
      ? `no answer in ${START_TIMEOUT_MS / 1000} s`
      : `wrangler exited (${exit})`;
  throw new Error(`The site did not start on ${baseUrl}: ${why}. wrangler's output:\n${output}`);
}
