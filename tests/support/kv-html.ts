import { env } from "cloudflare:workers";
import { appConfig } from "../../src/config/env";
import { edgeCacheKey } from "../../src/edge/edge-html-cache";
import { chromeStamp, forgetChromeStamp } from "../../src/kv/chrome-stamp";
import { deployOf } from "../../src/edge/deploy";
import { withEdgeCache } from "./fetch-page";
import { bundledSource } from "../../src/content/bundled-source";

/**
 * What another data centre meets: this one's Cache API copy of the page (a path on localhost, or
 * a whole URL) gone, and the isolate's remembered content stamp gone (a fresh isolate), so only
 * KV is left.
 */
export async function inAnotherDataCentre(path: string, bindings: Env = withEdgeCache): Promise<void> {
  forgetChromeStamp(env.PAGES);
  const config = appConfig(bindings);
  const content = await chromeStamp(env.PAGES);
  if (!content) throw new Error("no site chrome in KV");
  // The page cache keys every page by the site's own host, whatever host a request came on.
  const { host } = (await bundledSource.load()).bundle.site;
  const url = path.startsWith("/") ? `https://${host}${path}` : path.replace(/^https?:\/\/[^/]+/, `https://${host}`);
  await caches.default.delete(edgeCacheKey(url, { content, deploy: deployOf(config) }));
  forgetChromeStamp(env.PAGES);
}

/** Every rendered page KV holds, by key. */
export async function renderedKeys(): Promise<string[]> {
  return (await env.PAGES.list({ prefix: "html:" })).keys.map((k) => k.name);
}

/** The day (`YYYY-MM-DD`) of the programme's tab named "I dag", or undefined when no tab is. */
export function todayTab(html: string): string | undefined {
  return /data-day="(\d{4}-\d{2}-\d{2})"[^>]*><span class="day-tab-name">I dag</.exec(html)?.[1];
}
