import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../config/app-env";
import { benchRequest } from "../bench/bench-request";
import { siteNow } from "../config/clock";
import type { SiteChrome } from "../content/site-chrome";
import { EDGE_CACHE_HEADER, type EdgeCacheState, EdgeHtmlCache, edgeCacheKey, type PageVersion, storable } from "../edge/edge-html-cache";
import { type AppConfig, appConfig } from "../config/env";
import { chromeStamp } from "../kv/chrome-stamp";
import { KvHtml, kvHtmlKey } from "../edge/kv-html";
import type { Entry } from "../kv/read-through";
import { buildTag } from "../routes/client-assets";
import { isNotModified } from "../routes/html-cache";

/** How the worker answers a request of its own: the whole app, as for a visitor. */
export type Dispatch = (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;

/** Requests this isolate makes to refresh a stale page: rendered and stored, never answered from the cache. */
const refreshRequests = new WeakSet<Request>();
/** Keys this isolate is refreshing: one background refresh per page at a time. */
const refreshing = new Set<string>();

/** The deploy and client build: cached HTML names hashed scripts and comes from this code. Both page caches and the events cache (events-edge-cache.ts) key by it. */
export function deployOf(config: AppConfig): string {
  return `${config.CF_VERSION_METADATA?.id ?? "local"}.${buildTag}`;
}

/**
 * A request that renders a page and keeps it (in KV and this data centre's Cache API) without
 * looking either up first, as a stale page's refresh does: a pre-render at publish (edge/prerender.ts).
 * Pass it to the app itself (a Dispatch), not through the worker's fetch, which makes a new request.
 */
export function prerenderRequest(url: string): Request {
  const request = new Request(url);
  refreshRequests.add(request);
  return request;
}

/** Which requests may use the cache at all: page GETs, never the APIs (account, admin, events). */
function mayUseCache(c: Context<AppEnv>, config: AppConfig): boolean {
  if (c.req.method !== "GET" || config.EDGE_HTML_CACHE === "off") return false;
  return !isApi(c) && benchRequest(c)?.edge !== "bypass";
}

const isApi = (c: Context<AppEnv>) => c.req.path.startsWith("/api/");

/** Whether this request skips the Cache API (a bench of the KV HTML alone) but may use rendered HTML in KV. */
const cacheApiSkipped = (c: Context<AppEnv>) => benchRequest(c)?.edge === "bypass-cache-only";

/** A 304 for a cached page: its headers (ETag, Cache-Control, CSP and the rest), no body. */
function notModified(page: Response): Response {
  const headers = new Headers(page.headers);
  for (const name of ["Content-Type", "Content-Length", "Content-Language"]) headers.delete(name);
  return new Response(null, { status: 304, headers });
}

/**
 * The edge HTML cache (issue "Benchmarks and budgets", part 2; docs/decisions/009): the outermost
 * middleware, so a page served from the cache costs one KV metadata read (which content the site
 * chrome names) and one Cache API read, and nothing of the rest of the worker. Pages are kept
 * under their URL and version (content, deploy, client build) for as long as their own
 * Cache-Control lets a shared cache keep them: fresh for s-maxage, then served stale while one
 * background refresh runs, and never past the start of a screening they list. Only GET, never
 * /api/*, only 200 HTML marked public without Set-Cookie; ETag/304 as the route would answer.
 * On a miss, the page's HTML rendered elsewhere and kept in KV is served before anything is
 * rendered, and every render is kept there too (edge/kv-html.ts, docs/decisions/022).
 * Every page answer says what happened in `X-Edge-Cache` (hit, stale, kv, miss, bypass).
 *
 * `dispatch` is how a refresh renders the page again: the app itself.
 */
export function edgeCache(dispatch: Dispatch) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // How a route (the admin's publish) renders pages of its own: pre-rendering (edge/prerender.ts).
    c.set("dispatch", dispatch);
    const config = appConfig(c.env);
    if (!mayUseCache(c, config)) {
      await next();
      if (c.req.method === "GET" && !isApi(c)) c.res.headers.set(EDGE_CACHE_HEADER, "bypass");
      return;
    }
    const cache = new EdgeHtmlCache(caches.default);
    const deploy = deployOf(config);
    const refresh = refreshRequests.has(c.req.raw);
    if (!refresh) {
      const cached = await lookUp(c, cache, config, deploy);
      if (cached) return cached;
    }
    await next();
    await keep(c, cache, deploy, refresh);
  });

  /** The cached page (or its 304) for this request, refreshing a stale one in the background. */
  async function lookUp(c: Context<AppEnv>, cache: EdgeHtmlCache, config: AppConfig, deploy: string): Promise<Response | undefined> {
    try {
      const content = await chromeStamp(config.PAGES);
      if (!content) return undefined;
      const version = { content, deploy };
      const cached = cacheApiSkipped(c) ? undefined : await cache.match(edgeCacheKey(c.req.url, version), Date.now(), siteNow(config));
      if (cached?.state === "stale") refreshInBackground(c, cache, config, version, edgeCacheKey(c.req.url, version));
      const page = cached?.response ?? (await fromKv(c, cache, config, version));
      if (!page) return undefined;
      if (!isNotModified(c, page.headers.get("ETag") ?? "")) return page;
      await page.body?.cancel();
      return notModified(page);
    } catch (error) {
      // The cache is an optimisation: when it fails, the page is rendered as without it.
      console.warn("edge-cache: lookup failed; rendering the page", error);
      return undefined;
    }
  }

  /**
   * The page rendered in some data centre and kept in KV, marked `kv`; a copy goes into this data
   * centre's Cache API, so the next visit here is a hit. Not in a cold-KV bench.
   */
  async function fromKv(c: Context<AppEnv>, cache: EdgeHtmlCache, config: AppConfig, version: PageVersion): Promise<Response | undefined> {
    if (benchRequest(c)?.kv === "cold") return undefined;
    const kept = await new KvHtml(config.PAGES).get(kvHtmlKey(c.req.url, version), siteNow(config), [[EDGE_CACHE_HEADER, "kv" satisfies EdgeCacheState]]);
    if (!kept?.response.body) return undefined;
    const { response, changesAt } = kept;
    if (cacheApiSkipped(c)) return response;
    const [forVisitor, forCache] = kept.response.body.tee();
    const copy = new Response(forCache, response);
    c.executionCtx.waitUntil(cache.put(edgeCacheKey(c.req.url, version), copy, Date.now(), changesAt).catch((error: unknown) => console.warn("edge-cache: a page from KV was not stored", error)));
    return new Response(forVisitor, response);
  }

  /**
   * Refreshes a stale Cache API copy in the background: from KV's HTML when KV holds it for this
   * version (same deploy and content, before its clock changes it: the HTML a render would give
   * now), so a page is rendered about once per version and screening start or midnight in the
   * whole network; by a render through the app when KV has none.
   */
  function refreshInBackground(c: Context<AppEnv>, cache: EdgeHtmlCache, config: AppConfig, version: PageVersion, key: string): void {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    const work = (async () => {
      try {
        const kept = await new KvHtml(config.PAGES).get(kvHtmlKey(c.req.url, version), siteNow(config));
        if (kept) return await cache.put(key, kept.response, Date.now(), kept.changesAt);
        await dispatch(prerenderRequest(c.req.url), c.env, c.executionCtx as ExecutionContext);
      } catch (error) {
        console.error("edge-cache: refresh failed; the stale page stays", error);
      } finally {
        refreshing.delete(key);
      }
    })();
    c.executionCtx.waitUntil(work);
  }
}

/**
 * After the page was rendered: stores it when it may be kept, under the version it was rendered
 * from (the chrome this request read). A visitor's page streams on while a copy is stored in the
 * background; a refresh waits for its copy to be stored.
 */
async function keep(c: Context<AppEnv>, cache: EdgeHtmlCache, deploy: string, refresh: boolean): Promise<void> {
  const response = c.res;
  const chrome = c.get("chrome") as Entry<SiteChrome> | undefined;
  const publishedAt = chrome?.meta.publishedAt;
  if (!chrome || publishedAt === undefined || !storable(response) || !response.body) {
    response.headers.set(EDGE_CACHE_HEADER, "bypass" satisfies EdgeCacheState);
    return;
  }
  const version: PageVersion = { content: { version: chrome.meta.version, publishedAt }, deploy };
  const key = edgeCacheKey(c.req.url, version);
  const changesAt = c.get("pageChangesAt") as number | undefined;
  const [forVisitor, forStores] = response.body.tee();
  const [forCache, forKv] = forStores.tee();
  const now = Date.now();
  const config = appConfig(c.env);
  const inCache = cacheApiSkipped(c) ? forCache.cancel() : cache.put(key, new Response(forCache, response), now, changesAt);
  const inKv = new KvHtml(config.PAGES).put(kvHtmlKey(c.req.url, version), new Response(forKv, response), now, changesAt);
  const stored = Promise.all([inCache, inKv])
    // A body cut off by a failed render ends the copies too: nothing is stored, which is right.
    .catch((error: unknown) => console.warn("edge-cache: a page was not stored", error));
  if (refresh) {
    await forVisitor.cancel();
    await stored;
    return;
  }
  c.executionCtx.waitUntil(stored);
  const visitor = new Response(forVisitor, response);
  visitor.headers.set(EDGE_CACHE_HEADER, "miss" satisfies EdgeCacheState);
  c.res = visitor;
}
