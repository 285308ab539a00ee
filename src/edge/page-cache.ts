import type { Dispatch } from "../config/app-env";
import { siteNow } from "../config/clock";
import { type AppConfig, appConfig } from "../config/env";
import { chromeStamp } from "../kv/chrome-stamp";
import type { ContentStamp } from "../kv/entry-meta";
import { deployOf } from "./deploy";
import { EDGE_CACHE_HEADER, type EdgeCacheState, EdgeHtmlCache, edgeCacheKey, type PageVersion, storable } from "./edge-html-cache";
import { type KeptSet, keptAddresses } from "./kept-set";
import { keptSetOf } from "./kept-set-store";
import { KvHtml, kvHtmlKey } from "./kv-html";
import { askedAgain } from "./asked-again";
import { namesNothing, namesNothingAnswers } from "./names-nothing-answers";
import { addressRequest, canonicalPath, pageAddress } from "./page-address";
import { type Keep, keptOf } from "./page-answer";
import { conditional, isApiAddress, marked, mayUseCache } from "./page-cache-http";
import { EDGE_ONLY_STALE_SECONDS } from "./page-lifetimes";

/** Addresses this isolate is refreshing: one background refresh per page at a time. */
const refreshing = new Set<string>();

/** Where a page is in the two stores, for one content version and deploy. */
type Place = { set: KeptSet; address: string; version: PageVersion; edgeKey: string; kvKey: string };

function placeOf(set: KeptSet, address: string, content: ContentStamp, config: AppConfig): Place {
  const version = { content, deploy: deployOf(config) };
  // The site's own host in every key: a request's Host (another port, another name) makes no new entry.
  const url = `https://${set.host}${address}`;
  return { set, address, version, edgeKey: edgeCacheKey(url, version), kvKey: kvHtmlKey(url, version) };
}

/**
 * The page cache (docs/decisions/040), the one module that looks pages up and keeps them. A page
 * GET is read as the page reads it: its path in one spelling (another spelling is a 301 there) and
 * only the query parameters its blocks read (edge/page-address.ts). That address is looked up in
 * this data centre's Cache API, then, when it is in the content version's kept set
 * (edge/kept-set.ts), in KV; else the app renders it, and the route's answer says where it may be
 * kept (edge/page-answer.ts): KV only for the kept set, the Cache API briefly for any other
 * address that names something, nowhere for a list left empty. Everything else (APIs, other
 * methods, plain http, the caches off) goes to the app untouched.
 *
 * `app` renders a request; `edgeCache` is the Cache API a request's pages are looked up in and
 * kept in: this data centre's (`caches.default`) unless the worker entry gives another.
 */
export function pageCache(app: Dispatch, edgeCache: (request: Request) => Cache = () => caches.default) {
  /** Renders `asked` through the app and keeps what its route allows; `prerender` waits for the stores. */
  async function render(asked: Request, env: Env, ctx: ExecutionContext, prerender: boolean): Promise<Response> {
    const response = await app(asked, env, ctx);
    const kept = keptOf(asked);
    const config = appConfig(env);
    const set = kept && storable(response) ? await keptSetOf(config, kept.content, (work) => ctx.waitUntil(work)) : undefined;
    const url = new URL(asked.url);
    const path = canonicalPath(url.pathname);
    // The route's address must be the one the kept set spells for this request: else the two
    // disagree about the content (a publish between them), and nothing is kept.
    if (!kept || !set || kept.keep === "nowhere" || path === undefined || pageAddress(path, url.searchParams, set) !== kept.address)
      return marked(response, "bypass");
    const keep: Keep = kept.keep === "kv" && keptAddresses(set).has(kept.address) ? "kv" : "edge";
    const place = placeOf(set, kept.address, kept.content, config);
    // Outside the kept set a page is kept from its second ask: a stream of new combinations writes nothing.
    if (keep === "edge" && !prerender && !askedAgain(place.edgeKey)) return marked(response, "bypass");
    return keepPage(response, { place, keep, changesAt: kept.changesAt, cache: edgeCache(asked), pages: config.PAGES }, ctx, prerender);
  }

  /** A stale copy's refresh, into the Cache API it was found in: KV's HTML when it holds this version's, else a render through the app. */
  function refreshInBackground(place: Place, kept: boolean, origin: string, cache: Cache, env: Env, ctx: ExecutionContext): void {
    if (refreshing.has(place.edgeKey)) return;
    refreshing.add(place.edgeKey);
    const work = (async () => {
      try {
        const config = appConfig(env);
        const fromKv = kept ? await new KvHtml(config.PAGES).get(place.kvKey, siteNow(config)) : undefined;
        if (fromKv) return await new EdgeHtmlCache(cache).put(place.edgeKey, fromKv.response, Date.now(), fromKv.changesAt);
        await render(new Request(`${origin}${place.address}`), env, ctx, true);
      } catch (error) {
        console.error("page-cache: refresh failed; the stale page stays", error);
      } finally {
        refreshing.delete(place.edgeKey);
      }
    })();
    ctx.waitUntil(work);
  }

  return {
    /** A visitor's request: a page from the caches or rendered and kept; anything else from the app. */
    async answer(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
      const config = appConfig(env);
      if (!mayUseCache(request, config))
        return marked(await app(request, env, ctx), request.method === "GET" && !isApiAddress(request.url) ? "bypass" : undefined);
      let asked = request;
      try {
        const content = await chromeStamp(config.PAGES);
        const set = content && (await keptSetOf(config, content, (work) => ctx.waitUntil(work)));
        const url = new URL(request.url);
        const path = canonicalPath(url.pathname);
        // A fresh KV has no chrome yet, an alias host is the app's 301, a malformed path its 404.
        if (!content || !set || path === undefined || set.aliases.includes(url.hostname)) return render(request, env, ctx, false);
        const address = pageAddress(path, url.searchParams, set);
        if (path !== url.pathname) return Response.redirect(`${url.origin}${address}`, 301);
        if (`${url.pathname}${url.search}` !== address) asked = addressRequest(request, `${url.origin}${address}`);
        if (namesNothing(set, path, address)) {
          // The 404 page, from memory after the first such value for this page and content.
          const known = namesNothingAnswers.get(content, path);
          return known ? marked(known, "bypass") : namesNothingAnswers.keep(content, path, await render(asked, env, ctx, false));
        }
        const place = placeOf(set, address, content, config);
        const kept = keptAddresses(set).has(address);
        const cache = edgeCache(asked);
        const found = await lookUp(place, kept, cache, config, ctx);
        if (found?.state === "stale") refreshInBackground(place, kept, url.origin, cache, env, ctx);
        if (found) return conditional(request, found.response);
      } catch (error) {
        // The caches are an optimisation: when they fail, the page is rendered as without them.
        console.warn("page-cache: lookup failed; rendering the page", error);
      }
      return render(asked, env, ctx, false);
    },
    /** A page answered past the page cache (a preview link): marked so. */
    past: (response: Response): Response => marked(response, "bypass"),
    /** Renders a page and keeps it without looking it up first (a pre-render at publish): answers when it is stored. */
    refresh: ((request, env, ctx) => render(request, env, ctx, true)) satisfies Dispatch,
  };
}

/**
 * A copy of the page in this data centre's Cache API (`hit`, or `stale`), else, for the kept set,
 * the HTML another data centre rendered and kept in KV (`kv`, copied into the Cache API).
 */
async function lookUp(place: Place, kept: boolean, edgeCache: Cache, config: AppConfig, ctx: ExecutionContext) {
  const cache = new EdgeHtmlCache(edgeCache);
  const cached = await cache.match(place.edgeKey, Date.now(), siteNow(config));
  if (cached) return cached;
  if (!kept) return undefined;
  const fromKv = await new KvHtml(config.PAGES).get(place.kvKey, siteNow(config));
  const body = fromKv?.response.body;
  if (!fromKv || !body) return undefined;
  const { response, changesAt } = fromKv;
  response.headers.set(EDGE_CACHE_HEADER, "kv" satisfies EdgeCacheState);
  const [forVisitor, forCache] = body.tee();
  ctx.waitUntil(
    cache
      .put(place.edgeKey, new Response(forCache, response), Date.now(), changesAt)
      .catch((error: unknown) => console.warn("page-cache: a page from KV was not stored", error)),
  );
  return { state: "kv" as const, response: new Response(forVisitor, response) };
}

/** Where a rendered page goes: its place, which stores, until when its clock keeps it, the Cache API and KV it goes to. */
type Where = { place: Place; keep: Keep; changesAt: number | undefined; cache: Cache; pages: KVNamespace };

/**
 * Stores a rendered page where `keep` allows: this data centre's Cache API (for an address outside
 * the kept set, briefly) and, for the kept set, KV. A visitor's page streams on while the copies
 * are stored; a pre-render waits for them.
 */
async function keepPage(response: Response, where: Where, ctx: ExecutionContext, prerender: boolean): Promise<Response> {
  const { place, keep, changesAt, cache, pages } = where;
  if (!response.body) return marked(response, "bypass");
  const [forVisitor, forStores] = response.body.tee();
  const [forCache, forKv] = forStores.tee();
  const now = Date.now();
  const inCache = new EdgeHtmlCache(cache).put(
    place.edgeKey,
    new Response(forCache, response),
    now,
    changesAt,
    keep === "edge" ? EDGE_ONLY_STALE_SECONDS : undefined,
  );
  const inKv = keep === "kv" ? new KvHtml(pages).put(place.kvKey, new Response(forKv, response), now, changesAt) : forKv.cancel();
  // A body cut off by a failed render ends the copies too: nothing is stored, which is right.
  const stored = Promise.all([inCache, inKv]).catch((error: unknown) => console.warn("page-cache: a page was not stored", error));
  if (prerender) {
    await forVisitor.cancel();
    await stored;
    return new Response(null, { status: response.status });
  }
  ctx.waitUntil(stored);
  return marked(new Response(forVisitor, response), "miss");
}
