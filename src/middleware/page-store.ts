import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { bundledSource } from "../content/bundled-source";
import { appConfig } from "../env";
import { PageStore } from "../kv/page-store";

/**
 * Validates the configuration once and gives every route the content source and the page store
 * for this request. The one place that chooses the source: a second source (the management API)
 * is added here and nowhere else.
 */
export const pageStore = createMiddleware<AppEnv>(async (c, next) => {
  const config = appConfig(c.env);
  c.set("config", config);
  c.set("source", bundledSource);
  c.set(
    "store",
    new PageStore(config.PAGES, c.var.source, {
      freshMs: config.CONTENT_FRESH_SECONDS * 1000,
      waitUntil: (work) => c.executionCtx.waitUntil(work),
    }),
  );
  await next();
});
