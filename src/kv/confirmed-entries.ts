import { BoundedMap } from "../shared/bounded-map";
import type { Built, EntryMeta } from "./entry-meta";

/**
 * Stale entries whose refresh found them unchanged, by key: when this isolate rebuilt one and got
 * the same content (same version, same publication), at what time. Such an entry counts as fresh
 * for another `freshMs` here without being written again: a refresh that only moves a build time
 * forward would cost a KV write per key and minute for nothing — and every request that reads
 * page data (a 404 for a query naming nothing among them) would spend the site's write budget.
 * Content-built entries only: a build without a publication (events) may differ at the same version.
 * Keys are the content's own pages and chrome; the bound only keeps a long-lived isolate small.
 */
const confirmed = new BoundedMap<string, { version: string; publishedAt: number; at: number }>(5_000);

/** Whether the build is the same content as the stored entry (both from one publication). */
export function sameContent(built: Built<unknown>, meta: EntryMeta): boolean {
  return built?.publishedAt !== undefined && built.publishedAt === meta.publishedAt && built.version === meta.version;
}

export function confirmUnchanged(key: string, meta: EntryMeta, now: number): void {
  if (meta.publishedAt === undefined) return;
  confirmed.set(key, { version: meta.version, publishedAt: meta.publishedAt, at: now });
}

/** Whether this entry (its version and publication) was found unchanged less than `freshMs` ago. */
export function confirmedFresh(key: string, meta: EntryMeta, now: number, freshMs: number): boolean {
  const known = confirmed.get(key);
  return known !== undefined && known.version === meta.version && known.publishedAt === meta.publishedAt && now - known.at < freshMs;
}
