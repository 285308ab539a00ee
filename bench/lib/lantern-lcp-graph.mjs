// What Lighthouse's simulated LCP is made of (Lantern, Lighthouse 12): from one run's observed
// (unthrottled) trace and network log it builds two graphs and simulates them on a slow phone and
// line, and LCP is their mean. A request is in a graph when it ended before the observed LCP (the
// optimistic one leaves low-priority pictures out), the document always; a main-thread task when it
// started before the observed LCP and is the first ParseHTML, the first layout, the first paint, or
// the evaluation of a script that had loaded by then — the pessimistic one adds every layout.
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { whatIf } from "./lantern-what-if.mjs";

/** Child events worth naming in a task, and what a reader knows them as. */
const WORK = new Map([
  ["ParseHTML", "parse HTML"],
  ["ParseAuthorStyleSheet", "parse CSS"],
  ["UpdateLayoutTree", "style"],
  ["Layout", "layout"],
  ["PrePaint", "pre-paint"],
  ["Paint", "paint"],
  ["EvaluateScript", "script"],
  ["v8.compileModule", "compile module"],
  ["v8.evaluateModule", "run module"],
  ["FunctionCall", "function call"],
  ["EventDispatch", "event"],
  ["TimerFire", "timer"],
  ["RunMicrotasks", "microtasks"],
  ["Commit", "commit"],
]);

const round = (n) => Math.round(n);
const shortUrl = (url) => {
  try {
    const u = new URL(url);
    const path = u.pathname + u.search;
    return path.length > 48 ? `${path.slice(0, 30)}…${path.slice(-16)}` : path;
  } catch {
    return url.slice(0, 48);
  }
};

/** One CPU task's own work by kind (observed ms, top-level events of each name). */
function taskWork(node) {
  const totals = new Map();
  for (const event of node.childEvents) {
    const name = WORK.get(event.name);
    if (!name || !event.dur) continue;
    const extra = event.name === "EvaluateScript" && event.args?.data?.url ? ` ${shortUrl(event.args.data.url)}` : "";
    totals.set(name + extra, (totals.get(name + extra) ?? 0) + event.dur / 1000);
  }
  const named = [...totals].filter(([, ms]) => ms >= 0.5).map(([name, ms]) => `${name} ${ms.toFixed(1)}`);
  if (named.length > 0) return named;
  // Nothing of the usual kinds: name its longest events, so the reader knows what it was.
  return [...node.childEvents]
    .filter((e) => e.dur >= 500)
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 3)
    .map((e) => `${e.name} ${(e.dur / 1000).toFixed(1)}`);
}

/** Chromium's LCP candidates in the trace, in order: when, text or picture, how large (px²). */
function candidates(trace, timeOrigin) {
  return trace.traceEvents
    .filter((e) => e.name === "largestContentfulPaint::Candidate")
    .map((e) => ({ ms: Math.round((e.ts - timeOrigin) / 1000), type: e.args?.data?.type ?? "", size: e.args?.data?.size ?? 0 }));
}

/** The rows of one simulated graph: every node, observed and simulated, in the order it started. */
function graphRows(estimate, timeOrigin) {
  const rows = [];
  for (const [node, timing] of estimate.nodeTimings) {
    const observed = { start: (node.startTime - timeOrigin) / 1000, end: (node.endTime - timeOrigin) / 1000 };
    const simulated = { start: round(timing.startTime), end: round(timing.endTime) };
    if (node.type === "network") {
      const r = node.request;
      rows.push({
        kind: "request",
        what: `${r.resourceType} ${shortUrl(r.url)}`,
        kb: Math.round((r.transferSize ?? 0) / 102.4) / 10,
        priority: r.priority,
        observed,
        simulated,
      });
    } else {
      rows.push({ kind: "task", what: taskWork(node).join(", ") || node.event.name, observedMs: node.duration / 1000, observed, simulated });
    }
  }
  return rows.sort((a, b) => a.observed.start - b.observed.start);
}

/**
 * Lantern's LCP graphs of one Lighthouse run (`auditWithArtifacts`'s result): the LCP element, the
 * observed FCP and LCP, and for each graph its estimate and nodes.
 */
export async function lanternLcpGraph({ lhr, artifacts }) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings: lhr.configSettings };
  const result = await LanternLargestContentfulPaint.request(data, context);
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const traceOrigin = metrics.observedNavigationStartTs;
  const element = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node ?? {};
  const graph = (estimate) => ({ ms: round(estimate.timeInMs), rows: graphRows(estimate, traceOrigin) });
  // The LCP picture's address, when the LCP is a picture: Chromium's last image candidate names it.
  const lcpUrl = artifacts.Trace.traceEvents.filter((e) => e.name === "LargestImagePaint::Candidate").at(-1)?.args?.data?.imageUrl ?? "";
  return {
    lcp: round(result.timing),
    element: { label: element.nodeLabel ?? "", selector: element.selector ?? "", snippet: element.snippet ?? "" },
    candidates: candidates(artifacts.Trace, traceOrigin),
    observed: { fcp: metrics.observedFirstContentfulPaint, lcp: metrics.observedLargestContentfulPaint },
    optimistic: graph(result.optimisticEstimate),
    pessimistic: graph(result.pessimisticEstimate),
    whatIf: await whatIf(data, context, result, lcpUrl),
  };
}

/**
 * One graph in a line: the requests in it besides the document (KB), its main-thread tasks
 * (observed ms, which the simulation multiplies by 4), and the node that ends last — what bounds
 * the estimate (low-priority pictures do not count there, as in Lantern).
 */
export function graphSummary(graph) {
  const requests = graph.rows.filter((r) => r.kind === "request" && !r.what.startsWith("Document"));
  const counted = graph.rows.filter((r) => !(r.kind === "request" && r.what.startsWith("Image") && ["Low", "VeryLow"].includes(r.priority)));
  const last = counted.reduce((a, b) => (b.simulated.end > a.simulated.end ? b : a));
  const document = graph.rows.find((r) => r.kind === "request" && r.what.startsWith("Document"));
  return {
    documentKb: document?.kb ?? 0,
    documentEnd: document?.simulated.end ?? 0,
    requests: requests.length,
    requestKb: Math.round(requests.reduce((sum, r) => sum + r.kb, 0) * 10) / 10,
    cpuMs: Math.round(graph.rows.filter((r) => r.kind === "task").reduce((sum, r) => sum + r.observedMs, 0)),
    boundBy: last.kind === "task" ? "main thread" : last.what.split(" ")[0],
  };
}
