import { useCallback, useEffect, useReducer } from "react";
import { REVIEWS_PAGE_SIZE, type Movie } from "../../shared/account-api";
import { account } from "../browser-account";
import { initialMovieState, movieReducer } from "../state/movie";
import { initialReviewsState, reviewsReducer, type ReviewsState } from "../state/reviews";

/**
 * A film's public facts for the film page: its movie info (rating) and its reviews, 20 at a time
 * (spec section 9). Both are public, so they load for logged-out visitors too.
 */
export function useMovie(ediNumber: string): {
  movie: Movie | undefined;
  movieLoading: boolean;
  reviews: ReviewsState;
  loadMoreReviews: () => void;
} {
  const [movieState, movieDispatch] = useReducer(movieReducer, initialMovieState);
  const [reviews, reviewsDispatch] = useReducer(reviewsReducer, initialReviewsState);

  const loadReviews = useCallback(
    async (skip: number) => {
      reviewsDispatch({ type: "reviews/requested", skip });
      const result = await account.reviews(ediNumber, skip, REVIEWS_PAGE_SIZE);
      reviewsDispatch(
        result.ok
          ? { type: "reviews/succeeded", reviews: result.value.reviews, skip, take: REVIEWS_PAGE_SIZE }
          : { type: "reviews/failed", error: result.problem },
      );
    },
    [ediNumber],
  );

  useEffect(() => {
    movieDispatch({ type: "movie/requested", ediNumber });
    void account.movie(ediNumber).then((result) => {
      if (result.ok) {
        movieDispatch({ type: "movie/put", ediNumber, movie: result.value });
      } else {
        // Spec section 8: a failed movie-info call is logged, not shown.
        console.error(`[movie] info for ${ediNumber} failed`, result.problem);
        movieDispatch({ type: "movie/failed", ediNumber });
      }
    });
    void loadReviews(0);
  }, [ediNumber, loadReviews]);

  return {
    movie: movieState.byEdi[ediNumber],
    movieLoading: movieState.loading,
    reviews,
    loadMoreReviews: () => void loadReviews(reviews.items.length),
  };
}
