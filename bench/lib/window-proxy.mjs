// An HTTP/1.1 front for a local site that sends a page's document the way a new TCP connection
// does: the first congestion window at once, the rest one round trip later. Lighthouse's simulation
// counts a document of two windows as ready only when its last byte lands; a browser parses and
// paints what has come. This lets a real Chromium show which of the two a visitor gets.
import http from "node:http";

/** Headers that describe one HTTP/1.1 connection; Node writes its own. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding"]);

/**
 * Starts the proxy on a free port of 127.0.0.1. With `split`, an HTML answer's bytes beyond
 * `windowBytes` (its status line and headers counted in) wait `rttMs` before they are sent; with
 * `split` false every answer streams through untouched (a document that fits one window).
 * Every other answer streams through untouched either way, bytes and content encoding as sent.
 *
 * @example const proxy = await startWindowProxy({ target: site.baseUrl, split: true }); …; await proxy.stop();
 * @param {{ target: string, split: boolean, windowBytes?: number, rttMs?: number }} options
 * @returns {Promise<{ baseUrl: string, stop: () => Promise<void> }>}
 */
export async function startWindowProxy({ target, split, windowBytes = 14_600, rttMs = 150 }) {
  const origin = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const server = http.createServer((req, res) => {
    res.socket?.setNoDelay(true);
    const upstream = http.request(
      { host: origin.hostname, port: origin.port, method: req.method, path: req.url, headers: { ...req.headers, host: origin.host }, agent },
      (answer) => {
        const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
        res.writeHead(answer.statusCode ?? 502, headers);
        const html = String(answer.headers["content-type"] ?? "").startsWith("text/html");
        if (!split || !html) return answer.pipe(res);
        holdBeyondWindow(answer, res, windowBytes - headBytes(answer), rttMs);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  const stop = () =>
    new Promise((resolve) => {
      agent.destroy();
      server.closeAllConnections();
      server.close(() => resolve(undefined));
    });
  return { baseUrl: `http://127.0.0.1:${port}`, stop };
}

/** The status line and headers as they go out, about: the part of the first window the body cannot use. */
function headBytes(answer) {
  return answer.rawHeaders.reduce((sum, part) => sum + Buffer.byteLength(part) + 2, 20);
}

/** Writes the first `room` bytes of `answer` to `res` at once and the rest `rttMs` after the first byte held. */
function holdBeyondWindow(answer, res, room, rttMs) {
  let sent = 0;
  let held = [];
  let released = false;
  let ended = false;
  let timer;
  const release = () => {
    released = true;
    for (const chunk of held) res.write(chunk);
    held = [];
    if (ended) res.end();
  };
  answer.on("data", (chunk) => {
    if (released) return res.write(chunk);
    const now = chunk.subarray(0, Math.max(0, room - sent));
    if (now.length) res.write(now);
    sent += now.length;
    const later = chunk.subarray(now.length);
    if (later.length === 0) return;
    held.push(later);
    timer ??= setTimeout(release, rttMs);
  });
  answer.on("end", () => {
    ended = true;
    if (released || timer === undefined) res.end();
  });
}
