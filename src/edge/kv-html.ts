import * as v from "valibot";
import { fitsKv, kvKeys, renderedPagePrefix } from "../kv/keys";
import { SHARED_HEADERS } from "../security/response-headers";
import type { PageVersion } from "./edge-html-cache";
import { type HeaderPairs, packHeaders, unpackHeaders } from "./packed-headers";

/**
 * How long KV keeps a rendered page after its last write. A publish or deploy changes the key, so
 * entries of an old version are never read again; the TTL is what removes them (docs/decisions/022).
 * Three days keeps a page of a quiet week rendered about twice a week at most.
 */
export const KV_HTML_TTL_SECONDS = 3 * 24 * 60 * 60;

/** KV's own limit on an entry's metadata, serialized as JSON. */
const MAX_METADATA_BYTES = 1024;

/** Headers a stored page never carries: the body's length changes with compression, the cache state is per answer. */
const NOT_STORED = new Set(["content-length", "x-edge-cache", "set-cookie", "age"]);

/**
 * The security headers every response of this deploy carries with the same value: added back when
 * a page is served instead of kept, so the page's own headers (its CSP above all) fit the metadata.
 */
const SHARED = new Map(Object.entries(SHARED_HEADERS).map(([name, value]) => [name.toLowerCase(), value]));

/**
 * What KV keeps beside the gzip-compressed HTML: the page's headers as it was answered (ETag,
 * Cache-Control, CSP, Content-Language, Link…), when it was rendered, and when the site clock
 * outdates it (its next screening starts).
 */
const MetadataSchema = v.object({
  v: v.literal(1),
  storedAt: v.number(),
  /** The start of the HTML's SHA-256, hex: whether a new render changed anything. */
  html: v.string(),
  changesAt: v.optional(v.number()),
  /** As pairs, or packed (packed-headers.ts) when the pairs would not fit. */
  headers: v.union([v.array(v.tuple([v.string(), v.string()])), v.string()]),
});
type Metadata = v.InferOutput<typeof MetadataSchema>;

export type KvPage = { response: Response; changesAt: number | undefined };

/**
 * Rendered pages in KV, shared by every data centre (docs/decisions/022): the
 * edge HTML cache asks here on a Cache API miss, before the page is rendered, and stores each page
 * it renders. One entry per page, content version and deploy (kv/keys.ts `renderedPage`); the
 * screening clock is in the metadata, since the key must be known before the page data is read.
 *
 * @example const page = await new KvHtml(env.PAGES).get(key, siteNow(config))
 */
export class KvHtml {
  constructor(private readonly ns: KVNamespace) {}

  /** The page under `key` as it was answered, or undefined: none, unreadable, or outdated by a screening start at `siteNow`. */
  async get(key: string, siteNow: number): Promise<KvPage | undefined> {
    // KV refuses a longer key with an error; such a page is never stored either.
    if (!fitsKv(key)) return undefined;
    const hit = await this.ns.getWithMetadata(key, "stream");
    if (hit.value === null) return undefined;
    const meta = v.safeParse(MetadataSchema, hit.metadata);
    if (!meta.success || (meta.output.changesAt !== undefined && siteNow >= meta.output.changesAt)) {
      await hit.value.cancel();
      return undefined;
    }
    const pairs = typeof meta.output.headers === "string" ? await unpackHeaders(meta.output.headers) : meta.output.headers;
    if (!pairs) {
      await hit.value.cancel();
      return undefined;
    }
    const headers = new Headers(pairs);
    for (const [name, value] of SHARED) headers.set(name, value);
    const body = hit.value.pipeThrough(new DecompressionStream("gzip"));
    return { response: new Response(body, { status: 200, headers }), changesAt: meta.output.changesAt };
  }

  /**
   * Stores a rendered page (one `storable` allows) under `key`, unless KV already holds the same
   * HTML until the same screening start, or its headers do not fit KV's metadata. Answers whether
   * it wrote. The HTML itself is compared, not the ETag: page data is rebuilt every minute it is
   * read (a new build time, so a new ETag, the same HTML), and a stale page's refresh then costs
   * a KV read instead of one of KV's scarcer writes; the ETag kept is the first render's.
   */
  async put(key: string, page: Response, now: number, changesAt: number | undefined): Promise<boolean> {
    if (!page.body || !fitsKv(key)) {
      await page.body?.cancel();
      return false;
    }
    const html = await page.arrayBuffer();
    const metadata = await metadataOf(page, await digest(html), now, changesAt);
    if (!metadata || (await this.holds(key, metadata))) return false;
    const gzip = await new Response(new Response(html).body?.pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
    await this.ns.put(key, gzip, { metadata, expirationTtl: KV_HTML_TTL_SECONDS });
    return true;
  }

  /** Whether the entry under `key` already holds this HTML until the same screening start. */
  private async holds(key: string, metadata: Metadata): Promise<boolean> {
    const hit = await this.ns.getWithMetadata(key, "stream");
    await hit.value?.cancel();
    const stored = v.safeParse(MetadataSchema, hit.metadata);
    if (hit.value === null || !stored.success) return false;
    return stored.output.html === metadata.html && stored.output.changesAt === metadata.changesAt;
  }
}

/** The first 64 bits of the HTML's SHA-256, in hex: enough to tell two renders of one page apart. */
async function digest(html: ArrayBuffer): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", html));
  return Array.from(hash.subarray(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The metadata of a page, its headers packed when need be; undefined when even then they would not fit KV's limit. */
async function metadataOf(page: Response, html: string, storedAt: number, changesAt: number | undefined): Promise<Metadata | undefined> {
  const headers: HeaderPairs = [];
  page.headers.forEach((value, name) => {
    if (!NOT_STORED.has(name) && SHARED.get(name) !== value) headers.push([name, value]);
  });
  const metadata: Metadata = { v: 1, storedAt, html, headers, ...(changesAt === undefined ? {} : { changesAt }) };
  const fits = (m: Metadata) => new TextEncoder().encode(JSON.stringify(m)).length <= MAX_METADATA_BYTES;
  if (fits(metadata)) return metadata;
  const packed: Metadata = { ...metadata, headers: await packHeaders(headers) };
  return fits(packed) ? packed : undefined;
}

/**
 * The KV key of a page's rendered HTML: the request's host, path and (already reduced) query,
 * under its content version and deploy.
 *
 * @example kvHtmlKey("https://example.org/kinoprogram?dag=2025-09-17", { content, deploy })
 */
export function kvHtmlKey(url: string, version: PageVersion): string {
  const { host, pathname, search } = new URL(url);
  return kvKeys.renderedPage(version.deploy, version.content, host, `${pathname}${search}`);
}

/**
 * Deletes a path's rendered HTML under every query (an operator's purge of that page): found by a
 * KV list of its prefix, since the queries a page was visited with are not known. KV lists and
 * deletes reach other locations within about a minute. Answers how many entries went.
 */
export async function forgetKvHtml(ns: KVNamespace, url: string, version: PageVersion): Promise<number> {
  const { host, pathname } = new URL(url);
  const exact = kvKeys.renderedPage(version.deploy, version.content, host, pathname);
  const listed = await ns.list({ prefix: renderedPagePrefix(version.deploy, version.content, host, pathname) });
  const mine = listed.keys.map((k) => k.name).filter((name) => name === exact || name.startsWith(`${exact}%3F`));
  await Promise.all(mine.map((name) => ns.delete(name)));
  return mine.length;
}
