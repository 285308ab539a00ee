import { INDEX_FORMAT } from "./search-index";
import { SUGGEST_PATH } from "../shared/site-paths";

/**
 * How long a prefix's suggestions are kept: in the browser a minute (the visitor types on), at the
 * edge five minutes. The content version in the cache key (below) retires them at once on publish;
 * what ages is only "current first", which moves by the hour, not the minute.
 */
export const SUGGEST_CACHE_CONTROL = "public, max-age=60, s-maxage=300";

/**
 * The Cache API key of one prefix's suggestions: the normalised prefix (suggest-prefix.ts) and the
 * content version and index format they were found in, and nothing of the request's own query,
 * so junk parameters and other spellings of the same prefix reach the same entry and add none.
 *
 * @example suggestCacheKey("https://www.nordkystfilm.no", "bill", "e71bf503e77b").url
 * // "https://www.nordkystfilm.no/api/search/suggest?q=bill&v=v2.e71bf503e77b"
 */
export function suggestCacheKey(origin: string, prefix: string, contentVersion: string): Request {
  const url = new URL(SUGGEST_PATH, origin);
  url.searchParams.set("q", prefix);
  url.searchParams.set("v", `${INDEX_FORMAT}.${contentVersion}`);
  return new Request(url.href);
}
