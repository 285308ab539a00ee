import type { Context } from "hono";
import type { EntryMeta } from "../kv/read-through";
import { buildTag, fnv1a } from "./client-assets";

/**
 * Pages are the same for every visitor, so shared caches (the edge) may keep them briefly and
 * serve them stale while they refresh; browsers always revalidate, cheaply, with the ETag.
 */
export const PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=86400";
export const NOT_FOUND_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=30";

/**
 * A weak ETag from what the HTML is made of: the page data and site chrome entries (content
 * version and build time), the client build and the query (the search page shows it). Computed before rendering, so a revalidation
 * that matches costs one KV read and no render.
 */
export function pageEtag(page: EntryMeta, chrome: EntryMeta, search: string): string {
  const query = search ? `.${fnv1a(search)}` : "";
  return `W/"${page.version}.${page.builtAt.toString(36)}.${chrome.builtAt.toString(36)}.${buildTag}${query}"`;
}

/** True when the browser already has this version (RFC 9110 §13.1.2, weak comparison). */
export function isNotModified(c: Context, etag: string): boolean {
  const header = c.req.header("If-None-Match");
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  return header === "*" || header.split(",").some((tag) => strip(tag) === strip(etag));
}
