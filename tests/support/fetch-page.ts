import { env, exports } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../src/worker";

/** A worker entry's fetch, as the platform calls it. */
type WorkerEntry = { fetch: (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response> };

/** Requests a path from the worker as a browser would, without following redirects. */
export async function fetchPage(path: string, init?: RequestInit): Promise<{ response: Response; html: string }> {
  const response = await exports.default.fetch(new Request(`http://localhost${path}`, { redirect: "manual", ...init }));
  return { response, html: await response.text() };
}

/** HTML text or attribute value as the browser reads it (the entities React writes). */
export function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The text of the page's `<title>`, entities decoded as a browser shows it. */
export function titleOf(html: string): string {
  return decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
}

/** The part of the page inside `<main>`: what the page itself says, without header and footer. */
export function mainOf(html: string): string {
  return /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
}

/** The text inside the page's one h1. */
export function h1Of(html: string): string {
  return (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "").replace(/<[^>]+>/g, "").trim();
}

/** The content of a `<meta name|property="…">`. */
export function metaOf(html: string, name: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(html);
  return tag?.[1] === undefined ? undefined : decodeEntities(tag[1]);
}

/**
 * Requests a path as `fetchPage` does, then waits for the background work the request started
 * (ctx.waitUntil: KV writes, index builds) to finish: what it wrote is there, and what it did not
 * write never will be. No polling, no sleeping. `entry` is the worker entry asked: the deployed one
 * unless a test asks the bench's (src/bench/bench-worker.ts).
 */
export async function fetchPageSettled(
  path: string,
  init?: RequestInit,
  bindings: Env = env,
  entry: WorkerEntry = worker,
): Promise<{ response: Response; html: string }> {
  const ctx = createExecutionContext();
  const response = await entry.fetch(new Request(`http://localhost${path}`, { redirect: "manual", ...init }), bindings, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html };
}

/** The site as deployed: the in-runtime tests of pages and KV run with the edge caches off. */
export const withEdgeCache = { ...env, EDGE_HTML_CACHE: "on" } as Env;

/** A visit with the edge caches on, its background work (cache and KV writes) awaited; `edge` is what `X-Edge-Cache` said. */
export async function visitCached(
  path: string,
  init: RequestInit = {},
  bindings: Env = withEdgeCache,
  entry: WorkerEntry = worker,
): Promise<{ response: Response; html: string; edge: string | null }> {
  const { response, html } = await fetchPageSettled(path, init, bindings, entry);
  return { response, html, edge: response.headers.get("x-edge-cache") };
}
