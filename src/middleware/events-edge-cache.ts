import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import type { EarlyEnv } from "../config/app-env";
import { type AppConfig, appConfig } from "../config/env";
import { EDGE_CACHE_HEADER, type EdgeCacheState } from "../edge/edge-html-cache";
import { EventsAnswerCache, eventSourceTag, eventsCacheKey, storableAnswer } from "../edge/events-answer-cache";
import { EventKeysSchema } from "../events/event-ids";
import { chromeStamp } from "../kv/chrome-stamp";
import { deployOf } from "../edge/deploy";
import { knownScreenings } from "../edge/kept-set";
import { keptSetOf } from "../edge/kept-set-store";

/** Whether this request may use the cache: GETs, with the cache switched on (`EDGE_HTML_CACHE`). */
function mayUseCache(c: Context<EarlyEnv>, config: AppConfig): boolean {
  return c.req.method === "GET" && config.EDGE_HTML_CACHE !== "off";
}

/**
 * The events API at the edge (docs/decisions/011): `GET /api/events?keys=…` answered from this data
 * centre's Cache API while the answer is within its max-age, before the page store, the site
 * chrome or KV's event entries are read — a hit costs the content stamp (one KV metadata read a
 * second per isolate, kv/chrome-stamp.ts) and one Cache API read. Keyed by the ids as a set and
 * the content version, deploy and event source (edge/events-answer-cache.ts); a request whose
 * keys do not parse goes on to the route's 400 and is never stored, and only whole 200 answers
 * are kept. Every answer says what the cache did in `X-Edge-Cache`: `hit`, `miss` (answered by the
 * route and stored) or `bypass` (not kept: a bad list, an error, a partial or stale answer, the
 * cache switched off, for the site or for this request).
 *
 * Mounted outside the security headers, like the page cache, so a copy keeps the headers the
 * visitor got the first time.
 */
export const eventsEdgeCache = createMiddleware<EarlyEnv>(async (c, next) => {
  const config = appConfig(c.env);
  const keys = mayUseCache(c, config) ? v.safeParse(EventKeysSchema, c.req.query("keys")) : undefined;
  if (!keys?.success) {
    await next();
    c.res.headers.set(EDGE_CACHE_HEADER, "bypass" satisfies EdgeCacheState);
    return;
  }
  const cache = new EventsAnswerCache(caches.default);
  const origin = new URL(c.req.url).origin;
  const base = { deploy: deployOf(config), source: eventSourceTag(config.RUNTIME_API_URL) };
  // Only ids that name a screening of the content key an answer (docs/decisions/040): an outsider's
  // made-up ids make no entry of their own, and an ask that names none is the route's 404.
  let ids = keys.output;
  try {
    const content = await chromeStamp(config.PAGES);
    const set = content && (await keptSetOf(config, content, (work) => c.executionCtx.waitUntil(work)));
    if (set) ids = knownScreenings(set, ids);
    const hit = content && ids.length > 0 && (await cache.match(eventsCacheKey(origin, ids, { ...base, content }), Date.now()));
    if (hit) return hit;
  } catch (error) {
    // The cache only saves work: when it fails, the route answers as without it.
    console.warn("events-edge-cache: lookup failed; asking the event store", error);
  }
  await next();
  // Stored under the content this answer was built with (the chrome the request read).
  const chrome = c.get("chrome");
  const publishedAt = chrome?.meta.publishedAt;
  if (!chrome || publishedAt === undefined || !storableAnswer(c.res)) {
    c.res.headers.set(EDGE_CACHE_HEADER, "bypass" satisfies EdgeCacheState);
    return;
  }
  const content = { version: chrome.meta.version, publishedAt };
  // A fresh KV had no content to read the ids by before the route: it has now.
  const set = await keptSetOf(config, content, (work) => c.executionCtx.waitUntil(work));
  const known = set ? knownScreenings(set, keys.output) : [];
  if (known.length === 0) {
    c.res.headers.set(EDGE_CACHE_HEADER, "bypass" satisfies EdgeCacheState);
    return;
  }
  const key = eventsCacheKey(origin, known, { ...base, content });
  const copy = c.res.clone();
  c.executionCtx.waitUntil(cache.put(key, copy, Date.now()).catch((error: unknown) => console.warn("events-edge-cache: an answer was not stored", error)));
  c.res.headers.set(EDGE_CACHE_HEADER, "miss" satisfies EdgeCacheState);
});
