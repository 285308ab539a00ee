import { Hono } from "hono";
import type { AppEnv } from "../config/app-env";
import { MANIFEST_PATH, OFFLINE_PATH, SERVICE_WORKER_PATH } from "../shared/offline";
import { offlinePage } from "./offline/offline-page";
import { serviceWorkerScript } from "./offline/service-worker-script";
import { webAppManifestRoute } from "./offline/web-app-manifest";

/**
 * Offline and installable (docs/architecture.md "Offline and the service worker"): the service worker,
 * the web app manifest and the offline page the worker falls back to. Needs the renderer (the offline
 * page).
 */
export const offlineRoutes = new Hono<AppEnv>()
  .get(SERVICE_WORKER_PATH, serviceWorkerScript)
  .get(MANIFEST_PATH, webAppManifestRoute)
  .get(OFFLINE_PATH, offlinePage);
