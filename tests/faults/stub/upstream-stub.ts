import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { HangUps } from "./hang-ups";
import { healthyAnswer } from "./healthy-answers";
import { PLAYS, type Play, playFault, playing } from "./plays";

/** Calls the stub received, per scenario, per play and path: `{ "status-500": { "api/GetTicketsDx": 1 } }`. */
export type CallCounts = Record<string, Record<string, number>>;

export type UpstreamStub = { origin: string; close(): Promise<void> };

const isPlay = (name: string): name is Play => (PLAYS as readonly string[]).includes(name);

/**
 * A real HTTP server on a free 127.0.0.1 port, playing upstream faults over real sockets for the
 * fault-injection suite (tests/faults/). Every base URL names its scenario and play:
 * `http://127.0.0.1:<port>/<scenario>/<play>/…`, so test files running side by side never see each
 * other's calls. `GET /__calls/<scenario>` answers that scenario's CallCounts;
 * `GET /__hang-ups/<scenario>/<play>` waits until the site has closed every connection of that
 * play (at most 5 s) and answers `{ total, open, cutOff }` (hang-ups.ts).
 */
export async function startUpstreamStub(): Promise<UpstreamStub> {
  const calls = new Map<string, CallCounts>();
  const sockets = new Set<Socket>();
  const hangUps = new HangUps();

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const [scenario = "", play = "", ...rest] = new URL(req.url ?? "/", "http://stub").pathname.slice(1).split("/");
    if (scenario === "__calls") {
      res.writeHead(200, { "Content-Type": "application/json" });
      return void res.end(JSON.stringify(calls.get(play) ?? {}));
    }
    if (scenario === "__hang-ups") {
      return void hangUps.settled(`${play}/${rest[0] ?? ""}`).then((settled) => {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(JSON.stringify(settled));
      });
    }
    if (!isPlay(play)) {
      res.writeHead(400, { "Content-Type": "text/plain" });
      return void res.end(`unknown play ${play}; one of ${PLAYS.join(", ")}`);
    }
    const path = rest.map(decodeURIComponent).join("/");
    const counts = calls.get(scenario) ?? {};
    calls.set(scenario, counts);
    const byPath = (counts[play] ??= {});
    byPath[path] = (byPath[path] ?? 0) + 1;
    hangUps.track(`${scenario}/${play}`, res);
    // The body is read first, as a real server would, then the play begins.
    const body: Buffer[] = [];
    req.on("data", (chunk: Buffer) => body.push(chunk));
    req.on("end", () => playFault(play, path, req, res, () => healthyAnswer(scenario, path, req, Buffer.concat(body).toString("utf8"))));
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      for (const stop of playing) stop();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A 127.0.0.1 port nothing listens on: taken from the system, then let go. */
export async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
