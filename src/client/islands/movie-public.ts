import type { HydrateOptions } from "../loader/island-module";
import { fetchRating } from "../film/public-film-api";
import { ReviewList } from "../film/review-list";
import { showRating } from "../film/rating-view";

/**
 * A film page's public part: the audience's rating and the reviews, which every visitor sees.
 * Plain DOM, not React: it loads on every film page as the visitor scrolls
 * towards it, within the 5 KB budget of JavaScript before interaction. The watch-list button
 * beside it is the `movie-personal` island (React), loaded only when the visitor reaches for it.
 */
export function hydrate(root: HTMLElement, props: unknown, _options: HydrateOptions): void {
  const ediNumber = typeof props === "object" && props !== null ? (props as Record<string, unknown>)["ediNumber"] : undefined;
  const ratingSlot = root.querySelector<HTMLElement>("[data-movie-rating]");
  const reviewsBox = root.querySelector<HTMLElement>("[data-movie-reviews]");
  if (typeof ediNumber !== "string" || !ediNumber || !ratingSlot || !reviewsBox) {
    console.error("[movie-public] props or markup do not fit; the note stays");
    return;
  }
  showRating(ratingSlot, undefined);
  void fetchRating(ediNumber).then((answer) => {
    // A failed movie-info call is logged, not shown: the page reads whole without a rating.
    if (!answer.ok) console.error(`[movie] info for ${ediNumber} failed`, answer.problem);
    showRating(ratingSlot, answer.ok ? answer.value : null);
  });
  void new ReviewList(reviewsBox, ediNumber).load();
}
