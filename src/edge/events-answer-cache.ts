import type { ContentStamp } from "../kv/read-through";
import { EDGE_CACHE_HEADER, type EdgeCacheState } from "./edge-html-cache";
import { fnv1a } from "../http/client-assets";

/** When the answer was stored (epoch ms), kept beside it and stripped before it is served. */
const STORED_AT = "X-Edge-Stored-At";

/** The path of the events API: the cache key is built on it, whatever path spelling came in. */
const EVENTS_PATH = "/api/events";

/** Everything besides the ids that decides an answer: the content, the deploy, where events come from. */
export type EventsVersion = { content: ContentStamp; deploy: string; source: string };

/**
 * Which event source answers: the demo content, or the runtime data API at one address (a hash,
 * so the key does not carry it). Another source gives other answers, so it is part of the key.
 *
 * @example eventSourceTag(undefined) // "demo"
 */
export function eventSourceTag(runtimeApiUrl: string | undefined): string {
  return runtimeApiUrl ? `runtime-${fnv1a(runtimeApiUrl)}` : "demo";
}

/**
 * The Cache API key of one answer: the ids as a set (sorted, each once; the keys schema already
 * bounds them to 50 valid ids) and the version, and nothing else of the request's query, so
 * another order, repeated ids or junk parameters reach the same entry and never add one.
 *
 * @example eventsCacheKey("https://www.nordkystfilm.no", ["b", "a", "b"], version).url
 * // "https://www.nordkystfilm.no/api/events?keys=a%2Cb&v=…"
 */
export function eventsCacheKey(origin: string, ids: readonly string[], version: EventsVersion): Request {
  const { content, deploy, source } = version;
  const url = new URL(EVENTS_PATH, origin);
  url.searchParams.set("keys", [...new Set(ids)].sort().join(","));
  url.searchParams.set("v", `${content.version}.${content.publishedAt.toString(36)}.${deploy}.${source}`);
  return new Request(url.href);
}

/**
 * Seconds a shared cache may keep a response by its own Cache-Control (RFC 9111 §5.2.2.10 and
 * §5.2.2.1: s-maxage before max-age), or undefined when it must not keep it at all.
 */
export function sharedMaxAge(cacheControl: string | null): number | undefined {
  if (!cacheControl || !/(^|,)\s*public\s*(,|$)/i.test(cacheControl)) return undefined;
  if (/(^|,)\s*(private|no-store|no-cache)\b/i.test(cacheControl)) return undefined;
  const match = /(?:^|,)\s*s-maxage=(\d+)/i.exec(cacheControl) ?? /(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl);
  const seconds = match?.[1] === undefined ? 0 : Number(match[1]);
  return seconds > 0 ? seconds : undefined;
}

/** Only whole successful answers the route marked public: never an error (400, 502, 504) or a partial answer. */
export function storableAnswer(response: Response): boolean {
  return (
    response.status === 200 &&
    response.body !== null &&
    !response.headers.has("Set-Cookie") &&
    sharedMaxAge(response.headers.get("Cache-Control")) !== undefined
  );
}

/**
 * Answers of the events API in the Cache API (`caches.default`), each for as long as its own
 * Cache-Control lets a shared cache keep it, counted here from when it was stored (the Cache API
 * may keep a copy longer; the site's clock decides). A served copy says its Age, so a browser
 * keeps it only for what is left of the same minute.
 *
 * @example const hit = await new EventsAnswerCache(caches.default).match(key, Date.now())
 */
export class EventsAnswerCache {
  constructor(private readonly cache: Cache) {}

  /** The fresh answer under `key`, as the visitor gets it, or undefined. */
  async match(key: Request, now: number): Promise<Response | undefined> {
    const stored = await this.cache.match(key);
    if (!stored) return undefined;
    const storedAt = Number(stored.headers.get(STORED_AT) ?? Number.NaN);
    const lifetime = sharedMaxAge(stored.headers.get("Cache-Control"));
    const age = now - storedAt;
    if (lifetime === undefined || !(age >= 0 && age < lifetime * 1000)) {
      await stored.body?.cancel();
      return undefined;
    }
    // The stored headers copied once by the runtime, then changed in place (edge-html-cache.ts `served`).
    const response = new Response(stored.body, stored);
    const { headers } = response;
    headers.delete(STORED_AT);
    // The Cache API's own mark of a match; X-Edge-Cache says more.
    headers.delete("CF-Cache-Status");
    headers.set("Age", String(Math.floor(age / 1000)));
    headers.set(EDGE_CACHE_HEADER, "hit" satisfies EdgeCacheState);
    return response;
  }

  /** Stores an answer (see storableAnswer; anything else is left out) with the time it was stored. */
  async put(key: Request, response: Response, now: number): Promise<void> {
    if (!storableAnswer(response)) return;
    const headers = new Headers(response.headers);
    headers.delete(EDGE_CACHE_HEADER);
    headers.set(STORED_AT, String(now));
    await this.cache.put(key, new Response(response.body, { status: 200, headers }));
  }
}
