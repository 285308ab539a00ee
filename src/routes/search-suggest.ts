import { type Context, Hono } from "hono";
import type { AppEnv } from "../config/app-env";
import { siteNow } from "../config/clock";
import { EDGE_CACHE_HEADER, type EdgeCacheState } from "../edge/edge-html-cache";
import { suggest, type Suggestion } from "../search/suggest";
import { SUGGEST_CACHE_CONTROL, suggestCacheKey } from "../search/suggest-cache";
import { suggestPrefix } from "../search/suggest-prefix";
import { searchIndexOf } from "./search";

/** The suggestions as JSON, `{ "data": [{ title, path, kind }] }` like the other public APIs. */
function answer(c: Context<AppEnv>, data: Suggestion[], state: EdgeCacheState): Response {
  return c.json({ data }, 200, { "Cache-Control": SUGGEST_CACHE_CONTROL, [EDGE_CACHE_HEADER]: state });
}

/** A cached answer, or undefined; the cache only saves work, so a failing one is passed by. */
async function cached(key: Request): Promise<Response | undefined> {
  try {
    const hit = await caches.default.match(key);
    if (!hit) return undefined;
    // A copy with headers of its own: the security headers are added to every answer on its way out.
    const response = new Response(hit.body, hit);
    response.headers.set(EDGE_CACHE_HEADER, "hit" satisfies EdgeCacheState);
    return response;
  } catch (error) {
    console.warn("search-suggest: cache lookup failed; searching", error);
    return undefined;
  }
}

/**
 * `GET /api/search/suggest?q=bill` (docs/decisions/007): a few pages whose titles begin with what the
 * visitor is typing in the header's search field, for its suggestion list (src/client/islands/
 * search-suggest.ts). Bounded: `q` is cut and kept in one spelling (search/suggest-prefix.ts), at
 * most MAX_SUGGESTIONS come back, and the answer is kept in this data centre's cache per prefix
 * and content version only (search/suggest-cache.ts), so no other parameter makes new work.
 */
export const searchSuggestRoutes = new Hono<AppEnv>().get("/suggest", async (c) => {
  const prefix = suggestPrefix(c.req.query("q"));
  if (prefix === "") return answer(c, [], "bypass");
  const key = suggestCacheKey(new URL(c.req.url).origin, prefix, c.var.chrome.meta.version);
  const hit = await cached(key);
  if (hit) return hit;
  const found = suggest(await searchIndexOf(c), prefix, siteNow(c.var.config));
  const response = answer(c, found, "miss");
  // A prefix that suggests nothing is not kept: random prefixes would only fill the cache.
  if (found.length === 0) return response;
  const copy = response.clone();
  copy.headers.delete(EDGE_CACHE_HEADER);
  c.executionCtx.waitUntil(caches.default.put(key, copy).catch((error: unknown) => console.warn("search-suggest: not stored", error)));
  return response;
});
