import { buildPageData, buildSiteChrome } from "../content/build-page-data";
import { ContentIndex } from "../content/content-index";
import { type PageData, PageDataSchema } from "../content/page-data";
import type { PageRef } from "../content/page-ref";
import { type SiteChrome, SiteChromeSchema } from "../content/site-chrome";
import type { ContentSource, LoadedContent } from "../content/source";
import { fitsKv, kvKeys, pageDataKey } from "./keys";
import { type Entry, ReadThroughCache, type ReadThroughOptions } from "./read-through";

const indexes = new WeakMap<LoadedContent, ContentIndex>();

/** One index per loaded content version, shared by every request of the isolate. */
async function loadIndex(source: ContentSource): Promise<{ index: ContentIndex; version: string }> {
  const loaded = await source.load();
  let index = indexes.get(loaded);
  if (!index) {
    index = new ContentIndex(loaded.bundle);
    indexes.set(loaded, index);
  }
  return { index, version: loaded.version };
}

/**
 * Page data and site chrome, read from KV and built from the content source on a miss
 * (DESIGN.md "Content and KV"). Routes read pages only through this class.
 */
export class PageStore {
  private readonly cache: ReadThroughCache;

  constructor(
    ns: KVNamespace,
    private readonly source: ContentSource,
    options: ReadThroughOptions,
  ) {
    this.cache = new ReadThroughCache(ns, options);
  }

  /** Site, theme, redirects and routes. Throws when there is no cached copy and no content. */
  async chrome(): Promise<Entry<SiteChrome>> {
    const entry = await this.cache.read(kvKeys.chrome(), SiteChromeSchema, async () => {
      const { index, version } = await loadIndex(this.source);
      return { value: buildSiteChrome(index), version };
    });
    if (!entry) throw new Error("content has no site configuration");
    return entry;
  }

  /** The page data of a page, or null when the content has no such page. */
  async pageData(ref: PageRef): Promise<Entry<PageData> | null> {
    const key = pageDataKey(ref);
    if (!fitsKv(key)) return null;
    return this.cache.read(key, PageDataSchema, async () => {
      const { index, version } = await loadIndex(this.source);
      const value = buildPageData(index, ref);
      return value && { value, version };
    });
  }
}
