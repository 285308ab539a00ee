/**
 * What the server, the service worker and its registration agree on (issue "Offline at the cinema
 * door"; docs/architecture.md "Offline and the service worker",
 * docs/decisions/008-a-service-worker-per-deploy.md).
 */

/** The service worker's URL: at the root, so its scope is the whole site without extra headers. */
export const SERVICE_WORKER_PATH = "/sw.js";

/** The page the service worker shows for a page that was never opened on this device. */
export const OFFLINE_PATH = "/offline";

/** Marks the offline page's content, so the browser code knows to reload once back online. */
export const OFFLINE_NOTICE_ATTR = "data-offline-notice";

/** The web app manifest. */
export const MANIFEST_PATH = "/manifest.webmanifest";

/** The one account answer kept for offline use: the visitor's own tickets (Min side). */
export const TICKETS_API_PATH = "/api/account/tickets";

/** Min side's plan ("Lag planen min"): each plan the visitor makes is kept, like the tickets. */
export const PLAN_PROPOSAL_API_PATH = "/api/account/plan/proposal";

/**
 * Where the service worker answers with the last plan it kept (src/client/sw/account-plan.ts).
 * No route of the server answers it; Min side asks only when a worker controls the page.
 */
export const KEPT_PLAN_PATH = "/api/account/plan/kept";

/** "Who am I": its 401 says the session is gone, so the kept tickets go too. */
export const ME_API_PATH = "/api/account/me";

/**
 * Account calls that start or end a session: the service worker forgets the kept tickets when it
 * sees one, so the next visitor on this device never gets the last one's tickets.
 */
export const SESSION_CHANGE_PATHS = ["/api/account/login", "/api/account/logout", "/api/account/logout-everywhere", "/api/account/users"] as const;

/**
 * The global the served `/sw.js` sets before the bundled worker code runs
 * (src/routes/offline/service-worker-script.ts). The version changes with every deploy, which is
 * what makes the browser install a new worker.
 */
export const SERVICE_WORKER_BUILD_GLOBAL = "KINOWEB_SW";

export type ServiceWorkerBuild = {
  /** Client build tag + worker code tag + the deploy's version id, e.g. "1x2y3z.4a5b.6c7d8e9f". */
  version: string;
  /** Same-origin paths cached at install: hashed scripts, the offline page, manifest, icons, logo. */
  precache: string[];
};
