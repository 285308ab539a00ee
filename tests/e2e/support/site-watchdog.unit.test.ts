// The shared site's watchdog (site-watchdog.ts) against a real local HTTP server that stops
// answering, as workerd did when it livelocked: it restarts a silent site, and leaves a slow one be.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { watchSite } from "./site-watchdog";

/** Short, so the test takes a second: ask every 50 ms, wait 200 ms for each answer, restart after 2 misses. */
const PATIENCE = { everyMs: 50, answerMs: 200, misses: 2 };

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
const baseUrlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
const until = async (condition: () => boolean, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return condition();
};

describe("the shared site's watchdog", () => {
  let server: Server | undefined;
  let unwatch: () => void = () => undefined;
  afterEach(async () => {
    unwatch();
    if (server) await close(server);
  });

  test("starts a site that stopped answering again, at the same address, and says why", async () => {
    let handle = answer;
    server = await serve((request, response) => handle(request, response));
    const baseUrl = baseUrlOf(server);
    const lines: string[] = [];
    let restarts = 0;
    unwatch = watchSite(
      () => baseUrl,
      async () => {
        restarts++;
        const port = (server!.address() as AddressInfo).port;
        await close(server!);
        server = await serve(answer, port);
      },
      (line) => lines.push(line),
      PATIENCE,
    );
    // Answering, it is left alone.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(restarts, "no restart while the site answers").toBe(0);
    handle = silence;
    expect(await until(() => lines.length === 2), `two lines logged, got ${JSON.stringify(lines)}`).toBe(true);
    expect(restarts).toBe(1);
    expect(lines[0]).toBe(`[e2e] the shared site at ${baseUrl} left 2 requests for /robots.txt unanswered (0.2 s each): restarting it`);
    expect(lines[1]).toBe(`[e2e] the shared site answers again at ${baseUrl}`);
    expect((await fetch(`${baseUrl}/robots.txt`)).status, "the restarted site answers").toBe(200);
  });

  test("leaves a site be that answers slowly but within the wait", async () => {
    const slow: Answer = (_, response) => setTimeout(() => response.end("User-agent: *\n"), 120);
    server = await serve(slow);
    let restarts = 0;
    unwatch = watchSite(
      () => baseUrlOf(server!),
      async () => void restarts++,
      () => undefined,
      PATIENCE,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(restarts).toBe(0);
  });
});
