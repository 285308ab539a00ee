import { appConfig } from "../config/env";
import { siteWorker } from "../site-worker";
import { benchRenderer } from "./bench-renderer";
import { benchModes } from "./bench-request";

const site = siteWorker({ serving: (request) => benchModes(request).serving, renderer: benchRenderer });

/**
 * The site as the benchmarks run it (bench/run.mjs starts `wrangler dev` with this entry and the
 * site's own configuration): the same worker, middleware, caches and routes as src/worker.ts, built
 * with the X-Bench header choosing per request how the request is served and which renderer
 * renders it (docs/decisions/029). Never deployed; should it ever run outside ENVIRONMENT=local it
 * answers nothing, since its modes would let anyone bypass the edge cache.
 */
export default {
  ...site,
  fetch: async (request: Request, env: Env, ctx: ExecutionContext) => {
    if (appConfig(env).ENVIRONMENT !== "local") throw new Error("the bench worker runs only with ENVIRONMENT=local");
    return site.fetch(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
// The site's Durable Object classes, from the one place that lists them.
export * from "../worker";
