/**
 * Whether an article is out at the site's clock (src/config/clock.ts): an article dated after
 * `now` is not published yet. Page data, the search index and the current content are kept in KV
 * across the clock, so every list, feed and page asks here when it renders, never when it is
 * built (docs/decisions/010, "Changed").
 *
 * @example isPublished({ createdAt: Date.parse("2025-10-13") }, Date.parse("2025-09-17")) // false
 */
export function isPublished(article: { createdAt: number }, now: number): boolean {
  return article.createdAt <= now;
}

/** The articles out at `now`, in the order given. */
export function publishedOnly<T extends { createdAt: number }>(articles: readonly T[], now: number): T[] {
  return articles.filter((a) => isPublished(a, now));
}

/**
 * A "changed" time as a page shows it: never later than the site's clock. Content and the
 * schedule's changes are dated by the real clock, which a fixed demo clock may lag behind.
 *
 * @example changedNoLaterThan(Date.parse("2026-11-27"), Date.parse("2025-09-17")) // the clock's time
 */
export function changedNoLaterThan(at: number, now: number): number {
  return Math.min(at, now);
}
