import { SERVICE_WORKER_BUILD_GLOBAL, type ServiceWorkerBuild } from "../../shared/offline";

/**
 * The version and precache list the server wrote in front of this code when it served /sw.js
 * (src/routes/offline/service-worker-script.ts). Without them the worker must not install: it
 * would cache nothing useful under a name that never changes.
 */
function readBuild(): ServiceWorkerBuild {
  const value: unknown = (self as unknown as Record<string, unknown>)[SERVICE_WORKER_BUILD_GLOBAL];
  if (
    typeof value === "object" &&
    value !== null &&
    "version" in value &&
    typeof value.version === "string" &&
    value.version !== "" &&
    "precache" in value &&
    Array.isArray(value.precache) &&
    value.precache.every((p) => typeof p === "string" && p.startsWith("/"))
  ) {
    return { version: value.version, precache: value.precache };
  }
  throw new Error("service worker: served without its build info");
}

export const build = readBuild();
