import type { IncomingMessage, ServerResponse } from "node:http";
import type { HealthyAnswer } from "./healthy-answers";

/**
 * What an upstream does wrong, one per base URL (`/<scenario>/<play>/…` on the stub). "dead" is
 * not played here: it is a port nothing listens on (global-setup.ts). Played over a real socket:
 * silence, slow bytes, a reset and a stream that is never cut off are what the worker fixture
 * (tests/fixtures/upstream-apis/, answering through miniflare) cannot play. "at-the-cap" and
 * "over-the-cap" are a working answer padded to exactly its body cap, or one byte past it.
 */
export const PLAYS = [
  "ok",
  "silence",
  "one-byte-a-second",
  "status-500",
  "reset",
  "malformed-json",
  "captive-portal",
  "unauthorized",
  "ten-megabytes",
  "at-the-cap",
  "over-the-cap",
] as const;
export type Play = (typeof PLAYS)[number];

/** How long silence and slow bytes last: far past every timeout and bound the suite sets. */
export const HANG_MS = 30_000;
const MIB = 1024 * 1024;
const TEN_MB = 10 * MIB;
const CHUNK = Buffer.alloc(64 * 1024, " ");

/**
 * The body caps as decided (src/upstream/bounded-body.ts: the venue's answers 1 MiB, the content
 * and events APIs' 8 MiB), written here and not imported: a cap raised there must fail the suite
 * (body-caps.test.ts), not move the played answer along with it.
 */
export const BODY_CAPS = { venue: 1 * MIB, content: 8 * MIB } as const;
/** The venue's calls are `api/…Dx`; everything else the stub answers is a content or events API. */
const capOf = (path: string) => (path.startsWith("api/") ? BODY_CAPS.venue : BODY_CAPS.content);

/** Cleanups of answers still playing, so the stub can stop at once (global-setup.ts). */
export const playing = new Set<() => void>();

/** Keeps `stop` until the answer ends one way or another. */
function track(res: ServerResponse, stop: () => void): void {
  playing.add(stop);
  res.on("close", () => {
    stop();
    playing.delete(stop);
  });
}

function silence(res: ServerResponse): void {
  // Accepted, headers never sent; after HANG_MS the connection is dropped, as a dead proxy does.
  const timer = setTimeout(() => res.destroy(), HANG_MS);
  track(res, () => clearTimeout(timer));
}

function oneByteASecond(res: ServerResponse): void {
  res.writeHead(200, { "Content-Type": "application/json" });
  const body = `{"data":[${" ".repeat(HANG_MS / 1000)}]}`;
  let sent = 0;
  const timer = setInterval(() => {
    res.write(body[sent++] ?? "");
    if (sent >= body.length) res.end();
  }, 1000);
  track(res, () => clearInterval(timer));
}

function reset(res: ServerResponse): void {
  // Headers and the start of a JSON answer, then a TCP reset in the middle of the body.
  res.writeHead(200, { "Content-Type": "application/json" });
  res.write('{"data":[{"id":"half');
  const timer = setTimeout(() => res.socket?.resetAndDestroy(), 50);
  track(res, () => clearTimeout(timer));
}

function tenMegabytes(res: ServerResponse): void {
  // No Content-Length: the reader only learns the size by reading, as with a runaway export.
  res.writeHead(200, { "Content-Type": "application/json" });
  let sent = 0;
  let stopped = false;
  const pump = () => {
    while (!stopped && sent < TEN_MB) {
      sent += CHUNK.length;
      if (!res.write(CHUNK)) return void res.once("drain", pump);
    }
    if (!stopped) res.end();
  };
  track(res, () => (stopped = true));
  pump();
}

/**
 * A working answer whose body is padded with spaces (still the same JSON) to exactly `size` bytes,
 * sent in chunks with no Content-Length, so the reader only learns the size by reading.
 */
function padded(res: ServerResponse, answer: HealthyAnswer, size: number): void {
  const body = Buffer.from(answer.body, "utf8");
  res.writeHead(answer.status, answer.headers);
  res.write(body);
  let left = size - body.length;
  let stopped = false;
  const pump = () => {
    while (!stopped && left > 0) {
      const n = Math.min(left, CHUNK.length);
      left -= n;
      if (!res.write(CHUNK.subarray(0, n))) return void res.once("drain", pump);
    }
    if (!stopped) res.end();
  };
  track(res, () => (stopped = true));
  pump();
}

const send = (res: ServerResponse, answer: HealthyAnswer) => {
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
};

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
};

/**
 * Plays `play` on one request. `healthy` is what a working upstream would answer ("ok", the
 * venue's token switch under "unauthorized", so a test sees the one refresh and the one retry,
 * and what the cap plays pad).
 */
export function playFault(play: Play, path: string, req: IncomingMessage, res: ServerResponse, healthy: () => HealthyAnswer): void {
  switch (play) {
    case "ok":
      return send(res, healthy());
    case "silence":
      return silence(res);
    case "one-byte-a-second":
      return oneByteASecond(res);
    case "status-500":
      return json(res, 500, { message: "Internal Server Error" });
    case "reset":
      return reset(res);
    case "malformed-json":
      res.writeHead(200, { "Content-Type": "application/json" });
      return void res.end('{"data": [{"id": "nff25-', "utf8");
    case "captive-portal":
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return void res.end("<!doctype html><title>Hotel Wi-Fi</title><h1>Log in to continue</h1><form method=post><button>Accept</button></form>");
    case "unauthorized":
      if (path === "api/SwitchTokensDx" && req.method === "POST") return send(res, healthy());
      return json(res, 401, { message: "Unauthorized" });
    case "ten-megabytes":
      return tenMegabytes(res);
    case "at-the-cap":
      return padded(res, healthy(), capOf(path));
    case "over-the-cap":
      return padded(res, healthy(), capOf(path) + 1);
  }
}
