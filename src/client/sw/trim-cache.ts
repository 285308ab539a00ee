/**
 * Drops the oldest entries until at most `max` are left. The Cache API keeps entries in the order
 * they were put, and a put of a known URL moves it to the end, so "oldest" is "least recently
 * fetched".
 *
 * @example await trimCache(await caches.open(CURRENT.images), LIMITS.images)
 */
export async function trimCache(cache: Cache, max: number): Promise<void> {
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(request);
}
