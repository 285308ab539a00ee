import { OFFLINE_NOTICE_ATTR, SERVICE_WORKER_PATH } from "../shared/offline";

/** Waits between tries once the browser says it is online: the network often lags behind that. */
const TRIES_MS = [0, 1_000, 2_000, 4_000, 8_000, 15_000];
/**
 * Reloads this tab may make by itself while the browser says it is online all along (below), and
 * the stretch they count over: enough to ride out a network that is just coming back, never a page
 * that reloads itself for as long as the visitor leaves it open.
 */
const ONLINE_RELOADS = 3;
const ONLINE_RELOADS_WINDOW_MS = 5 * 60_000;
const RELOADS_KEY = "kinoweb-offline-reloads";

/**
 * On the offline page (which the service worker shows in place of a page never opened), reloads
 * once the network is really back: the page the visitor asked for then appears by itself, as it
 * should at the cinema door when the signal returns. "Really": the browser's `online` event comes
 * when a network is there, not when it carries anything, so a small request must get through first.
 * The offline page can also come while the browser says it is online — one bar on the quay, or a
 * network that came back a moment after it failed — and then there is no `online` event to wait
 * for: it tries at once, a few times at most (ONLINE_RELOADS).
 *
 * @example reloadOfflinePageWhenOnline() // in src/client/entries/site.ts
 */
export function reloadOfflinePageWhenOnline(): void {
  if (!document.querySelector(`[${OFFLINE_NOTICE_ATTR}]`)) return;
  if (navigator.onLine && onlineReloadsLeft()) void reloadWhenReachable(TRIES_MS.slice(1));
  else waitForOnline();
}

function waitForOnline(): void {
  window.addEventListener("online", () => void reloadWhenReachable(TRIES_MS), { once: true });
}

/** Reloads this tab made by itself lately, from sessionStorage (none where it cannot be read). */
function recentReloads(): number[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(RELOADS_KEY) ?? "[]");
    const now = Date.now();
    return Array.isArray(stored) ? stored.filter((at): at is number => typeof at === "number" && now - at < ONLINE_RELOADS_WINDOW_MS) : [];
  } catch {
    return [];
  }
}

function onlineReloadsLeft(): boolean {
  return recentReloads().length < ONLINE_RELOADS;
}

async function reloadWhenReachable(waits: number[]): Promise<void> {
  for (const ms of waits) {
    await new Promise((resolve) => setTimeout(resolve, ms));
    if (!navigator.onLine) break;
    // The service worker never answers for its own script, so this asks the network itself.
    const reached = await fetch(SERVICE_WORKER_PATH, { cache: "no-store" }).then(
      (r) => r.ok,
      () => false,
    );
    if (reached) {
      try {
        sessionStorage.setItem(RELOADS_KEY, JSON.stringify([...recentReloads(), Date.now()]));
      } catch {
        // Storage refused: the reload still happens; the count only keeps a tab from looping.
      }
      return window.location.reload();
    }
  }
  waitForOnline();
}
