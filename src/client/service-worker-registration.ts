import { SERVICE_WORKER_PATH } from "../shared/offline";
import { offlineReadyText } from "./i18n/offline";

// The service worker's registration, on every page: no React, nothing heavy.

/** How long the "works offline" status stays on screen: long enough to read six words. */
export const ANNOUNCE_MS = 4_000;
/** How often an open page asks for a new deploy (also when shown again, and when back online). */
const UPDATE_EVERY_MS = 30 * 60_000;

/**
 * Registers the service worker: when a new one is installed and a controller exists, the page
 * reloads once the new worker is in charge; otherwise (the first install) a polite status says
 * the site now works offline, and goes away after a few seconds. Failures are logged, never shown:
 * the site works as before without the worker. Waits for the page's `load` and an idle moment, so it never competes with first paint.
 *
 * @example registerServiceWorker() // in src/client/entries/site.ts
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const start = () => whenIdle(() => void register());
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

let registration: ServiceWorkerRegistration | undefined;

async function register(): Promise<void> {
  // Offline there is nothing to fetch; a controlled page works already. Try again once back online.
  if (!navigator.onLine) {
    window.addEventListener("online", () => void register(), { once: true });
    return;
  }
  try {
    registration = await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: "/", updateViaCache: "none" });
  } catch (error) {
    console.error("service worker: registration failed", error);
    return;
  }
  if (registration.installing) watch(registration.installing);
  registration.addEventListener("updatefound", () => {
    if (registration?.installing) watch(registration.installing);
  });
  window.addEventListener("online", checkForUpdate);
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && checkForUpdate());
  setInterval(checkForUpdate, UPDATE_EVERY_MS);
}

const watched = new WeakSet<ServiceWorker>();

function watch(worker: ServiceWorker): void {
  if (watched.has(worker)) return;
  watched.add(worker);
  // "A controller exists" is decided when the new worker appears, before it takes control.
  const update = navigator.serviceWorker.controller !== null;
  let installed = false;
  worker.addEventListener("statechange", () => {
    if (worker.state === "installed") {
      installed = true;
      if (!update) announce(offlineReadyText(document.documentElement.lang));
    } else if (worker.state === "activated" && update) {
      // Reloaded only now: before this, the old worker might still answer the reload.
      window.location.reload();
    } else if (worker.state === "redundant" && !installed) {
      console.error("service worker: the new version could not be installed");
    }
  });
}

function checkForUpdate(): void {
  if (!registration || !navigator.onLine) return;
  registration.update().catch((error: unknown) => console.error("service worker: update check failed", error));
}

/**
 * A small pill in the bottom corner (70-offline.css), with a button to close it at once: the foot
 * of a phone screen holds ticket buttons. The live region is in the page before its text, or
 * screen readers miss it; the close button sits beside it, not in what is read out.
 */
function announce({ text, close }: { text: string; close: string }): void {
  const pill = document.createElement("div");
  pill.className = "site-status";
  const status = document.createElement("p");
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  const button = document.createElement("button");
  button.type = "button";
  button.className = "site-status-close";
  button.setAttribute("aria-label", close);
  button.textContent = "×";
  button.addEventListener("click", () => pill.remove());
  pill.append(status, button);
  document.body.append(pill);
  setTimeout(() => {
    status.textContent = text;
    pill.dataset["shown"] = "";
  }, 100);
  setTimeout(() => pill.remove(), 100 + ANNOUNCE_MS);
}

function whenIdle(work: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(work, { timeout: 2_000 });
  else setTimeout(work, 200);
}
