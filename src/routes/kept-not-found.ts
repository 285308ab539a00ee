import type { Context } from "hono";
import type { AppEnv } from "../config/app-env";
import { BoundedMap } from "../shared/bounded-map";
import { notFound } from "./not-found";

/**
 * The 404 page answered for a query that names nothing on a page that exists
 * (`/kinoprogram?sted=<anything>`: answer-page.ts), kept in this isolate's memory per page path and
 * content: every such query gets the same page, and rendering it again for each of an outsider's
 * random values made that answer cost a full render. The key is a page of the content (its path,
 * the chrome's and the 404 page's versions), never the query, so what is kept is bounded by the
 * content; it is kept for a minute at most, and never in the edge cache or KV.
 */
type Kept = { html: string; headers: [string, string][]; at: number };

/** Far above a festival's pages (about 250); only bounds a long-lived isolate. */
const MAX_KEPT = 1_000;
const kept = new BoundedMap<string, Kept>(MAX_KEPT);
const KEEP_MS = 60_000;

export async function notFoundForQuery(c: Context<AppEnv>): Promise<Response> {
  const key = `${c.var.chrome.meta.version}|${c.var.chrome.meta.builtAt}|${new URL(c.req.url).pathname}`;
  const now = Date.now();
  const hit = kept.get(key);
  if (hit && now - hit.at < KEEP_MS) return new Response(hit.html, { status: 404, headers: hit.headers });
  const answer = await notFound(c);
  // The ETag named the first query; a 404 is never revalidated, so it carries none.
  const headers = [...answer.headers].filter(([name]) => name.toLowerCase() !== "etag");
  const html = await answer.text();
  kept.set(key, { html, headers, at: now });
  return new Response(html, { status: answer.status, headers });
}
