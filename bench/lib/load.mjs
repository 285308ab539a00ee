// A closed-loop load generator on node:http with keep-alive: `concurrency` clients each send the
// next request as soon as the previous response has been read to the end. node:http rather than
// fetch because it costs the client less CPU per request, and on a small machine the client shares
// the cores with the server it measures.
import http from "node:http";

/** The value below which `q` (0–1) of the sorted samples lie (nearest rank). */
export function percentile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * A request with no answer (no bytes) for this long fails: `wrangler dev`'s proxy can drop one under
 * load and never answer it (bench/README.md, "Soak"), which would hold its client, and the run, forever.
 */
const REQUEST_TIMEOUT_MS = 30_000;

/** One GET with the agent; resolves with status, body size, the response headers and when the first body byte came. */
function get(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { "accept-encoding": "identity", ...headers } }, (response) => {
      let bytes = 0;
      let firstByte;
      response.on("data", (chunk) => {
        firstByte ??= performance.now();
        bytes += chunk.length;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes, headers: response.headers, firstByte: firstByte ?? performance.now() }));
      response.on("error", reject);
    });
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS / 1000} s`)));
    request.on("error", reject);
  });
}

/**
 * One request as the load sends it: status, body size and headers, for checking what a run will
 * measure before it starts.
 *
 * @example const { headers } = await probe({ url, headers: { "x-bench": "edge=bypass" } }); headers["x-edge-cache"] // "bypass"
 * @param {{ url: string, headers?: Record<string, string> }} options
 */
export async function probe({ url, headers = {} }) {
  const agent = new http.Agent({ keepAlive: false });
  try {
    const { status, bytes, headers: responseHeaders } = await get(agent, url, headers);
    return { status, bytes, headers: responseHeaders };
  } finally {
    agent.destroy();
  }
}

/** The answers a load counts by default: 2xx. */
const isSuccess = (status) => status >= 200 && status < 300;

/**
 * Loads `url` for `seconds` with `concurrency` clients; answers requests/s and latency percentiles
 * (ms, request sent to last byte read) of the expected responses (`expected`, by default 2xx: a
 * load of addresses that should be 404 passes `(s) => s === 404`), the median time to the first
 * body byte, the body size, how many requests failed or got another answer (`errors`), and how
 * many got each status (`statuses`). `url` may be a function that answers a new address for every
 * request (bench/lib/random-requests.mjs).
 *
 * @example const r = await runLoad({ url: "http://127.0.0.1:8787/kinoprogram", concurrency: 16, seconds: 10 });
 * @example await runLoad({ url: () => base + junkParameter("/kinoprogram"), concurrency: 64, seconds: 8 });
 * @param {{ url: string | (() => string), concurrency: number, seconds: number, headers?: Record<string, string>, expected?: (status: number) => boolean }} options
 */
export async function runLoad({ url, concurrency, seconds, headers = {}, expected = isSuccess }) {
  const nextUrl = typeof url === "function" ? url : () => url;
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  const firstBytes = [];
  let errors = 0;
  let bytes = 0;
  /** @type {Record<string, number>} status (or "failed": no answer) → count */
  const statuses = {};
  const count = (status) => (statuses[status] = (statuses[status] ?? 0) + 1);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const res = await get(agent, nextUrl(), headers);
        count(res.status);
        if (expected(res.status)) {
          latencies.push(performance.now() - t0);
          firstBytes.push(res.firstByte - t0);
          bytes = res.bytes;
        } else errors++;
      } catch {
        count("failed");
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  firstBytes.sort((a, b) => a - b);
  return {
    url: typeof url === "function" ? "(varied)" : url,
    concurrency,
    seconds: Number(elapsed.toFixed(2)),
    requests: latencies.length,
    errors,
    statuses,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    firstByteP50: percentile(firstBytes, 0.5),
    bytes,
    /** Every successful request's latency (ms, sorted), for merging runs. */
    latencies,
  };
}
