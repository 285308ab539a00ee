import type { Movie } from "../../shared/account-api";

/** The movie slice: movie info keyed by ediNumber. */
export type MovieState = { byEdi: Readonly<Record<string, Movie>>; loading: boolean };

export type MovieAction =
  | { type: "movie/requested"; ediNumber: string }
  | { type: "movie/put"; ediNumber: string; movie: Movie }
  /**
   * A failed movie-info call is only logged, never shown, so it stores no error;
   * it only ends `loading`, or the rating would say "loading" for ever.
   */
  | { type: "movie/failed"; ediNumber: string };

export const initialMovieState: MovieState = { byEdi: {}, loading: false };

export function movieReducer(state: MovieState, action: MovieAction): MovieState {
  switch (action.type) {
    case "movie/requested":
      return { ...state, loading: true };
    case "movie/put":
      return { byEdi: { ...state.byEdi, [action.ediNumber]: action.movie }, loading: false };
    case "movie/failed":
      return { ...state, loading: false };
  }
}
