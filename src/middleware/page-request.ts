import { pageQuery } from "../render/blocks/page-params";

/** The address a rewritten request came with: a redirect passes the visitor's whole query on. */
const arrivedAs = new WeakMap<Request, string>();

/** The URL the visitor asked for, before its query was reduced (for redirects: spec section 2). */
export function originalUrl(request: Request): string {
  return arrivedAs.get(request) ?? request.url;
}

/**
 * A page request with its query reduced to what pages read (render/blocks/page-params.ts), before
 * the edge HTML cache or any route sees it: junk and tracking parameters cannot make a new cache
 * entry or a new render. The APIs (/api/*) and anything but GET and HEAD keep their query.
 */
export function pageRequest(request: Request): Request {
  // Most requests: no query to reduce, and no address to parse.
  if ((request.method !== "GET" && request.method !== "HEAD") || !request.url.includes("?")) return request;
  const url = new URL(request.url);
  if (url.pathname.startsWith("/api/")) return request;
  // A bare `?` goes too (url.search is then ""): `/?` is `/`, one cache entry, not two.
  url.search = pageQuery(url.searchParams);
  if (url.href === request.url) return request;
  // Method and headers only: `new Request(url, request)` copies the whole request, its `cf`
  // properties too, which cost a cache hit with a junk parameter 9 % of its CPU
  // (bench/junk-params.mjs). A GET or HEAD has no body, and no page reads `cf`.
  const rewritten = new Request(url, { method: request.method, headers: request.headers });
  arrivedAs.set(rewritten, request.url);
  return rewritten;
}
