import { configuredContent } from "../config/configured-content";
import { siteNow } from "../config/clock";
import { type AppConfig, appConfig } from "../config/env";
import { chromeStamp } from "../kv/chrome-stamp";
import { CurrentContentStore } from "../kv/current-content";
import { deployOf } from "./deploy";
import type { PageVersion } from "./edge-html-cache";
import { PrerenderQueue, type PrerenderQueueEntry, queuesVersion } from "./prerender-queue";
import { prerenderPaths } from "./prerender-paths";
import type { Dispatch } from "../config/app-env";

/**
 * Pages rendered per invocation: bounded by count, so one invocation stays inside Workers Free's
 * 10 ms of CPU — a programme-sized render takes about 4 ms, most pages 1–2 ms (docs/decisions/022).
 */
export const PRERENDER_PER_RUN = 2;

/**
 * Renders the next few pages of the current content version before any visitor asks (docs/decisions/022
 * "Pre-rendering at publish"): each cron run and the publish request's
 * `waitUntil` call this. The first call for a version or deploy queues its pages (most visited
 * first, prerender-paths.ts), replacing any older queue, and renders the first; each later call
 * takes PRERENDER_PER_RUN of them. Each page is rendered through the app as a stale refresh does,
 * which keeps the HTML in KV (and in this data centre's Cache API). Answers the paths it
 * rendered. Nothing is done with the edge caches off, or while this data centre's copy of the
 * content lags behind the chrome's.
 *
 * @example ctx.waitUntil(prerenderNext(env, ctx, dispatch))
 */
export async function prerenderNext(env: Env, ctx: ExecutionContext, dispatch: Dispatch): Promise<string[]> {
  const config = appConfig(env);
  if (config.EDGE_HTML_CACHE === "off") return [];
  const content = await chromeStamp(config.PAGES);
  if (!content) return [];
  const version: PageVersion = { content, deploy: deployOf(config) };
  const queues = new PrerenderQueue(config.PAGES);
  const stored = await queues.read();
  const queue = stored && queuesVersion(stored, version) ? stored : await newQueue(config, version, (work) => ctx.waitUntil(work));
  if (!queue) return [];
  // The step that builds the queue has read and checked the whole content: one render fits beside that.
  const batch = await queues.take(queue, queue === stored ? PRERENDER_PER_RUN : 1, queue === stored);
  for (const path of batch) {
    try {
      await dispatch(new Request(new URL(path, `https://${queue.host}`).href), env, ctx);
    } catch (error) {
      // The page is rendered by its first visitor instead.
      console.warn(`prerender: ${path} failed`, error);
    }
  }
  return batch;
}

/** The queue of a version's pages, from its content; undefined when this data centre's content is not that version yet. */
async function newQueue(config: AppConfig, version: PageVersion, waitUntil: (work: Promise<unknown>) => void): Promise<PrerenderQueueEntry | undefined> {
  const current = await new CurrentContentStore(config.PAGES, configuredContent(config), { waitUntil }).load();
  if (current.version !== version.content.version || current.publishedAt !== version.content.publishedAt) return undefined;
  return { v: 1, deploy: version.deploy, content: version.content, host: current.bundle.site.host, paths: prerenderPaths(current.bundle, siteNow(config)) };
}
