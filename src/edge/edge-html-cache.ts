import type { ContentStamp } from "../kv/read-through";

/**
 * What the edge cache keeps beside a page, as headers of the stored response (the Cache API
 * stores headers and body, nothing else). Stripped before the page is served.
 */
const STORED_AT = "X-Edge-Stored-At";
const FRESH_UNTIL = "X-Edge-Fresh-Until";
const STALE_UNTIL = "X-Edge-Stale-Until";
const CHANGES_AT = "X-Edge-Changes-At";
const CACHE_CONTROL = "X-Edge-Cache-Control";
const INTERNAL = [STORED_AT, FRESH_UNTIL, STALE_UNTIL, CHANGES_AT, CACHE_CONTROL];

/** The header that tells what the edge cache did with a request: hit, stale, kv, miss or bypass. */
export const EDGE_CACHE_HEADER = "X-Edge-Cache";

/**
 * hit: fresh copy served. stale: copy served while one refresh runs. kv: no copy in this data
 * centre, the HTML rendered elsewhere and kept in KV served (edge/kv-html.ts). miss: rendered now
 * (no copy, an expired one, or one a started screening outdated). bypass: the request may not use the cache.
 */
export type EdgeCacheState = "hit" | "stale" | "kv" | "miss" | "bypass";

/** Everything besides the URL that decides a page's HTML: the content, the deploy, the client build. */
export type PageVersion = { content: ContentStamp; deploy: string };

/**
 * The Cache API key of a page: its URL with the version appended as one more query parameter, so
 * a new content version or deploy never finds the HTML of the old one. A visitor's own parameter
 * of that name only makes a different key, never another page's.
 *
 * @example edgeCacheKey("https://example.org/kinoprogram?dag=2025-09-17", version) // "…?dag=2025-09-17&edge-version=…"
 */
export function edgeCacheKey(url: string, version: PageVersion): string {
  const { content, deploy } = version;
  const tag = `${content.version}.${content.publishedAt.toString(36)}.${deploy}`;
  return `${url}${url.includes("?") ? "&" : "?"}edge-version=${encodeURIComponent(tag)}`;
}

/** Seconds of a directive in a Cache-Control header, or undefined. */
function directive(cacheControl: string, name: string): number | undefined {
  const match = new RegExp(`(?:^|,)\\s*${name}=(\\d+)`, "i").exec(cacheControl);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/**
 * How long a shared cache may keep a response, by its own Cache-Control (RFC 9111 §5.2.2.10, RFC
 * 5861): fresh for s-maxage, then servable stale for stale-while-revalidate while it refreshes.
 * Undefined for anything a shared cache must not keep: not `public`, `private`, `no-store`,
 * `no-cache`, or without s-maxage.
 *
 * @example sharedLifetime("public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=86400") // { fresh: 60, stale: 86400 }
 */
export function sharedLifetime(cacheControl: string | null): { fresh: number; stale: number } | undefined {
  if (!cacheControl || !/(^|,)\s*public\s*(,|$)/i.test(cacheControl)) return undefined;
  if (/(^|,)\s*(private|no-store|no-cache)\b/i.test(cacheControl)) return undefined;
  const fresh = directive(cacheControl, "s-maxage");
  if (fresh === undefined || fresh <= 0) return undefined;
  return { fresh, stale: directive(cacheControl, "stale-while-revalidate") ?? 0 };
}

/**
 * Whether the edge may keep a response at all: a complete 200 HTML page (or a strand's or place's
 * calendar, docs/decisions/047) the route marked for shared caches, without a cookie (the Cache
 * API refuses Set-Cookie responses anyway).
 */
export function storable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.body !== null &&
    !response.headers.has("Set-Cookie") &&
    /^text\/(html|calendar)\b/.test(response.headers.get("Content-Type") ?? "") &&
    sharedLifetime(response.headers.get("Cache-Control")) !== undefined
  );
}

export type CachedPage = { state: "hit" | "stale"; response: Response };

/**
 * Rendered pages in the Cache API (`caches.default`), with the stale-while-revalidate the Cache
 * API itself ignores done by hand: a page carries when it was stored, until when it is fresh,
 * until when it may still be served stale, and when the site clock outdates it (the next
 * screening on the page starts: its ticket button must give way). The Cache API is per data
 * centre and keeps the copy for the whole stale window; this class decides what a copy is worth.
 *
 * @example const cached = await new EdgeHtmlCache(caches.default).match(key, Date.now(), siteNow(config))
 */
export class EdgeHtmlCache {
  constructor(private readonly cache: Cache) {}

  /** The page under `key`, fresh or stale; undefined when there is none worth serving. */
  async match(key: string, now: number, siteNow: number): Promise<CachedPage | undefined> {
    const stored = await this.cache.match(key);
    if (!stored) return undefined;
    const at = (name: string) => Number(stored.headers.get(name) ?? Number.NaN);
    const changesAt = stored.headers.get(CHANGES_AT);
    const outdated = (changesAt !== null && siteNow >= Number(changesAt)) || !(now < at(STALE_UNTIL));
    if (outdated) {
      await stored.body?.cancel();
      return undefined;
    }
    const state = now < at(FRESH_UNTIL) ? "hit" : "stale";
    return { state, response: served(stored, state, now) };
  }

  /**
   * Stores a page (see `storable`): its headers and body, and the freshness its Cache-Control
   * gives it from `now`. `changesAt` is the site-clock time after which the HTML is outdated;
   * `maxStaleSeconds` shortens how long it may be served stale (a page kept at the edge only).
   */
  async put(key: string, response: Response, now: number, changesAt?: number, maxStaleSeconds?: number): Promise<void> {
    const shared = sharedLifetime(response.headers.get("Cache-Control"));
    if (!shared) return;
    const lifetime = maxStaleSeconds === undefined ? shared : { ...shared, stale: Math.min(shared.stale, maxStaleSeconds) };
    const headers = new Headers(response.headers);
    headers.delete(EDGE_CACHE_HEADER);
    headers.set(CACHE_CONTROL, response.headers.get("Cache-Control") ?? "");
    headers.set(STORED_AT, String(now));
    headers.set(FRESH_UNTIL, String(now + lifetime.fresh * 1000));
    headers.set(STALE_UNTIL, String(now + (lifetime.fresh + lifetime.stale) * 1000));
    if (changesAt !== undefined) headers.set(CHANGES_AT, String(changesAt));
    // What the Cache API itself goes by: keep the copy for the whole stale window.
    headers.set("Cache-Control", `public, max-age=${lifetime.fresh + lifetime.stale}`);
    await this.cache.put(key, new Response(response.body, { status: 200, headers }));
  }
}

/**
 * The stored copy as a visitor gets it: its own Cache-Control back, its age, and the cache state.
 * The runtime copies the stored headers once (natively: a profile found building them from a list
 * in JavaScript several times dearer), and they are changed in place.
 */
function served(stored: Response, state: "hit" | "stale", now: number): Response {
  const response = new Response(stored.body, stored);
  const { headers } = response;
  const storedAt = Number(headers.get(STORED_AT));
  headers.set("Cache-Control", headers.get(CACHE_CONTROL) ?? "");
  for (const name of INTERNAL) headers.delete(name);
  // The Cache API's own mark of a match; X-Edge-Cache says more.
  headers.delete("CF-Cache-Status");
  if (Number.isFinite(storedAt)) headers.set("Age", String(Math.max(0, Math.floor((now - storedAt) / 1000))));
  headers.set(EDGE_CACHE_HEADER, state);
  return response;
}
