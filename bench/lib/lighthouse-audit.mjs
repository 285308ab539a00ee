// One Lighthouse run of one address in a fresh Chromium, and the figures bench/lighthouse.mjs
// prints from its report.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "../../tests/e2e/support/ensure-chromium.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** The five page kinds measured: the front page, a film, a festival day, an article, the film catalogue. */
export const PAGES = ["/", "/kystlinjer-DXM10234", "/kinoprogram?dag=2025-09-20", "/article/datoene-for-nff-2025-er-klare", "/filmer"];

export const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The figures of one Lighthouse report: scores 0–100, CLS unitless, times in ms. */
export function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    cls: value("cumulative-layout-shift"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    fcp: value("first-contentful-paint"),
    speedIndex: value("speed-index"),
    // Lighthouse's own measure of how fast this machine was during the run (higher is faster).
    benchmarkIndex: lhr.environment.benchmarkIndex,
    ...lcpPhases(lhr),
    // The server time Lighthouse's simulation adds to every request of the origin, as it estimated
    // it from this run's observed answers: locally that is wrangler dev's, on a busy machine too.
    serverLatency: lhr.audits.diagnostics?.details?.items?.[0]?.maxServerLatency ?? NaN,
    protocol: lhr.audits["network-requests"]?.details?.items?.[0]?.protocol ?? "",
    requestsBeforeLcp: requestsBeforeLcp(lhr),
  };
}

/** Where LCP's time went (Lighthouse's largest-contentful-paint-element audit): TTFB, load delay, load time, render delay. */
function lcpPhases(lhr) {
  const tables = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const phases = tables.find((t) => t.items?.[0]?.phase)?.items ?? [];
  const of = (name) => phases.find((p) => p.phase === name)?.timing ?? NaN;
  return { ttfb: of("TTFB"), loadDelay: of("Load Delay"), loadTime: of("Load Time"), renderDelay: of("Render Delay") };
}

/** The requests the (unthrottled) page started before its observed LCP: what shares the line with it. */
function requestsBeforeLcp(lhr) {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const observedLcp = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Infinity;
  return items
    .filter((r) => r.networkRequestTime <= observedLcp)
    .map((r) => `${r.resourceType} ${Math.round((r.transferSize ?? 0) / 102.4) / 10} KB ${r.priority}`);
}

/** Audits that cost points: scored below 1 in a category where they count, with Lighthouse's own title. */
export function shortfalls(lhr) {
  const out = [];
  for (const [category, { auditRefs }] of Object.entries(lhr.categories)) {
    for (const ref of auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        out.push({ category, id: ref.id, score: audit.score, title: audit.title, ...(audit.displayValue ? { value: audit.displayValue } : {}) });
      }
    }
  }
  return out;
}

async function runOnce(url, extraFlags) {
  const chrome = await chromeLauncher.launch({ chromeFlags: [...CHROMIUM_ARGS, ...extraFlags], logLevel: "silent" });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result;
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's report of `url`; `extraFlags` go to Chromium (the HTTP/2 run's trusted certificate).
 * A run that fails (Lighthouse now and then loses the trace: NO_NAVSTART) is tried again, twice at most.
 */
export async function audit(url, extraFlags = []) {
  return (await auditWithArtifacts(url, extraFlags)).lhr;
}

/** As `audit`, with what Lighthouse gathered (trace, DevTools log): what lib/lantern-lcp-graph.mjs reads. */
export async function auditWithArtifacts(url, extraFlags = []) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, extraFlags);
    } catch (error) {
      if (attempt === 3) throw error;
      process.stdout.write(`(${error.message.split("\n")[0]}; again) `);
    }
  }
}
