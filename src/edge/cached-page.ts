import { siteNow } from "../config/clock";
import { type AppConfig, appConfig } from "../config/env";
import type { Serving } from "../config/serving";
import { chromeStamp } from "../kv/chrome-stamp";
import { goesToHttps } from "../http/goes-to-https";
import { matchesIfNoneMatch } from "../http/if-none-match";
import { deployOf } from "./deploy";
import { isPrerender, prerenderRequest } from "./dispatch";
import { EDGE_CACHE_HEADER, type EdgeCacheState, EdgeHtmlCache, edgeCacheKey, type PageVersion } from "./edge-html-cache";
import { namesNothingAnswer, searchMissAnswer } from "./kept-answers";
import { KvHtml, kvHtmlKey } from "./kv-html";
import type { Dispatch } from "../config/app-env";

/** Keys this isolate is refreshing: one background refresh per page at a time. */
const refreshing = new Set<string>();

/**
 * Which requests may use the page caches at all: page GETs (never /api/*: account, admin, events),
 * with the cache on and not switched off for this request (config/serving.ts); a plain-http request
 * goes to the app for its redirect.
 */
export function mayUseCache(request: Request, config: AppConfig, serving: Serving): boolean {
  if (request.method !== "GET" || config.EDGE_HTML_CACHE === "off" || isApiAddress(request.url)) return false;
  return serving.caches !== "off";
}

/** Whether an absolute address's path starts with /api/ (read without parsing the URL: every request asks). */
function isApiAddress(url: string): boolean {
  const path = url.indexOf("/", url.indexOf("://") + 3);
  return path !== -1 && url.startsWith("/api/", path);
}

/** A 304 for a cached page: its headers (ETag, Cache-Control, CSP and the rest), no body. */
function notModified(page: Response): Response {
  const headers = new Headers(page.headers);
  for (const name of ["Content-Type", "Content-Length", "Content-Language"]) headers.delete(name);
  return new Response(null, { status: 304, headers });
}

/**
 * A page answered before the app runs (docs/decisions/009, 022): from this data centre's Cache API
 * (`hit`, or `stale` while one background refresh runs), else the HTML rendered elsewhere and kept
 * in KV (`kv`, copied into the Cache API for the next visit here); a 304 when the browser has it.
 * Answers the app gave once per page and content come from memory too (edge/kept-answers.ts): the
 * 404 page for a value the page does not offer, before the Cache API is asked (such a page is never
 * kept there), and a search that finds nothing, after it. Costs the content stamp (one KV
 * metadata read a second per isolate) and one Cache API read — none of the app's routing,
 * middleware or rendering. Undefined when the page must be rendered
 * (the app's edge-cache middleware then keeps what it renders), or when the lookup fails.
 *
 * `dispatch` is how a stale page is rendered again when KV has no newer HTML: the app itself.
 * `serving` is how the worker entry serves this request (config/serving.ts).
 */
export async function cachedPage(request: Request, env: Env, ctx: ExecutionContext, dispatch: Dispatch, serving: Serving): Promise<Response | undefined> {
  try {
    const config = appConfig(env);
    if (isPrerender(request) || goesToHttps(request.url) || !mayUseCache(request, config, serving)) return undefined;
    const content = await chromeStamp(config.PAGES);
    if (!content) return undefined;
    const nothing = namesNothingAnswer(request.url, content);
    if (nothing) return nothing;
    const version: PageVersion = { content, deploy: deployOf(config) };
    const cache = new EdgeHtmlCache(caches.default);
    const cached = serving.caches === "kv-html" ? undefined : await cache.match(edgeCacheKey(request.url, version), Date.now(), siteNow(config));
    if (cached?.state === "stale") refreshInBackground({ request, env, ctx, dispatch, config, cache, version });
    const page = cached?.response ?? (await searchMissAnswer(request.url, content, config)) ?? (await fromKv(request, serving, ctx, config, cache, version));
    if (!page) return undefined;
    if (!matchesIfNoneMatch(request.headers.get("If-None-Match"), page.headers.get("ETag") ?? "")) return page;
    await page.body?.cancel();
    return notModified(page);
  } catch (error) {
    // The caches are an optimisation: when they fail, the page is rendered as without them.
    console.warn("edge-cache: lookup failed; rendering the page", error);
    return undefined;
  }
}

/**
 * The page rendered in some data centre and kept in KV, marked `kv`; a copy goes into this data
 * centre's Cache API, so the next visit here is a hit. Not when this request takes KV as cold.
 */
async function fromKv(
  request: Request,
  serving: Serving,
  ctx: ExecutionContext,
  config: AppConfig,
  cache: EdgeHtmlCache,
  version: PageVersion,
): Promise<Response | undefined> {
  if (serving.coldKv) return undefined;
  const kept = await new KvHtml(config.PAGES).get(kvHtmlKey(request.url, version), siteNow(config));
  const body = kept?.response.body;
  if (!kept || !body) return undefined;
  const { response, changesAt } = kept;
  // The response is this request's own (KvHtml builds it), so its headers take the mark as they are.
  response.headers.set(EDGE_CACHE_HEADER, "kv" satisfies EdgeCacheState);
  if (serving.caches === "kv-html") return response;
  const [forVisitor, forCache] = body.tee();
  const copy = new Response(forCache, response);
  ctx.waitUntil(
    cache
      .put(edgeCacheKey(request.url, version), copy, Date.now(), changesAt)
      .catch((error: unknown) => console.warn("edge-cache: a page from KV was not stored", error)),
  );
  return new Response(forVisitor, response);
}

type Refresh = { request: Request; env: Env; ctx: ExecutionContext; dispatch: Dispatch; config: AppConfig; cache: EdgeHtmlCache; version: PageVersion };

/**
 * Refreshes a stale Cache API copy in the background: from KV's HTML when KV holds it for this
 * version (same deploy and content, before its clock changes it: the HTML a render would give
 * now), so a page is rendered about once per version and screening start or midnight in the
 * whole network; by a render through the app when KV has none.
 */
function refreshInBackground({ request, env, ctx, dispatch, config, cache, version }: Refresh): void {
  const key = edgeCacheKey(request.url, version);
  if (refreshing.has(key)) return;
  refreshing.add(key);
  const work = (async () => {
    try {
      const kept = await new KvHtml(config.PAGES).get(kvHtmlKey(request.url, version), siteNow(config));
      if (kept) return await cache.put(key, kept.response, Date.now(), kept.changesAt);
      await dispatch(prerenderRequest(request.url), env, ctx);
    } catch (error) {
      console.error("edge-cache: refresh failed; the stale page stays", error);
    } finally {
      refreshing.delete(key);
    }
  })();
  ctx.waitUntil(work);
}
