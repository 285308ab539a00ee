import type { Context } from "hono";
import { TrieRouter } from "hono/router/trie-router";
import type { RouterRoute } from "hono/types";
import { apiError } from "./api-failure";

/** The routes' path prefix this answers for: everything under it is JSON, errors included. */
const API_PREFIX = "/api/";

/**
 * The last answer under `/api/`: a request no API route took. When another method has a route on
 * this path it is 405 with `Allow`, else 404, both in the API's JSON error shape, never the HTML
 * 404 page. The methods are read from the app's own routes (`routes()`: middleware and catch-alls,
 * method ALL, are not routes of a method), so a route added later is known without a list here.
 *
 * @example app.all("/api/*", apiFallback(() => app.routes))
 */
export function apiFallback(routes: () => readonly RouterRoute[]) {
  let methodsOn: ((path: string) => string[]) | undefined;
  return (c: Context): Response => {
    methodsOn ??= methodsByPath(routes());
    const allowed = methodsOn(c.req.path);
    c.header("Cache-Control", "no-store");
    if (allowed.length === 0) return apiError(c, 404, "not_found", (m) => m.unknownApiAddress);
    c.header("Allow", allowed.join(", "));
    return apiError(c, 405, "method_not_allowed", (m) => m.methodNotAllowed(allowed.join(", ")));
  };
}

/** For a path, the methods the API's routes answer on it (a GET route answers HEAD too). */
function methodsByPath(routes: readonly RouterRoute[]): (path: string) => string[] {
  const router = new TrieRouter<string>();
  for (const route of routes) {
    if (route.method !== "ALL" && route.path.startsWith(API_PREFIX)) router.add("ALL", route.path, route.method.toUpperCase());
  }
  return (path) => {
    const methods = new Set(router.match("GET", path)[0].map(([method]) => method));
    if (methods.has("GET")) methods.add("HEAD");
    return [...methods].sort();
  };
}
