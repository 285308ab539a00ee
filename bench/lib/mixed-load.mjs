// A closed-loop load of many kinds of request at once (node:http, keep-alive): each client picks
// the next kind by weight, sends it as soon as its last answer has been read to the end, and
// every answer is kept as (kind, status, latency, when) or, for a request that got no answer,
// (kind, cause). A request with no answer within `timeoutMs` counts as a timeout.
import http from "node:http";

/**
 * @typedef {{ path: string, method?: string, headers?: Record<string, string>, body?: string }} RequestSpec
 * @typedef {{ kind: string, weight: number, next: () => RequestSpec }} MixEntry
 * @typedef {{ kind: string, at: number, ms: number, status?: number, cause?: string, sample?: string }} Outcome
 */

/** How much of a 5xx answer is kept (headers and the start of its body), to tell whose answer it was. */
const SAMPLE_BYTES = 300;

/**
 * One request; resolves with its status once the body has been read (and, for a 5xx, the content
 * type and the start of the body), or rejects with why there was none.
 */
function send(agent, baseUrl, spec, timeoutMs) {
  return new Promise((resolve, reject) => {
    const body = spec.body === undefined ? undefined : Buffer.from(spec.body);
    const headers = { "accept-encoding": "identity", ...spec.headers, ...(body ? { "content-length": String(body.length) } : {}) };
    const request = http.request(new URL(spec.path, baseUrl), { agent, method: spec.method ?? "GET", headers }, (response) => {
      const status = response.statusCode ?? 0;
      let sample = status >= 500 ? `${response.headers["content-type"] ?? "no content type"}: ` : undefined;
      response.on("data", (chunk) => {
        if (sample !== undefined && sample.length < SAMPLE_BYTES) sample += String(chunk).slice(0, SAMPLE_BYTES);
      });
      response.on("end", () => resolve({ status, sample }));
      response.on("error", reject);
    });
    request.setTimeout(timeoutMs, () => request.destroy(Object.assign(new Error("no answer in time"), { code: "TIMEOUT" })));
    request.on("error", reject);
    request.end(body);
  });
}

/** Picks an entry with probability proportional to its weight. */
function picker(mix) {
  const total = mix.reduce((sum, entry) => sum + entry.weight, 0);
  return () => {
    let r = Math.random() * total;
    for (const entry of mix) if ((r -= entry.weight) < 0) return entry;
    return mix[mix.length - 1];
  };
}

/**
 * Runs the mix for `seconds` with `concurrency` clients. `at` in each outcome is seconds since
 * the start, so a report can split the run at the moments something happened in the middle.
 *
 * @example const { outcomes, seconds } = await runMixedLoad({ baseUrl, mix, concurrency: 64, seconds: 60 });
 * @param {{ baseUrl: string, mix: MixEntry[], concurrency: number, seconds: number, timeoutMs?: number }} options
 * @returns {Promise<{ outcomes: Outcome[], seconds: number }>}
 */
export async function runMixedLoad({ baseUrl, mix, concurrency, seconds, timeoutMs = 30_000 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const pick = picker(mix);
  /** @type {Outcome[]} */
  const outcomes = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const entry = pick();
      const t0 = performance.now();
      const at = (t0 - started) / 1000;
      try {
        const { status, sample } = await send(agent, baseUrl, entry.next(), timeoutMs);
        outcomes.push({ kind: entry.kind, at, ms: performance.now() - t0, status, ...(sample === undefined ? {} : { sample }) });
      } catch (error) {
        const cause = /** @type {{ code?: string }} */ (error).code ?? String(error);
        outcomes.push({ kind: entry.kind, at, ms: performance.now() - t0, cause });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  agent.destroy();
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}
