import { appConfig } from "../config/env";
import { siteWorker } from "../site-worker";
import { benchEnv } from "./bench-env";
import { benchRenderer } from "./bench-renderer";
import { benchModes } from "./bench-request";
import { emptyCache } from "./empty-cache";

const site = siteWorker({
  edgeCache: (request) => (benchModes(request).edge === "bypass-cache-only" ? emptyCache : caches.default),
  renderer: benchRenderer,
});

/**
 * The site as the benchmarks run it (bench/run.mjs starts `wrangler dev` with this entry and the
 * site's own configuration): the same worker, middleware, caches and routes as src/worker.ts,
 * composed per request from what the X-Bench header asks (docs/decisions/029): its bindings
 * (bench-env.ts: the page caches off, KV cold), the Cache API the page cache uses (empty-cache.ts:
 * KV HTML alone) and the renderer (bench-renderer.tsx). The site's modules know of none of it.
 * Never deployed; should it ever run outside ENVIRONMENT=local it answers nothing, since its modes
 * would let anyone bypass the edge cache.
 */
export default {
  ...site,
  fetch: async (request: Request, env: Env, ctx: ExecutionContext) => {
    if (appConfig(env).ENVIRONMENT !== "local") throw new Error("the bench worker runs only with ENVIRONMENT=local");
    return site.fetch(request, benchEnv(env, benchModes(request)), ctx);
  },
} satisfies ExportedHandler<Env>;
// The site's Durable Object classes, from the one place that lists them.
export * from "../worker";
