import { buildPageData, buildSiteChrome } from "../content/build-page-data";
import type { PageData } from "../content/page-data";
import type { PageRef } from "../content/page-ref";
import type { SiteChrome } from "../content/site-chrome";
import type { LoadedContent } from "../content/source";
import { indexOf } from "./page-store";
import type { Entry, EntryMeta } from "./read-through";

/** What routes read pages through: the page store, or a preview's pages. */
export type PageReader = {
  chrome(options?: { forPage?: boolean }): Promise<Entry<SiteChrome>>;
  pageData(ref: PageRef): Promise<Entry<PageData> | null>;
};

/**
 * A preview link's pages (docs/decisions/032): built from the content with drafts for this request
 * alone, never read from or written to KV. Its entries carry no publication time and a version of
 * their own, so no page cache takes them (edge/page-answer.ts keeps only published versions)
 * and nothing kept per version (routes/kept-not-found.ts) mixes them with a visitor's pages.
 *
 * @example c.set("store", new PreviewPages(drafts.content, Date.now()))
 */
export class PreviewPages implements PageReader {
  private readonly meta: EntryMeta;

  constructor(
    private readonly content: LoadedContent,
    builtAt: number,
  ) {
    this.meta = { version: `preview:${content.version}`, builtAt };
  }

  chrome(): Promise<Entry<SiteChrome>> {
    return Promise.resolve({ value: buildSiteChrome(indexOf(this.content)), meta: this.meta, state: "built" });
  }

  pageData(ref: PageRef): Promise<Entry<PageData> | null> {
    const value = buildPageData(indexOf(this.content), ref);
    return Promise.resolve(value && { value, meta: this.meta, state: "built" });
  }
}
