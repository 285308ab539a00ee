// The site as the benchmarks that choose a mode per request run it: `wrangler dev` with the site's
// own configuration (both configs, as `npm start`), but the bench's worker entry in place of
// wrangler.toml's `main` — the same site, built so that the `X-Bench` header chooses how a request
// is served and rendered (src/bench/bench-worker.ts, docs/decisions/029). The deployed worker has
// no such header.
import { startSite } from "../../tests/e2e/support/site-server.mjs";

/** The bench's worker entry, relative to the repository root. */
export const BENCH_WORKER = "src/bench/bench-worker.ts";

/**
 * `startSite` (tests/e2e/support/site-server.mjs) with the bench's worker entry; `args` and the
 * other options as there.
 *
 * @example const site = await startBenchSite(root, { args: ["--log-level", "warn"] }); …; await site.stop();
 */
export function startBenchSite(root, options = {}) {
  return startSite(root, { ...options, args: [BENCH_WORKER, ...(options.args ?? [])] });
}
