import type { AppConfig } from "../config/env";
import { goesToHttps } from "../http/goes-to-https";
import { matchesIfNoneMatch } from "../http/if-none-match";
import { SHARE_PATH } from "../shared/share-api";
import { EDGE_CACHE_HEADER, type EdgeCacheState } from "./edge-html-cache";

// How the page cache (page-cache.ts) answers over HTTP: which requests it looks up at all, the
// X-Edge-Cache mark on every page answer, and the 304 for a browser that holds the page.

/**
 * Which requests may use the page caches at all: page GETs (never /api/*: account, admin, events),
 * with the cache on (`EDGE_HTML_CACHE`); a plain-http request goes to the app for its redirect.
 * A shared plan's page (`/venner/<token>`) is personal and its query is the visitor's group: it
 * goes to the app as asked, never spelt as a content page nor kept (docs/decisions/046).
 */
export function mayUseCache(request: Request, config: AppConfig): boolean {
  return (
    request.method === "GET" && config.EDGE_HTML_CACHE !== "off" && !isApiAddress(request.url) && !isSharedPlanAddress(request.url) && !goesToHttps(request.url)
  );
}

/** Whether an absolute address is a shared plan's page, read as isApiAddress reads /api/. */
function isSharedPlanAddress(url: string): boolean {
  const path = url.indexOf("/", url.indexOf("://") + 3);
  return path !== -1 && url.startsWith(`${SHARE_PATH}/`, path);
}

/** Whether an absolute address's path starts with /api/ (read without parsing the URL: every request asks). */
export function isApiAddress(url: string): boolean {
  const path = url.indexOf("/", url.indexOf("://") + 3);
  return path !== -1 && url.startsWith("/api/", path);
}

/** The answer with what the page cache did with it in `X-Edge-Cache` (hit, stale, kv, miss, bypass). */
export function marked(response: Response, state: EdgeCacheState | undefined): Response {
  if (state === undefined || response.status === 101) return response;
  try {
    response.headers.set(EDGE_CACHE_HEADER, state);
    return response;
  } catch {
    // Headers of a response made elsewhere (a redirect) may be immutable: marked on a copy.
    const copy = new Response(response.body, response);
    copy.headers.set(EDGE_CACHE_HEADER, state);
    return copy;
  }
}

/** The cached page, or a 304 with its headers (ETag, Cache-Control, CSP …) when the browser has it. */
export async function conditional(request: Request, page: Response): Promise<Response> {
  if (!matchesIfNoneMatch(request.headers.get("If-None-Match"), page.headers.get("ETag") ?? "")) return page;
  await page.body?.cancel();
  const headers = new Headers(page.headers);
  for (const name of ["Content-Type", "Content-Length", "Content-Language"]) headers.delete(name);
  return new Response(null, { status: 304, headers });
}
