import { trimCache } from "./trim-cache";

/**
 * Cache first, then the network, keeping what the network gives (when it is a full, same-origin
 * answer). For what never changes under its name (hashed /build/ scripts) and what may be a little
 * old without harm (images, icons). `max` caps the cache (oldest out first).
 *
 * @example event.respondWith(cacheFirst(event, CURRENT.images, LIMITS.images))
 */
export async function cacheFirst(event: FetchEvent, cacheName: string, max?: number): Promise<Response> {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(event.request);
  if (hit) return hit;
  const response = await fetch(event.request);
  if (response.ok && response.type === "basic") {
    const copy = response.clone();
    event.waitUntil(
      cache
        .put(event.request, copy)
        .then(() => (max === undefined ? undefined : trimCache(cache, max)))
        .catch((error: unknown) => console.error("service worker: could not keep", event.request.url, error)),
    );
  }
  return response;
}
