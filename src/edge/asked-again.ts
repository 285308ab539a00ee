import { BoundedMap } from "../shared/bounded-map";
import { EDGE_ONLY_STALE_SECONDS, PAGE_LIFETIME } from "./page-lifetimes";

/** How long an address outside the kept set is remembered as asked: as long as its copy would be kept. */
const WITHIN_MS = (PAGE_LIFETIME.freshSeconds + EDGE_ONLY_STALE_SECONDS) * 1000;

/** Far above the combinations real visitors share in five minutes; an outsider's flood only clears it. */
const seen = new BoundedMap<string, number>(10_000);

/**
 * Whether the page under `key` (outside the kept set: a combination of filters, a search) was asked
 * in this isolate within the last five minutes, and remembers that it was asked now. The page
 * cache keeps such a page at the edge only when asked again (docs/decisions/040): a link shared
 * around is kept from its second visit, while an outsider's stream of new combinations costs no
 * Cache API write and makes no entry.
 *
 * @example if (keep === "edge" && !askedAgain(place.edgeKey)) return response
 */
export function askedAgain(key: string, now = Date.now()): boolean {
  const at = seen.get(key);
  seen.set(key, now);
  return at !== undefined && now - at < WITHIN_MS;
}
