import * as v from "valibot";
import { buildPageData } from "../content/build-page-data";
import type { ContentIndex } from "../content/content-index";
import { SITEMAP_URL_LIMIT, sitemapPages } from "../content/sitemap-pages";
import type { CurrentMeta } from "./current-content";
import { kvKeys, pageDataKey } from "./keys";

/**
 * The lastmod ledger (docs/decisions/037): for each sitemap URL, the fingerprint of what its page
 * shows and since when it has shown that. Made whenever a content version is stored; the sitemap
 * dates each URL by it, so a page's lastmod moves only when the page itself changed. Its KV reads
 * and writes are lastmod-ledger-store.ts.
 */
const LedgerEntrySchema = v.tuple([v.string(), v.number()]);
export const LastmodLedgerSchema = v.object({
  version: v.string(),
  publishedAt: v.number(),
  /** Sitemap path → [fingerprint, since (epoch ms)]: one entry per sitemap URL, so at most SITEMAP_URL_LIMIT. */
  entries: v.pipe(
    v.record(v.string(), LedgerEntrySchema),
    v.check((entries) => Object.keys(entries).length <= SITEMAP_URL_LIMIT, "more entries than a sitemap has URLs"),
  ),
});
export type LastmodLedger = v.InferOutput<typeof LastmodLedgerSchema>;

/** The content version a ledger belongs to. */
export type Stamp = Pick<CurrentMeta, "version" | "publishedAt">;

const encoder = new TextEncoder();

/** 64 bits of SHA-256: no two different pages of a site meet by chance. */
async function fingerprint(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
  return Array.from(digest.subarray(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The fingerprint of every sitemap URL's page: a hash of its page data, which is all the page is
 * made of (the page record, what its blocks list, and a film's, culture production's or article's
 * own document with its screenings). The site chrome (menu, footer) is left out on purpose: it is
 * on every page, and a menu edit moving every lastmod at once is what makes search engines
 * distrust them. `built` holds page data already serialized, by KV key, so a publish builds each once.
 */
export async function pageFingerprints(index: ContentIndex, built: ReadonlyMap<string, string> = new Map()): Promise<Map<string, string>> {
  const found = await Promise.all(
    sitemapPages(index).map(async ({ loc, ref }) => {
      const json = built.get(pageDataKey(ref)) ?? JSON.stringify(buildPageData(index, ref));
      return [loc, await fingerprint(json)] as const;
    }),
  );
  return new Map(found);
}

/**
 * The ledger of a content version from the previous one: a URL whose page has the same fingerprint
 * keeps its date, a changed or new one gets this version's publication time, and URLs no longer
 * in the sitemap are dropped. No previous ledger (a fresh KV, or one that could not be read):
 * every URL gets this version's time.
 *
 * @example nextLedger(undefined, new Map([["/", "ab12"]]), { version: "v1", publishedAt: 1 }).entries // { "/": ["ab12", 1] }
 */
export function nextLedger(previous: LastmodLedger | undefined, fingerprints: ReadonlyMap<string, string>, stamp: Stamp): LastmodLedger {
  const entries: LastmodLedger["entries"] = {};
  for (const [loc, print] of fingerprints) {
    const before = previous?.entries[loc];
    // An older deploy's run may store an older version after a newer one: the page was so since then at the latest.
    entries[loc] = [print, before?.[0] === print ? Math.min(before[1], stamp.publishedAt) : stamp.publishedAt];
  }
  return { version: stamp.version, publishedAt: stamp.publishedAt, entries };
}

/** The ledger as a KV write; its stamp as metadata, so a check of which version it dates needs no body. */
export function lastmodLedgerWrite(ledger: LastmodLedger): { key: string; value: string; metadata: Stamp } {
  return { key: kvKeys.lastmodLedger(), value: JSON.stringify(ledger), metadata: { version: ledger.version, publishedAt: ledger.publishedAt } };
}

/** Whether a ledger dates this content version: the same version, published at the same time. */
export const ledgerIsFor = (ledger: Stamp | undefined, content: Stamp): boolean =>
  ledger?.version === content.version && ledger.publishedAt === content.publishedAt;
