import { buildPageData, buildSiteChrome } from "../content/build-page-data";
import { ContentIndex } from "../content/content-index";
import { type PageData, PageDataSchema } from "../content/page-data";
import type { PageRef } from "../content/page-ref";
import { type SiteChrome, SiteChromeSchema } from "../content/site-chrome";
import type { LoadedContent } from "../content/source";
import { type CurrentContent, stampOf } from "./current-content";
import { fitsKv, kvKeys, pageDataKey } from "./keys";
import { type Built, type ContentStamp, type Entry, ReadThroughCache, type ReadThroughOptions } from "./read-through";

const indexes = new WeakMap<LoadedContent, ContentIndex>();

/**
 * One index per loaded content version, shared by every request of the isolate.
 *
 * @example indexOf(await content.load()).article("festivalpass-2025")
 */
export function indexOf(content: LoadedContent): ContentIndex {
  let index = indexes.get(content);
  if (!index) {
    index = new ContentIndex(content.bundle);
    indexes.set(content, index);
  }
  return index;
}

/** Where page data is built from on a miss: the current content (kv/current-content.ts). */
export type PageContent = { load(): Promise<CurrentContent> };

/**
 * Page data and site chrome, read from KV and built from the current content on a miss
 * (docs/architecture.md "What is kept where"). Routes read pages only through this class. Page entries built
 * from content older than the chrome's are outdated and rebuilt first (docs/decisions/010).
 */
export class PageStore {
  private readonly cache: ReadThroughCache;
  /**
   * A page reads the chrome from KV every time, where the page data it goes with comes from; a
   * request that renders no page may take it from memory (`chrome`).
   */
  private readonly chromeCache: ReadThroughCache;
  private readonly recentChromeCache: ReadThroughCache;
  /** The content the chrome of this request was built from: the newest this request knows of. */
  private current: ContentStamp | undefined;

  constructor(
    ns: KVNamespace,
    private readonly content: PageContent,
    options: ReadThroughOptions,
  ) {
    this.cache = new ReadThroughCache(ns, options);
    this.chromeCache = new ReadThroughCache(ns, { ...options, recheckMs: 0 });
    this.recentChromeCache = new ReadThroughCache(ns, options);
  }

  /**
   * Site, theme, redirects and routes. Throws when there is no cached copy and no content.
   *
   * For a page (`forPage`, the default) the chrome is asked of KV on every request, never taken
   * from memory (docs/decisions/025): a chrome this isolate read a moment before a publish, beside
   * the new version's page data from KV, would render one page of two versions and keep it under
   * the old version's key. The APIs render no chrome and may take it from memory for a second.
   */
  async chrome({ forPage = true }: { forPage?: boolean } = {}): Promise<Entry<SiteChrome>> {
    const cache = forPage ? this.chromeCache : this.recentChromeCache;
    const entry = await cache.read(kvKeys.chrome(), SiteChromeSchema, async () => {
      const content = await this.content.load();
      return { value: buildSiteChrome(indexOf(content)), ...stampOf(content) };
    });
    if (!entry) throw new Error("content has no site configuration");
    const { version, publishedAt } = entry.meta;
    if (publishedAt !== undefined) this.current = { version, publishedAt };
    return entry;
  }

  /** The page data of a page, or null when the content has no such page. */
  async pageData(ref: PageRef): Promise<Entry<PageData> | null> {
    const key = pageDataKey(ref);
    if (!fitsKv(key)) return null;
    return this.cache.read(key, PageDataSchema, () => this.build(ref), { current: this.current });
  }

  private async build(ref: PageRef): Promise<Built<PageData>> {
    const content = await this.content.load();
    return { value: buildPageData(indexOf(content), ref), ...stampOf(content) };
  }
}
