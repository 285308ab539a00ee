/**
 * How the site serves one request. A deployed worker serves every request the same way
 * (`SERVE_NORMALLY`); the benchmark's worker entry (src/bench/bench-worker.ts) chooses per request
 * what it measures, through the `serving` option of `siteWorker` (site-worker.ts), so no
 * production module reads a benchmark's header (docs/decisions/029).
 */
export type Serving = {
  /**
   * The page caches (edge/cached-page.ts, middleware/edge-cache.ts) and the events API's:
   * `on` as configured (`EDGE_HTML_CACHE`); `kv-html` skips this data centre's Cache API but
   * answers and keeps the page's HTML in KV, as a data centre that has not got the page yet
   * (docs/decisions/022); `off` neither answers nor keeps, so every page is rendered.
   */
  caches: "on" | "kv-html" | "off";
  /**
   * Every KV entry a request reads (page data, rendered HTML, events) counts as absent: built from
   * the current content and written back, as on a location whose KV has not got it yet.
   */
  coldKv: boolean;
};

export const SERVE_NORMALLY: Serving = { caches: "on", coldKv: false };

/** The serving the app chose for this request (`c.var`): normal unless a worker entry chose otherwise. */
export const chosenServing = (vars: { serving: Serving | undefined }): Serving => vars.serving ?? SERVE_NORMALLY;
