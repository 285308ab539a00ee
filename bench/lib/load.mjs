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

/** One GET with the agent; resolves with status and body size once the body is read. */
function get(agent, url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { "accept-encoding": "identity" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => (bytes += chunk.length));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/**
 * Loads `url` for `seconds` with `concurrency` clients; answers requests/s and latency percentiles
 * (ms) of the successful (2xx) responses, the body size, and how many requests failed.
 *
 * @example const r = await runLoad({ url: "http://127.0.0.1:8787/kinoprogram", concurrency: 16, seconds: 10 });
 * @param {{ url: string, concurrency: number, seconds: number }} options
 */
export async function runLoad({ url, concurrency, seconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const res = await get(agent, url);
        if (res.status >= 200 && res.status < 300) {
          latencies.push(performance.now() - t0);
          bytes = res.bytes;
        } else errors++;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    url,
    concurrency,
    seconds: Number(elapsed.toFixed(2)),
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    bytes,
  };
}
