import { KEPT_PLAN_PATH, ME_API_PATH, PLAN_PROPOSAL_API_PATH, SESSION_CHANGE_PATHS, SERVICE_WORKER_PATH, TICKETS_API_PATH } from "../../shared/offline";
import { isPreviewAddress } from "../../shared/preview";
import { keptPlan, proposal } from "./account-plan";
import { forgetTickets, sessionCheck, tickets } from "./account-tickets";
import { build } from "./build-info";
import { cacheFirst } from "./cache-first";
import { CURRENT, LIMITS } from "./cache-names";
import { activate, install } from "./lifecycle";
import { page } from "./pages";
import { clickPush, movePush, showPush } from "./push-events";

/**
 * The service worker (served at /sw.js by src/routes/offline/service-worker-script.ts, which puts
 * the build version and precache list in front of this code). Caching rules (issue "Offline at the
 * cinema door", part 2):
 * - page navigations: network first, the last copy after a short timeout, else the offline page;
 *   so too a page the programme-filter island fetches (`Accept: text/html`) to swap in place, so
 *   the days a visitor clicked through are kept for offline like the pages opened;
 * - hashed /build/ scripts and precached files: cache first;
 * - images of ours: cache first, the newest LIMITS.images kept;
 * - an editor's preview link (`?forhandsvisning=`): never answered or kept, straight to the network;
 * - the account API: never stored, except the visitor's own tickets (account-tickets.ts) and last
 *   plan (account-plan.ts), which go when a session starts or ends (login, logout, new user, a 401
 *   from tickets, the plan or "me");
 * - anything else (other sites, other APIs, non-GET) is not touched at all: the browser handles it
 *   as if there were no worker.
 */
const sw = self as unknown as ServiceWorkerGlobalScope;
const precached = new Set(build.precache);
const sessionChanges = new Set<string>(SESSION_CHANGE_PATHS);

sw.addEventListener("install", (event) => event.waitUntil(install()));
sw.addEventListener("activate", (event) => event.waitUntil(activate()));
// "Varsle meg": a film's news, and the click on it or on its "Slutt å varsle" (push-events.ts).
sw.addEventListener("push", (event) => showPush(sw, event));
sw.addEventListener("notificationclick", (event) => clickPush(sw, event));
sw.addEventListener("pushsubscriptionchange", (event) => movePush(sw, event));

sw.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin || url.pathname === SERVICE_WORKER_PATH) return;

  if (request.method === "POST" && sessionChanges.has(url.pathname)) {
    // Seen, not answered: the request goes on to the network unchanged.
    event.waitUntil(forgetTickets());
    return;
  }
  if (request.method === "POST" && url.pathname === PLAN_PROPOSAL_API_PATH) return event.respondWith(proposal(event));
  if (request.method !== "GET") return;
  // An editor's preview link: straight to the network, never kept, never answered with the published copy.
  if (isPreviewAddress(request.url)) return;
  if (request.mode === "navigate") return event.respondWith(page(event));
  if (url.pathname === TICKETS_API_PATH) return event.respondWith(tickets(event));
  if (url.pathname === KEPT_PLAN_PATH) return event.respondWith(keptPlan());
  if (url.pathname === ME_API_PATH) return event.respondWith(sessionCheck(event));
  if (url.pathname.startsWith("/api/")) return;
  if (request.destination === "" && request.headers.get("Accept") === "text/html") return event.respondWith(page(event));
  if (precached.has(url.pathname) || url.pathname.startsWith("/build/")) return event.respondWith(cacheFirst(event, CURRENT.static));
  if (request.destination === "image") return event.respondWith(cacheFirst(event, CURRENT.images, LIMITS.images));
});
