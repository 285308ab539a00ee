// Reads a soak's outcomes: requests/s and latency overall, per kind and per phase, and every
// answer that was not 2xx by its cause (status and kind, or why there was no answer), each
// either expected (a failed login's 401, 429 or the login challenge's 403) or an error.
import { percentile } from "./load.mjs";

/**
 * Whether wrangler dev's proxy dropped the request, the site never having seen it. wrangler 4.86
 * sends each request on a pooled connection to the runtime; when that connection has idled 5 s,
 * the pool's idle timeout and the runtime's keep-alive timeout close it as the request is written
 * (cloudflare/workers-sdk#14641). The proxy then compares the request's whole URL with the
 * runtime's origin (templates/startDevWorker/ProxyWorker.ts, `userWorkerUrl.href ===
 * newUserWorkerUrl?.href`), which differ for every path but `/`, takes the lost connection for a
 * reload of the worker, and answers a POST 503 "Your worker restarted mid-request" (a GET is sent
 * again, unseen). The worker never restarted: no file changes, no reload in wrangler's log. Such a
 * request is counted apart, neither answered nor an error of the site.
 */
export const droppedByProxy = (outcome) => outcome.status === 503 && /worker restarted mid-request/.test(outcome.sample ?? "");

/**
 * Whose failure an error is. The same race on `/` makes the proxy answer 500 "Network connection
 * lost" and wrangler 4.86 exit, so every later request is refused (#15317; later releases stay
 * up: #15252). None of these is an answer of the site.
 */
function whose(outcome) {
  if (outcome.cause === "ECONNREFUSED") return "wrangler dev (exited)";
  if (/worker restarted mid-request|Network connection lost/.test(outcome.sample ?? "")) return "wrangler dev (its proxy)";
  return "site";
}

/** "ok", "expected", "dropped" (by wrangler dev's proxy) or "error" for one outcome, given the statuses its kind expects besides 2xx. */
function verdict(outcome, expected) {
  if (outcome.status === undefined) return "error";
  if (droppedByProxy(outcome)) return "dropped";
  if (outcome.status >= 200 && outcome.status < 300) return "ok";
  return expected.includes(outcome.status) ? "expected" : "error";
}

/** The figures of a set of outcomes over `seconds`: latency of every answered request. */
function figures(outcomes, seconds, expectedOf) {
  const latencies = outcomes
    .filter((o) => o.status !== undefined)
    .map((o) => o.ms)
    .sort((a, b) => a - b);
  const count = (v) => outcomes.filter((o) => verdict(o, expectedOf(o.kind)) === v).length;
  return {
    requests: outcomes.length,
    rps: outcomes.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    ok: count("ok"),
    expected: count("expected"),
    dropped: count("dropped"),
    errors: count("error"),
  };
}

/**
 * @param {{ outcomes: import("./mixed-load.mjs").Outcome[], seconds: number, mix: { kind: string, expected?: number[] }[], marks: { name: string, at: number }[] }} run
 *   `marks`: when (seconds from the start) something happened in the middle; the run is split there.
 */
export function soakReport({ outcomes, seconds, mix, marks }) {
  const expectedByKind = new Map(mix.map((entry) => [entry.kind, entry.expected ?? []]));
  const expectedOf = (kind) => expectedByKind.get(kind) ?? [];
  const kinds = mix.map((entry) => ({
    name: entry.kind,
    ...figures(
      outcomes.filter((o) => o.kind === entry.kind),
      seconds,
      expectedOf,
    ),
  }));
  const overall = { name: "all", ...figures(outcomes, seconds, expectedOf) };

  // A publish that outlasts a short run starts the purge after the load has ended: no phase of its own.
  const bounds = [0, ...marks.map((m) => Math.min(m.at, seconds)).sort((a, b) => a - b), seconds];
  const names = ["start", ...marks.map((m) => `from ${m.name}`)];
  const phases = names.flatMap((name, i) => {
    const [from, to] = [bounds[i], bounds[i + 1]];
    if (to <= from) return [];
    const inside = outcomes.filter((o) => o.at >= from && o.at < to);
    return [{ name: `${name} (${from.toFixed(0)}–${to.toFixed(0)} s)`, ...figures(inside, to - from, expectedOf) }];
  });

  const causes = new Map();
  for (const o of outcomes) {
    const v = verdict(o, expectedOf(o.kind));
    if (v === "ok") continue;
    const cause = o.status === undefined ? `no answer (${o.cause})` : String(o.status);
    const by = v === "error" ? whose(o) : v === "dropped" ? "wrangler dev (its proxy)" : "";
    const key = `${cause}\u0000${o.kind}\u0000${by}`;
    const entry = causes.get(key) ?? { cause, kind: o.kind, verdict: v, whose: by, count: 0, sample: o.sample ?? "" };
    entry.count++;
    causes.set(key, entry);
  }
  const byCause = [...causes.values()].sort((a, b) => (a.verdict === b.verdict ? b.count - a.count : a.verdict === "error" ? -1 : 1));
  const serverErrors = outcomes.filter((o) => o.status !== undefined && o.status >= 500 && !droppedByProxy(o)).length;
  const noAnswer = outcomes.filter((o) => o.status === undefined).length;
  const firstError = outcomes.filter((o) => verdict(o, expectedOf(o.kind)) === "error").sort((a, b) => a.at - b.at)[0];
  const toolErrors = outcomes.filter((o) => verdict(o, expectedOf(o.kind)) === "error" && whose(o) !== "site").length;
  return {
    overall,
    kinds,
    phases,
    byCause,
    serverErrors,
    noAnswer,
    errors: overall.errors,
    dropped: overall.dropped,
    toolErrors,
    firstErrorAt: firstError?.at,
  };
}

/** Rows for formatTable: the figures rounded for reading. */
export const figureRows = (rows) =>
  rows.map((r) => ({
    name: r.name,
    requests: r.requests,
    rps: r.rps.toFixed(1),
    p50: Number.isNaN(r.p50) ? "–" : r.p50.toFixed(0),
    p99: Number.isNaN(r.p99) ? "–" : r.p99.toFixed(0),
    ok: r.ok,
    expected: r.expected,
    dropped: r.dropped,
    errors: r.errors,
  }));

export const FIGURE_COLUMNS = [
  { key: "name", title: "kind" },
  { key: "requests", title: "requests", align: "right" },
  { key: "rps", title: "req/s", align: "right" },
  { key: "p50", title: "p50 ms", align: "right" },
  { key: "p99", title: "p99 ms", align: "right" },
  { key: "ok", title: "2xx", align: "right" },
  { key: "expected", title: "expected non-2xx", align: "right" },
  { key: "dropped", title: "dropped by wrangler", align: "right" },
  { key: "errors", title: "errors", align: "right" },
];

export const CAUSE_COLUMNS = [
  { key: "cause", title: "status" },
  { key: "kind", title: "kind" },
  { key: "count", title: "count", align: "right" },
  { key: "verdict", title: "counted as" },
  { key: "whose", title: "whose" },
];
