// The shared site's watchdog (site-watchdog.ts) against a real local HTTP server that stops
// answering, as workerd did when it livelocked, or goes away, as wrangler once did: it starts a
// silent or lost site again and says why, and leaves a slow one be.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { type WatchedSite, watchSite } from "./site-watchdog";

/** Short, so each test takes a second: ask every 50 ms, wait 200 ms for each answer, restart after 2 misses. */
const PATIENCE = { everyMs: 50, answerMs: 200, misses: 2 };
const OUTPUT = "⎔ Starting local server...\n[wrangler:info] Ready on http://127.0.0.1\n";

type Answer = (request: IncomingMessage, response: ServerResponse) => void;
const answer: Answer = (_, response) => response.end("User-agent: *\n");
/** Takes the request and never answers it. */
const silence: Answer = () => undefined;

function serve(handle: Answer, port = 0): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer((request, response) => handle(request, response));
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}
const portOf = (server: Server) => (server.address() as AddressInfo).port;
const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (condition: () => boolean, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await pause(20);
  return condition();
};

/** A running site as the watch sees it, whose wrangler "exits" when `exit` is called. */
function watched(server: Server): WatchedSite & { exit(how: string): void } {
  let exit = (_: string) => undefined as unknown;
  const exited = new Promise<string>((resolve) => (exit = resolve));
  return { baseUrl: `http://127.0.0.1:${portOf(server)}`, exited, output: () => OUTPUT, exit: (how) => exit(how) };
}

describe("the shared site's watchdog", () => {
  let server: Server | undefined;
  let unwatch: () => void = () => undefined;
  afterEach(async () => {
    unwatch();
    if (server) await close(server);
  });

  /** Watches `site`, restarting it as a new server on the same port; returns the log and the restart count. */
  function watch(site: { current: ReturnType<typeof watched> }) {
    const lines: string[] = [];
    const restarts = { count: 0 };
    unwatch = watchSite(
      () => site.current,
      async () => {
        restarts.count++;
        const port = portOf(server!);
        await close(server!);
        server = await serve(answer, port);
        site.current = watched(server);
      },
      (line) => lines.push(line),
      PATIENCE,
    );
    return { lines, restarts };
  }

  test("starts a site that stopped answering again, at the same address, and says why", async () => {
    let handle = answer;
    server = await serve((request, response) => handle(request, response));
    const site = { current: watched(server) };
    const { baseUrl } = site.current;
    const { lines, restarts } = watch(site);
    await pause(400);
    expect(restarts.count, "no restart while the site answers").toBe(0);
    handle = silence;
    expect(await until(() => lines.length === 2), `two lines logged, got ${JSON.stringify(lines)}`).toBe(true);
    expect(restarts.count).toBe(1);
    expect(lines[0]).toBe(
      `[e2e] the shared site at ${baseUrl} left 2 requests for /robots.txt unanswered (0.2 s each): restarting it. wrangler's last output:\n${OUTPUT.trimEnd()}`,
    );
    expect(lines[1]).toBe(`[e2e] the shared site answers again at ${baseUrl}`);
    expect((await fetch(`${baseUrl}/robots.txt`)).status, "the restarted site answers").toBe(200);
  });

  test("starts it again at once when wrangler exits, and again when the new one exits", async () => {
    server = await serve(answer);
    const site = { current: watched(server) };
    const { baseUrl } = site.current;
    const { lines, restarts } = watch(site);
    site.current.exit("SIGKILL");
    // Well before two checks could have missed: the exit alone is enough.
    expect(await until(() => restarts.count === 1, PATIENCE.everyMs)).toBe(true);
    expect(lines[0]).toBe(
      `[e2e] the shared site at ${baseUrl} lost wrangler (it exited: SIGKILL): restarting it. wrangler's last output:\n${OUTPUT.trimEnd()}`,
    );
    expect(await until(() => lines.length === 2)).toBe(true);
    site.current.exit("code 1");
    expect(await until(() => restarts.count === 2)).toBe(true);
    expect((await fetch(`${baseUrl}/robots.txt`)).status).toBe(200);
  });

  test("leaves a site be that answers slowly but within the wait", async () => {
    server = await serve((_, response) => setTimeout(() => response.end("User-agent: *\n"), 120));
    const { restarts } = watch({ current: watched(server) });
    await pause(1_000);
    expect(restarts.count).toBe(0);
  });
});
