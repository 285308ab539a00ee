import { useEffect, useReducer } from "react";
import type { Movie } from "../../shared/account-api";
import { account } from "../account/browser-account";
import { initialMovieState, movieReducer } from "../state/movie";

/**
 * A film's movie info from the proxy, for its `movieId`: the watch list adds by
 * it. A failed call is logged, not shown, and leaves `movie` undefined.
 */
export function useMovie(ediNumber: string): { movie: Movie | undefined; movieLoading: boolean } {
  const [movieState, movieDispatch] = useReducer(movieReducer, initialMovieState);

  useEffect(() => {
    movieDispatch({ type: "movie/requested", ediNumber });
    void account.movie(ediNumber).then((result) => {
      if (result.ok) {
        movieDispatch({ type: "movie/put", ediNumber, movie: result.value });
      } else {
        console.error(`[movie] info for ${ediNumber} failed`, result.problem);
        movieDispatch({ type: "movie/failed", ediNumber });
      }
    });
  }, [ediNumber]);

  return { movie: movieState.byEdi[ediNumber], movieLoading: movieState.loading };
}
