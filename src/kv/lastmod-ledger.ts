import * as v from "valibot";
import { buildPageData } from "../content/build-page-data";
import { ContentIndex } from "../content/content-index";
import { SITEMAP_URL_LIMIT, sitemapPages } from "../content/sitemap-pages";
import type { CurrentContent, CurrentMeta } from "./current-content";
import { kvKeys, pageDataKey } from "./keys";

/**
 * The lastmod ledger (docs/decisions/037): for each sitemap URL, the fingerprint of what its page
 * shows and since when it has shown that. Made whenever a content version is stored; the sitemap
 * dates each URL by it, so a page's lastmod moves only when the page itself changed.
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
type Stamp = Pick<CurrentMeta, "version" | "publishedAt">;

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

/**
 * The stored ledger, or undefined when there is none or it does not parse (logged): the next one
 * then starts fresh.
 */
export async function readLastmodLedger(ns: KVNamespace): Promise<LastmodLedger | undefined> {
  const json = await ns.get(kvKeys.lastmodLedger(), "json").catch((error: unknown) => {
    console.warn("kv: the lastmod ledger could not be read; starting a fresh one", error);
    return null;
  });
  if (json === null) return undefined;
  const ledger = v.safeParse(LastmodLedgerSchema, json);
  if (!ledger.success) console.warn("kv: the lastmod ledger does not match its schema; starting a fresh one", v.summarize(ledger.issues));
  return ledger.success ? ledger.output : undefined;
}

/** The ledger as a KV write; its stamp as metadata, so a check of which version it dates needs no body. */
export function lastmodLedgerWrite(ledger: LastmodLedger): { key: string; value: string; metadata: Stamp } {
  return { key: kvKeys.lastmodLedger(), value: JSON.stringify(ledger), metadata: { version: ledger.version, publishedAt: ledger.publishedAt } };
}

const isFor = (ledger: Stamp | undefined, content: Stamp) => ledger?.version === content.version && ledger.publishedAt === content.publishedAt;

/**
 * The ledger that dates the sitemap of `content`: the stored one when it is this version's,
 * otherwise the one its writer would store, made here and not stored (a visitor's request never
 * writes KV; the scheduled run stores it, recordLastmodLedger below).
 *
 * @example (await lastmodLedgerOf(env.PAGES, content, index)).entries["/kinoprogram"] // ["9f2c…", 1763714100000]
 */
export async function lastmodLedgerOf(ns: KVNamespace, content: Stamp, index: ContentIndex): Promise<LastmodLedger> {
  const stored = await readLastmodLedger(ns);
  if (stored && isFor(stored, content)) return stored;
  return nextLedger(stored, await pageFingerprints(index), content);
}

/**
 * Stores the ledger of the current content version when KV has none for it: a version stored
 * without one (the first visitor of an empty KV stores the configured content, and writes no
 * ledger). The scheduled run calls it every minute; it reads only the ledger's metadata until
 * there is something to do. Answers whether it stored one.
 */
export async function recordLastmodLedger(ns: KVNamespace, current: Stamp, load: () => Promise<CurrentContent>): Promise<boolean> {
  const hit = await ns.getWithMetadata<Stamp>(kvKeys.lastmodLedger(), "stream");
  await hit.value?.cancel();
  if (hit.value !== null && isFor(hit.metadata ?? undefined, current)) return false;
  // Dated as the content loaded says: should it be newer than `current` by now, its ledger is the one to store.
  const content = await load();
  const ledger = await lastmodLedgerOf(ns, content, new ContentIndex(content.bundle));
  const { key, value, metadata } = lastmodLedgerWrite(ledger);
  await ns.put(key, value, { metadata });
  return true;
}
