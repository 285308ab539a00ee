import { OFFLINE_PATH } from "../../shared/offline";
import { PROGRAMME_PARAMS } from "../../shared/programme-filter";
import { CURRENT, LIMITS } from "./cache-names";
import { trimCache } from "./trim-cache";
import { after } from "./wait";

/**
 * How long a page may take before the copy from the last visit is shown instead. Short: at the
 * cinema door a phone often has "a signal" that carries nothing. The network answer, should it
 * come later, still updates the copy for next time.
 */
export const PAGE_TIMEOUT_MS = 3_000;

const TIMED_OUT = Symbol("timed out");
const FAILED = Symbol("failed");

/**
 * A page worth keeping: a whole HTML page of ours, not an error, not a redirect's end, and not one
 * its server said must never be stored (`no-store`).
 *
 * @example isKeepablePage(await fetch("/kinoprogram")) // true
 */
export function isKeepablePage(response: Response): boolean {
  return (
    response.status === 200 &&
    response.type === "basic" &&
    !response.redirected &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    !/\bno-store\b/.test(response.headers.get("cache-control") ?? "")
  );
}

/**
 * A page navigation: network first; after PAGE_TIMEOUT_MS, or at once when the network fails, the
 * copy kept from an earlier visit; without one, the offline page. Every page that arrives whole is
 * kept (the newest LIMITS.pages of them).
 */
export async function page(event: FetchEvent): Promise<Response> {
  const { request } = event;
  let kept: Promise<void> = Promise.resolve();
  const network = fetch(request).then((response) => {
    // Cloned before the browser reads the body; kept in the background so the page still streams.
    if (isKeepablePage(response)) kept = keepPage(request, response.clone());
    return response;
  });
  event.waitUntil(
    network.then(
      () => kept,
      () => undefined,
    ),
  );

  const first = await Promise.race([network.catch(() => FAILED), after(PAGE_TIMEOUT_MS, TIMED_OUT)]);
  if (first instanceof Response) return first;
  const copy = await keptCopy(request);
  if (copy) return copy;
  if (first === TIMED_OUT) {
    // Nothing kept to show: a slow answer is still better than the offline page.
    const late = await network.catch(() => undefined);
    if (late) return late;
  }
  return offlinePage();
}

/**
 * The copy kept for this address, else one of the same path: a programme day or filter never
 * opened on this phone gets the programme kept from before — the day's own page if that day was
 * opened with other filters or none, else the plain address (its days from then on) — and its
 * filter island shows what of it the address asks for, or that the day is not kept
 * (islands/programme-kept.ts).
 */
async function keptCopy(request: Request): Promise<Response | undefined> {
  const pages = await caches.open(CURRENT.pages);
  const url = new URL(request.url);
  const plain = `${url.origin}${url.pathname}`;
  const day = url.searchParams.get(PROGRAMME_PARAMS.day);
  return (
    (await pages.match(request, { ignoreVary: true })) ??
    (day ? await pages.match(`${plain}?${new URLSearchParams({ [PROGRAMME_PARAMS.day]: day })}`, { ignoreVary: true }) : undefined) ??
    (await pages.match(plain, { ignoreVary: true })) ??
    (await pages.match(request, { ignoreVary: true, ignoreSearch: true }))
  );
}

/**
 * Keeps the pages that were open when the worker took over: a first visit happens before any
 * worker runs, and the programme opened once must still open at the door.
 */
export async function keepOpenPages(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(CURRENT.pages);
  for (const url of new Set(urls.map((u) => u.split("#")[0] ?? u))) {
    if (new URL(url).origin !== self.location.origin || (await cache.match(url, { ignoreVary: true }))) continue;
    try {
      const response = await fetch(url, { credentials: "same-origin" });
      if (isKeepablePage(response)) await keepPage(new Request(url), response);
    } catch {
      // No network right now: it will be kept on the next visit.
    }
  }
}

async function keepPage(request: Request, response: Response): Promise<void> {
  try {
    const cache = await caches.open(CURRENT.pages);
    await cache.put(request.url, response);
    await trimCache(cache, LIMITS.pages);
  } catch (error) {
    console.error("service worker: could not keep the page", request.url, error);
  }
}

/** The offline page from the install-time cache; a plain network error if even that is missing. */
async function offlinePage(): Promise<Response> {
  return (await (await caches.open(CURRENT.static)).match(OFFLINE_PATH)) ?? Response.error();
}
