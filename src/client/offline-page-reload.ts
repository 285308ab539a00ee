import { OFFLINE_NOTICE_ATTR, SERVICE_WORKER_PATH } from "../shared/offline";

/** Waits between tries once the browser says it is online: the network often lags behind that. */
const TRIES_MS = [0, 1_000, 2_000, 4_000, 8_000, 15_000];

/**
 * On the offline page (which the service worker shows in place of a page never opened), reloads
 * once the network is really back: the page the visitor asked for then appears by itself, as it
 * should at the cinema door when the signal returns. "Really": the browser's `online` event comes
 * when a network is there, not when it carries anything, so a small request must get through first.
 *
 * @example reloadOfflinePageWhenOnline() // in src/client/entries/site.ts
 */
export function reloadOfflinePageWhenOnline(): void {
  if (!document.querySelector(`[${OFFLINE_NOTICE_ATTR}]`)) return;
  window.addEventListener("online", () => void reloadWhenReachable(), { once: true });
}

async function reloadWhenReachable(): Promise<void> {
  for (const ms of TRIES_MS) {
    await new Promise((resolve) => setTimeout(resolve, ms));
    if (!navigator.onLine) break;
    // The service worker never answers for its own script, so this asks the network itself.
    const reached = await fetch(SERVICE_WORKER_PATH, { cache: "no-store" }).then(
      (r) => r.ok,
      () => false,
    );
    if (reached) return window.location.reload();
  }
  window.addEventListener("online", () => void reloadWhenReachable(), { once: true });
}
