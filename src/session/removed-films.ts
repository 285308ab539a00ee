/** Films taken off Min liste that one visitor keeps at most: far more than the venue's list of ten shows. */
export const MAX_REMOVED_FILMS = 200;

/**
 * The venue MovieIds a visitor took off Min liste (docs/decisions/043), oldest first, after taking
 * `movieId` off (`removed`) or putting it back: each film once, the newest MAX_REMOVED_FILMS kept.
 */
export function removedFilmsAfter(list: readonly number[], movieId: number, removed: boolean): number[] {
  const others = list.filter((id) => id !== movieId);
  return removed ? [...others, movieId].slice(-MAX_REMOVED_FILMS) : others;
}
