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
  page.on("requestfinished", (request: Request) => {
    if (!request.url().includes("/build/") || request.resourceType() !== "script") return;
    void request
      .response()
      .then((response) => response?.body())
      .then((body) => sizes.set(request.url(), body?.length ?? 0));
  });
  return sizes;
}

/** The scripts of React's size among those tracked: React itself, before anything else. */
export const bigScripts = (sizes: Map<string, number>): [string, number][] => [...sizes].filter(([, bytes]) => bytes > REACT_CHUNK_MIN_BYTES);
