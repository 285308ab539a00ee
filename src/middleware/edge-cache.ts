import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv, Dispatch, PageKeep, KeptAnswer } from "../config/app-env";
import { appConfig } from "../config/env";
import type { SiteChrome } from "../content/site-chrome";
import { chosenServing } from "../config/serving";
import { mayUseCache } from "../edge/cached-page";
import { deployOf } from "../edge/deploy";
import { isPrerender } from "../edge/dispatch";
import { EDGE_CACHE_HEADER, type EdgeCacheState, EdgeHtmlCache, edgeCacheKey, type PageVersion, storable } from "../edge/edge-html-cache";
import { keepAnswer } from "../edge/kept-answers";
import { KvHtml, kvHtmlKey } from "../edge/kv-html";
import type { Entry } from "../kv/read-through";

/**
 * The keeping half of the edge HTML cache (issue "Benchmarks and budgets", part 2; docs/decisions/009
 * and 022). A page the caches hold is answered before the app runs (edge/cached-page.ts, from the
 * worker's fetch); a request that reaches the app is rendered, and this middleware keeps the page
 * — under its URL and version (content, deploy, client build), in this data centre's Cache API for
 * as long as its own Cache-Control lets a shared cache keep it and in KV for every other data
 * centre. Only GET, never /api/*, only 200 HTML marked public without Set-Cookie, and only where
 * the route lets it (`pageKeep`: search results never go to KV, a search that finds nothing is
 * kept nowhere). Every page
 * answer says what happened in `X-Edge-Cache` (hit, stale, kv, miss, bypass).
 *
 * `dispatch` is how a route (the admin's publish) renders pages of its own: the app itself.
 */
export function edgeCache(dispatch: Dispatch) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set("dispatch", dispatch);
    if (!mayUseCache(c.req.raw, appConfig(c.env), chosenServing(c.var))) {
      await next();
      if (c.req.method === "GET" && !c.req.path.startsWith("/api/")) c.res.headers.set(EDGE_CACHE_HEADER, "bypass");
      await answer(c, false);
      return;
    }
    await next();
    await keep(c, isPrerender(c.req.raw));
    await answer(c, true);
  });
}

/**
 * An answer the route said the edge may give again (a 404 for a query naming nothing, a search
 * that found nothing): as this visitor gets it, and kept for the edge under the content it was
 * rendered from when the edge cache is on (edge/kept-answers.ts).
 */
async function answer(c: Context<AppEnv>, mayKeep: boolean): Promise<void> {
  const kept = c.get("keptAnswer") as KeptAnswer | undefined;
  if (!kept) return;
  const meta = (c.get("chrome") as Entry<SiteChrome> | undefined)?.meta;
  const stamp = mayKeep && meta?.publishedAt !== undefined ? { version: meta.version, publishedAt: meta.publishedAt } : undefined;
  const answered = await keepAnswer(c.req.url, c.res, kept, stamp);
  // Hono copies the old answer's headers onto a new one (its ETag, its length): this one is whole.
  c.res = undefined;
  c.res = answered;
}

/**
 * After the page was rendered: stores it when it may be kept, under the version it was rendered
 * from (the chrome this request read). A visitor's page streams on while a copy is stored in the
 * background; a pre-render waits for its copy to be stored.
 */
async function keep(c: Context<AppEnv>, prerender: boolean): Promise<void> {
  const response = c.res;
  const chrome = c.get("chrome") as Entry<SiteChrome> | undefined;
  const publishedAt = chrome?.meta.publishedAt;
  const where = (c.get("pageKeep") as PageKeep | undefined) ?? "everywhere";
  if (!chrome || publishedAt === undefined || where === "nowhere" || !storable(response) || !response.body) {
    response.headers.set(EDGE_CACHE_HEADER, "bypass" satisfies EdgeCacheState);
    return;
  }
  const config = appConfig(c.env);
  const version: PageVersion = { content: { version: chrome.meta.version, publishedAt }, deploy: deployOf(config) };
  const changesAt = c.get("pageChangesAt") as number | undefined;
  const [forVisitor, forStores] = response.body.tee();
  const [forCache, forKv] = forStores.tee();
  const now = Date.now();
  const inCache =
    chosenServing(c.var).caches === "kv-html"
      ? forCache.cancel()
      : new EdgeHtmlCache(caches.default).put(edgeCacheKey(c.req.url, version), new Response(forCache, response), now, changesAt);
  const inKv =
    where === "edge-only" ? forKv.cancel() : new KvHtml(config.PAGES).put(kvHtmlKey(c.req.url, version), new Response(forKv, response), now, changesAt);
  const stored = Promise.all([inCache, inKv])
    // A body cut off by a failed render ends the copies too: nothing is stored, which is right.
    .catch((error: unknown) => console.warn("edge-cache: a page was not stored", error));
  if (prerender) {
    await forVisitor.cancel();
    await stored;
    return;
  }
  c.executionCtx.waitUntil(stored);
  const visitor = new Response(forVisitor, response);
  visitor.headers.set(EDGE_CACHE_HEADER, "miss" satisfies EdgeCacheState);
  c.res = visitor;
}
