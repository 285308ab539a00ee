import type MiniSearch from "minisearch";
import type { ContentSource } from "../content/source";
import { searchDocuments, type SearchDocument } from "../search/documents";
import { buildIndex, loadIndex, serializeIndex } from "../search/search-index";
import { kvKeys } from "./keys";

/** Old versions' indexes leave KV by themselves; a current one expiring only costs one rebuild. */
export const INDEX_TTL_SECONDS = 7 * 24 * 3600;

/**
 * Indexes this isolate holds, by content version: a warm isolate neither reads KV nor parses
 * JSON. Promises, so concurrent first searches share one load. Two versions at most (the current
 * one and the one being replaced), so a long-lived isolate does not collect old indexes.
 */
const warm = new Map<string, Promise<MiniSearch<SearchDocument>>>();
const WARM_VERSIONS = 2;

/** For tests: forget the isolate's indexes, as a fresh isolate would. */
export function forgetWarmIndexes(): void {
  warm.clear();
}

export type IndexStoreOptions = { waitUntil: (work: Promise<unknown>) => void };

/**
 * The search index of a content version: from the isolate, else from KV, else built from the
 * content source and written to KV in the background ("built once per content
 * version and kept in KV, not rebuilt per request").
 */
export class SearchIndexStore {
  constructor(
    private readonly ns: KVNamespace,
    private readonly source: ContentSource,
    private readonly options: IndexStoreOptions,
  ) {}

  /** `version` is the content version the page data was built from (the chrome's meta). */
  index(version: string): Promise<MiniSearch<SearchDocument>> {
    let found = warm.get(version);
    if (!found) {
      found = this.load(version);
      // A failed load must not stick: the next search tries again.
      found.catch(() => warm.delete(version));
      warm.set(version, found);
      for (const old of warm.keys()) if (warm.size > WARM_VERSIONS) warm.delete(old);
    }
    return found;
  }

  private async load(version: string): Promise<MiniSearch<SearchDocument>> {
    const stored = await this.ns.get(kvKeys.searchIndex(version), "text");
    if (stored !== null) {
      try {
        return loadIndex(stored);
      } catch (error) {
        // KV is a boundary: an unreadable index (older library, cut value) is rebuilt, not fatal.
        console.warn(`search: stored index for ${version} is unreadable; rebuilding`, error);
      }
    }
    const loaded = await this.source.load();
    const index = buildIndex(searchDocuments(loaded.bundle));
    const json = serializeIndex(index);
    const meta = { builtAt: Date.now(), version: loaded.version };
    // Stored under the version the source delivered, which the next chrome refresh will name.
    this.options.waitUntil(
      this.ns
        .put(kvKeys.searchIndex(loaded.version), json, { metadata: meta, expirationTtl: INDEX_TTL_SECONDS })
        .catch((error: unknown) => console.warn("search: index write failed", error)),
    );
    return index;
  }
}
