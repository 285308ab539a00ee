// The site as a search engine or a visitor meets it once it is published: a copy of content/ with
// `published: true` in site.json, published with `content:publish` into a fresh local KV of its own,
// and `wrangler dev` (production mode) reading that KV. content/ itself is never changed; the copy,
// the KV and the server go away with `stop()`.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "./lib/start-server.mjs";

const START_TIMEOUT_MS = 120_000;

/**
 * Publishes the published copy of the content and starts the site on it.
 *
 * @example const site = await startPublishedSite({ root }); …; await site.stop();
 * @param {{ root: string }} options
 * @returns {Promise<{ baseUrl: string, stop: () => Promise<void> }>}
 */
export async function startPublishedSite({ root }) {
  const work = mkdtempSync(join(tmpdir(), "kinoweb-published-"));
  const content = join(work, "content");
  const state = join(work, "state");
  const cleanUp = () => rmSync(work, { recursive: true, force: true });
  try {
    cpSync(join(root, "content"), content, { recursive: true });
    const siteFile = join(content, "site.json");
    writeFileSync(siteFile, JSON.stringify({ ...JSON.parse(readFileSync(siteFile, "utf8")), published: true }, null, 2));
    const publish = spawnSync(process.execPath, ["scripts/content-publish.mjs", "--env", "local", "--persist-to", state, "--content", content], {
      cwd: root,
      encoding: "utf8",
    });
    if (publish.status !== 0) throw new Error(`content:publish failed:\n${publish.stdout}${publish.stderr}`);
  } catch (error) {
    cleanUp();
    throw error;
  }

  const port = await freePort();
  const inspectorPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const args = ["--no-install", "wrangler", "dev", "-c", "wrangler.toml", "-c", "sandbox/venue/wrangler.toml"];
  args.push("--port", `${port}`, "--ip", "127.0.0.1", "--inspector-port", `${inspectorPort}`);
  args.push("--persist-to", state, "--show-interactive-dev-session=false");
  // Its own process group, so stopping it stops workerd and esbuild too.
  const child = spawn("npx", args, {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", NODE_ENV: "production" },
  });
  let log = "";
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  let exit;
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve((exit = signal ?? `code ${code}`))));
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
    const timer = setTimeout(() => killGroup("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
    killGroup("SIGKILL");
    cleanUp();
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && exit === undefined) {
    const res = await fetch(`${baseUrl}/robots.txt`, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
    if (res?.ok) {
      // Published means search engines are welcome: no "noindex" header, and robots.txt allows.
      const robots = await res.text();
      if (res.headers.get("x-robots-tag") || /Disallow:\s*\/\s*$/m.test(robots)) {
        await stop();
        throw new Error(`the site answers as not published (robots.txt:\n${robots})`);
      }
      return { baseUrl, stop };
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`The site did not start on ${baseUrl} (${exit ?? "no answer"}). wrangler's output:\n${log}`);
}
