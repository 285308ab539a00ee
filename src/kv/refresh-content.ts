import { type ConfiguredContent, type ContentOrigin, CurrentContentStore, type CurrentContent, forgetCurrentContent, readCurrentMeta } from "./current-content";
import { ContentStoreFailed } from "./content-store-failed";
import { storeContentVersion, type VersionWrite } from "./content-version";

export type RefreshOutcome =
  | { status: "unchanged"; version: string; origin: ContentOrigin }
  | { status: "stored"; version: string; origin: ContentOrigin; writes: number };

/**
 * Brings KV up to date with the configured source: asks the APIs (or, for the demo
 * content, checks whether this deploy's is newer), and stores a new content version when the
 * content changed. `force` (purge of everything) stores the content again under a new publication
 * time even when it did not change, so every page is rebuilt. `more`: writes of layers above
 * storage made from the same content (the kept set, edge/kept-set.ts). Throws when the source fails or does
 * not parse, and ContentStoreFailed when KV does not take the new version; pages keep being
 * served from the version KV had.
 *
 * @example await refreshContent(config.PAGES, configuredContent(config), { now: Date.now() })
 */
export async function refreshContent(
  ns: KVNamespace,
  configured: ConfiguredContent,
  options: { now: number; force?: boolean; more?: readonly VersionWrite[] },
): Promise<RefreshOutcome> {
  const { now, force = false, more = [] } = options;
  const current = await readCurrentMeta(ns);
  let next: CurrentContent | undefined;
  if (configured.polled || configured.replaces(current)) {
    const candidate = await configured.load(now);
    if (force || current?.version !== candidate.version) next = candidate;
  }
  if (!next && force) {
    forgetCurrentContent(ns);
    const stored = await new CurrentContentStore(ns, configured, { waitUntil: () => {} }).load();
    next = { ...stored, publishedAt: now };
  }
  if (!next) return { status: "unchanged", version: current?.version ?? "", origin: current?.origin ?? configured.origin };
  let writes: number;
  try {
    writes = await storeContentVersion(ns, next, now, more);
  } catch (error) {
    throw new ContentStoreFailed(error);
  }
  return { status: "stored", version: next.version, origin: next.origin, writes };
}
