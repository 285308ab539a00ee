import type { Page } from "playwright-core";

/**
 * Helpers for the service worker tests (tests/e2e/offline.test.ts): when the page is in the
 * worker's hands, and what the worker has kept. They read the browser's own Cache Storage, the
 * same the worker answers from.
 */

/** Waits until a service worker controls the page (after the first install: once it activated). */
export async function waitForController(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout });
}

/** Every cache of the site and the paths in it, e.g. { "kinoweb-pages-…": ["/kinoprogram"] }. */
export function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      out[name] = requests.map((r) => new URL(r.url).pathname + new URL(r.url).search);
    }
    return out;
  });
}

/** Waits until some cache of the site holds `path` (pages are kept in the background). */
export async function waitUntilKept(page: Page, path: string, timeout = 20_000): Promise<void> {
  await page.waitForFunction(async (wanted) => (await caches.match(wanted)) !== undefined, path, { timeout, polling: 250 });
}

/**
 * Whether no cache of the site holds `path` within a moment (the worker forgets in the
 * background). Use as `expect(await forgotten(page, "/api/account/tickets")).toBe(true)`.
 */
export function forgotten(page: Page, path: string, timeout = 5_000): Promise<boolean> {
  return page
    .waitForFunction(async (wanted) => (await caches.match(wanted)) === undefined, path, { timeout, polling: 100 })
    .then(
      () => true,
      () => false,
    );
}

/** The service worker versions the caches are named after (one after activation; more during an update). */
export async function cacheVersions(page: Page): Promise<string[]> {
  const names = Object.keys(await cachedPaths(page));
  return [...new Set(names.map((n) => n.replace(/^kinoweb-(static|pages|images|account)-/, "")))];
}
