import { refreshTickets } from "./account-tickets";
import { build } from "./build-info";
import { CURRENT, isStale } from "./cache-names";
import { carryForward } from "./carry-forward";
import { keepOpenPages } from "./pages";

/**
 * Install: cache what pages need offline (the hashed scripts, so every island — React and the QR
 * code included — runs without signal; the offline page; manifest, icons and logo), take over
 * what the last version kept, and take over at once (`skipWaiting`): the page then reloads itself
 * (src/client/service-worker-registration.ts), since a reload alone never swaps a waiting worker.
 *
 * Hashed files may come from the HTTP cache (they never change); the rest is fetched fresh.
 */
export async function install(): Promise<void> {
  const cache = await caches.open(CURRENT.static);
  await cache.addAll(build.precache.map((path) => new Request(path, { cache: path.startsWith("/build/") ? "default" : "no-cache" })));
  await carryForward();
  await (self as unknown as ServiceWorkerGlobalScope).skipWaiting();
}

/**
 * Activate: remove the caches of earlier versions, control the open pages, and keep them and the
 * visitor's tickets (both may have been fetched before any worker ran).
 */
export async function activate(): Promise<void> {
  const sw = self as unknown as ServiceWorkerGlobalScope;
  for (const name of await caches.keys()) if (isStale(name)) await caches.delete(name);
  await sw.clients.claim();
  const open = await sw.clients.matchAll({ type: "window" });
  await keepOpenPages(open.map((client) => client.url));
  await refreshTickets();
}
