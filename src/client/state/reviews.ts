import type { Review } from "../../shared/account-api";
import type { Problem } from "../account/problem";

/**
 * The reviews slice: a film's reviews, fetched 20 at a time.
 * `hasMore` is true while the last page came back full, so "Vis flere" knows when to stop.
 */
export type ReviewsState<R = Review> = { items: R[]; loading: boolean; error: Problem | null; hasMore: boolean };

export type ReviewsAction<R = Review> =
  | { type: "reviews/requested"; skip: number }
  /** One page as the proxy answered it; a page from `skip` 0 replaces, a later one appends. */
  | { type: "reviews/succeeded"; reviews: R[]; skip: number; take: number }
  | { type: "reviews/failed"; error: Problem };

export const initialReviewsState: ReviewsState<never> = { items: [], loading: false, error: null, hasMore: false };

/** Generic in the review's shape: the film page's plain island keeps only the fields it shows. */
export function reviewsReducer<R>(state: ReviewsState<R>, action: ReviewsAction<R>): ReviewsState<R> {
  switch (action.type) {
    case "reviews/requested":
      return { ...state, loading: true, error: null };
    case "reviews/succeeded": {
      const items = action.skip === 0 ? action.reviews : [...state.items, ...action.reviews];
      return { items, loading: false, error: null, hasMore: action.reviews.length >= action.take };
    }
    case "reviews/failed":
      return { ...state, loading: false, error: action.error };
  }
}
