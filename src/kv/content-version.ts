import { buildPageData, buildSiteChrome } from "../content/build-page-data";
import { ContentIndex } from "../content/content-index";
import type { PageRef } from "../content/page-ref";
import { searchDocuments } from "../search/documents";
import { INDEX_TTL_SECONDS } from "./search-index-store";
import { buildIndex, serializeIndex } from "../search/search-index";
import { rememberChromeStamp } from "./chrome-stamp";
import { type CurrentContent, currentContentWrite, rememberCurrentContent } from "./current-content";
import { fitsKv, kvKeys, pageDataKey } from "./keys";
import { type LastmodLedger, lastmodLedgerWrite, nextLedger, pageFingerprints } from "./lastmod-ledger";
import { readLastmodLedger } from "./lastmod-ledger-store";
import { forgetParsed } from "./parsed-entries";
import type { EntryMeta } from "./read-through";

/** One KV write: the shape `ns.put` and `wrangler kv bulk put` both take (the latter as expiration_ttl). */
export type KvWrite = { key: string; value: string; metadata: Record<string, unknown>; expirationTtl?: number };

/**
 * A write worked out from a version's content by a layer above storage, stored with the version
 * before its chrome: the kept set (edge/kept-set.ts `keptSetWrite`), which needs the blocks.
 */
export type VersionWrite = (content: CurrentContent, now: number) => KvWrite;

/** Every page the content has: static pages, films, culture productions and articles. */
function pageRefsOf(index: ContentIndex): PageRef[] {
  const routes = index.routes();
  return [
    ...routes.pages.map((path): PageRef => ({ kind: "page", path })),
    ...routes.films.map((slug): PageRef => ({ kind: "production", slug })),
    ...routes.cultures.map((slug): PageRef => ({ kind: "culture", slug })),
    ...index.bundle.articles.map((a): PageRef => ({ kind: "article", slug: a.slug })),
  ];
}

/**
 * Every KV key the site reads for one content version (docs/decisions/010): the current-content
 * document first, then each page's data, the sitemap's lastmod ledger made from `previous` (the
 * last version's, docs/decisions/037), the search index and `more` (the kept set), and the site chrome last, since the
 * chrome is what tells readers that a newer version exists. The one definition of "store a new
 * content version", used by the scheduled refresh and purge in the worker and by
 * `npm run content:publish` (which writes the same list with `wrangler kv bulk put`).
 *
 * @example for (const w of await contentVersionWrites(content, Date.now(), previous)) await ns.put(w.key, w.value, { metadata: w.metadata })
 */
export async function contentVersionWrites(
  content: CurrentContent,
  now: number,
  previous: LastmodLedger | undefined,
  more: readonly VersionWrite[] = [],
): Promise<KvWrite[]> {
  const index = new ContentIndex(content.bundle);
  const meta: EntryMeta = { builtAt: now, version: content.version, publishedAt: content.publishedAt };
  const writes: KvWrite[] = [currentContentWrite(content)];
  const built = new Map<string, string>();
  for (const ref of pageRefsOf(index)) {
    const key = pageDataKey(ref);
    const value = fitsKv(key) ? buildPageData(index, ref) : null;
    if (!value) continue;
    const json = JSON.stringify(value);
    built.set(key, json);
    writes.push({ key, value: json, metadata: meta });
  }
  writes.push(lastmodLedgerWrite(nextLedger(previous, await pageFingerprints(index, built), content)));
  writes.push({
    key: kvKeys.searchIndex(content.version),
    value: serializeIndex(buildIndex(searchDocuments(content.bundle))),
    metadata: { builtAt: now, version: content.version },
    expirationTtl: INDEX_TTL_SECONDS,
  });
  for (const write of more) writes.push(write(content, now));
  writes.push({ key: kvKeys.chrome(), value: JSON.stringify(buildSiteChrome(index)), metadata: meta });
  return writes;
}

/** Writes at a time: KV takes parallel writes to different keys; a few dozen keep memory modest. */
const PARALLEL_WRITES = 25;

/**
 * Stores a new content version in KV: every key of `contentVersionWrites`, the chrome after all
 * others. Throws when a write fails (the caller logs it; readers keep the entries they have).
 * Answers the number of keys written.
 *
 * @example await storeContentVersion(env.PAGES, { ...loaded, publishedAt: Date.now(), origin: "apis" })
 */
export async function storeContentVersion(ns: KVNamespace, content: CurrentContent, now = Date.now(), more: readonly VersionWrite[] = []): Promise<number> {
  const writes = await contentVersionWrites(content, now, await readLastmodLedger(ns), more);
  const chrome = writes.pop();
  const put = (w: KvWrite) => ns.put(w.key, w.value, { metadata: w.metadata, expirationTtl: w.expirationTtl });
  for (let i = 0; i < writes.length; i += PARALLEL_WRITES) await Promise.all(writes.slice(i, i + PARALLEL_WRITES).map(put));
  if (chrome) await put(chrome);
  // This isolate's next read asks KV: what it parsed of the old version is not answered from memory.
  forgetParsed(ns);
  rememberCurrentContent(ns, content, now);
  rememberChromeStamp(ns, { version: content.version, publishedAt: content.publishedAt });
  return writes.length + 1;
}
