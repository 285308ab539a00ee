import { pageQuery } from "../render/blocks/page-params";
import { encodePagePath } from "../shared/site-paths";
import type { KeptSet } from "./kept-set";

/** Nothing: the parameters of a page that reads no query (every film, article and most pages). */
const READS_NOTHING = { params: [] } as const;

/**
 * A path in the one spelling the site's links write (shared/site-paths.ts `encodePagePath`): each
 * segment percent-decoded and encoded again, so `/%62illettinfo` is `/billettinfo` and
 * `/article/film-&-fest` is `/article/film-%26-fest`. Undefined for an escape that decodes to no
 * text: no page has such a path (routes/pages.ts answers it 404).
 *
 * @example canonicalPath("/filme%72") // "/filmer"
 */
export function canonicalPath(path: string): string | undefined {
  try {
    return encodePagePath(path.split("/").map(decodeURIComponent).join("/"));
  } catch {
    return undefined;
  }
}

/**
 * The address a page is kept under: its path as canonicalPath spells it and its query as the page
 * reads it (render/blocks/page-reads.ts, recorded in the kept set): the parameters it renders
 * from, in one order and one spelling, a default left out. `/billettinfo?q=x` is `/billettinfo`.
 *
 * @example pageAddress("/filmer", new URLSearchParams("sorter=tittel&utm_source=x&land=norge"), set) // "/filmer?land=norge"
 */
export function pageAddress(path: string, query: URLSearchParams, set: KeptSet): string {
  const reads = Object.hasOwn(set.reads, path) ? (set.reads[path] ?? READS_NOTHING) : READS_NOTHING;
  const reduced = reads.params.length === 0 ? "" : pageQuery(query, reads);
  return reduced ? `${path}?${reduced}` : path;
}

/** The address a request the page cache rewrote came with: a redirect passes the visitor's whole query on. */
const arrivedAs = new WeakMap<Request, string>();

/**
 * The request the app renders for a page address: method and headers only (`new Request(url,
 * request)` copies the whole request, its `cf` properties too, which cost a cache hit with a junk
 * parameter 9 % of its CPU: bench/junk-params.mjs; a GET has no body and no page reads `cf`).
 * The address as it came is remembered for the redirects (`originalUrl`).
 */
export function addressRequest(request: Request, url: string): Request {
  const rewritten = new Request(url, { method: request.method, headers: request.headers });
  arrivedAs.set(rewritten, originalUrl(request));
  return rewritten;
}

/** The URL the visitor asked for, before the page cache spelt it as the page reads it (for redirects). */
export function originalUrl(request: Request): string {
  return arrivedAs.get(request) ?? request.url;
}
