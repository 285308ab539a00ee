import type { Context } from "hono";
import type { AppEnv } from "../../config/app-env";
import type { AppConfig } from "../../config/env";
import type { Theme } from "../../content/theme";
import { APPLE_TOUCH_ICON, APP_ICONS } from "../../render/app-icons";
import { MANIFEST_PATH, OFFLINE_PATH, SERVICE_WORKER_BUILD_GLOBAL, type ServiceWorkerBuild } from "../../shared/offline";
import serviceWorker from "../../../build/service-worker.json";
import { buildTag, clientAssets } from "../../http/client-assets";

/**
 * The service worker's version: the client build, the worker's own code and the deploy. The
 * deploy's id alone would do in production (every `wrangler deploy` makes a new version); the
 * other two keep the version honest where the binding is missing. See docs/decisions/008.
 *
 * @example serviceWorkerVersion(config) // "1k2j3h.Ab3dE5gH7j.6f1c…-…"
 */
export function serviceWorkerVersion(config: Pick<AppConfig, "CF_VERSION_METADATA">): string {
  return [buildTag, serviceWorker.tag, config.CF_VERSION_METADATA?.id ?? "no-deploy-id"].join(".");
}

/** A path on this site (not another host's URL), which the worker may cache at install. */
const isOwnPath = (path: string) => path.startsWith("/") && !path.startsWith("//");

/**
 * What the worker caches at install: every script of the client build, the offline page, the
 * manifest and its icons, and the favicon and logo that every page shows.
 *
 * @example precacheList(theme) // ["/build/islands-AB12.js", …, "/offline", "/manifest.webmanifest", …]
 */
export function precacheList(theme: Pick<Theme, "favicon" | "logo">): string[] {
  const paths = [
    ...serviceWorker.scripts,
    // The typeface's Latin subset, so a page opened offline keeps its looks.
    clientAssets.font,
    OFFLINE_PATH,
    MANIFEST_PATH,
    ...APP_ICONS.map((icon) => icon.src),
    APPLE_TOUCH_ICON,
    theme.favicon,
    theme.logo.src,
  ];
  return [...new Set(paths.filter(isOwnPath))];
}

/**
 * GET /sw.js: the bundled worker (scripts/build-service-worker.mjs) with its build info in front.
 * `no-cache`, so a browser always asks whether a deploy brought a new one; at the root, so its
 * scope is the whole site without a Service-Worker-Allowed header.
 */
export function serviceWorkerScript(c: Context<AppEnv>): Response {
  const build: ServiceWorkerBuild = { version: serviceWorkerVersion(c.var.config), precache: precacheList(c.var.chrome.value.theme) };
  c.header("Content-Type", "text/javascript; charset=utf-8");
  c.header("Cache-Control", "no-cache");
  return c.body(`self.${SERVICE_WORKER_BUILD_GLOBAL}=${JSON.stringify(build)};\n${serviceWorker.code}`);
}
