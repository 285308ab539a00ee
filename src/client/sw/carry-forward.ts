import { CURRENT, isOlder, type CacheKind } from "./cache-names";
import { isKeepablePage } from "./pages";

/**
 * What a visitor kept must survive a deploy: someone who opened the programme yesterday still
 * needs it at the door today, even if the site was deployed in between. So before the old caches
 * go (on activate), the new version takes over their pages, images and tickets:
 * - pages are fetched again, so they name the new version's scripts; a page the network cannot
 *   give right now keeps its old copy (readable, if without its scripts, and with the stylesheet it
 *   links), one that is gone (404) is dropped;
 * - images and the kept tickets are copied as they are.
 * Never fails the install: what cannot be carried is simply not there offline.
 */
export async function carryForward(): Promise<void> {
  const names = await caches.keys();
  for (const kind of ["pages", "images", "account"] as const satisfies CacheKind[]) {
    const target = await caches.open(CURRENT[kind]);
    for (const name of names.filter((n) => isOlder(n, kind))) {
      const old = await caches.open(name);
      const requests = await old.keys();
      await inBatches(requests, 4, async (request) => {
        try {
          if (await target.match(request)) return;
          const response = kind === "pages" ? await refreshedPage(request, old) : await old.match(request);
          if (response) await target.put(request, response);
        } catch (error) {
          console.error("service worker: could not carry over", request.url, error);
        }
      });
    }
  }
}

async function refreshedPage(request: Request, old: Cache): Promise<Response | undefined> {
  let response: Response;
  try {
    response = await fetch(request.url, { cache: "no-cache", credentials: "same-origin" });
  } catch {
    const kept = await old.match(request);
    if (kept) await carryLinkedStylesheet(kept.clone());
    return kept;
  }
  return isKeepablePage(response) ? response : undefined;
}

/**
 * The site stylesheet a page links: in the `<noscript>` that ends its body (the page script asks for
 * the same file, docs/decisions/052), or in `<head>` as a returning browser gets it.
 */
const LINKED_STYLESHEET = /<link rel="stylesheet" href="(\/build\/site-[\w-]+\.css)"\/?>/;

/**
 * A page kept as it was links the last version's stylesheet: that file comes along into this
 * version's cache. A page kept in the linked form (docs/decisions/038) has none of its rules
 * inline and would otherwise open unstyled offline; any other would lose all but its first screen's.
 */
async function carryLinkedStylesheet(page: Response): Promise<void> {
  const path = LINKED_STYLESHEET.exec(await page.text())?.[1];
  if (!path) return;
  const target = await caches.open(CURRENT.static);
  if (await target.match(path)) return;
  const file = await caches.match(path);
  if (file) await target.put(path, file);
}

async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}
