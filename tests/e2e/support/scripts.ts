import type { Page, Request } from "playwright-core";

// React's chunk is by far the largest script; no script a logged-out visitor needs up front is.
const REACT_CHUNK_MIN_BYTES = 50_000;

/**
 * Sizes of the /build/ scripts the page asked for, by URL (scripts only: the stylesheet and the icon
 * sprite are /build/ files too, and the whole stylesheet is about React's size): the size of the script itself, wherever
 * it came from. The service worker caches every script in the background (offline at the cinema
 * door), so the page may get React from the worker or the HTTP cache, with no transfer size; what
 * counts here is that the page asked for it.
 */
export function trackScripts(page: Page): Map<string, number> {
  const sizes = new Map<string, number>();
  const reading: Promise<unknown>[] = [];
  page.on("requestfinished", (request: Request) => {
    if (!request.url().includes("/build/") || request.resourceType() !== "script") return;
    // The body is read after the request finished: a check made at once must wait for it
    // (`bigScripts`), and a page closed meanwhile leaves the size unread, not an unhandled error.
    const read = request
      .response()
      .then((response) => response?.body())
      .then((body) => sizes.set(request.url(), body?.length ?? 0))
      .catch(() => undefined);
    reading.push(read);
  });
  pendingReads.set(sizes, reading);
  return sizes;
}

/** The body reads still under way for a map `trackScripts` made. */
const pendingReads = new WeakMap<Map<string, number>, Promise<unknown>[]>();

/** The scripts of React's size among those tracked, once every finished script's body is read. */
export async function bigScripts(sizes: Map<string, number>): Promise<[string, number][]> {
  await Promise.all(pendingReads.get(sizes) ?? []);
  return [...sizes].filter(([, bytes]) => bytes > REACT_CHUNK_MIN_BYTES);
}
