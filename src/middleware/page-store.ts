import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { bundledSource } from "../content/bundled-source";
import { appConfig } from "../env";
import { PageStore } from "../kv/page-store";

/** Validates the configuration once and gives every route the page store for this request. */
export const pageStore = createMiddleware<AppEnv>(async (c, next) => {
  const config = appConfig(c.env);
  c.set("config", config);
  c.set(
    "store",
    new PageStore(config.PAGES, bundledSource, {
      freshMs: config.CONTENT_FRESH_SECONDS * 1000,
      waitUntil: (work) => c.executionCtx.waitUntil(work),
    }),
  );
  await next();
});
