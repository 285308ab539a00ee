import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../config/app-env";
import { configuredContent } from "../config/configured-content";
import { appConfig } from "../config/env";
import { CurrentContentStore } from "../kv/current-content";
import { KV_RECHECK_MS } from "../kv/parsed-entries";
import { PageStore } from "../kv/page-store";

/**
 * Validates the configuration once and gives every route the content and the page store for this
 * request. The content is the current content in KV (published, refreshed or, on a fresh KV, the
 * configured source's: see configured-content.ts), so every miss builds from what was last
 * published and never from an older deploy's bundle (docs/decisions/010).
 */
export const pageStore = createMiddleware<AppEnv>(async (c, next) => {
  const config = appConfig(c.env);
  const waitUntil = (work: Promise<unknown>) => c.executionCtx.waitUntil(work);
  const content = new CurrentContentStore(config.PAGES, configuredContent(config), { waitUntil });
  c.set("config", config);
  c.set("source", content);
  c.set("store", new PageStore(config.PAGES, content, { freshMs: config.CONTENT_FRESH_SECONDS * 1000, waitUntil, recheckMs: KV_RECHECK_MS }));
  await next();
});
