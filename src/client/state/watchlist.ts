import type { WatchlistMovie } from "../../shared/account-api";
import type { Problem } from "../account/problem";

/**
 * The watch-list slice (requested, items, loading, error). `requested` says the
 * list was asked for once, so an island does not fetch it again on every render.
 */
export type WatchlistState = { requested: boolean; items: WatchlistMovie[]; loading: boolean; error: Problem | null };

export type WatchlistAction =
  | { type: "watchlist/requested" }
  | { type: "watchlist/put"; movies: WatchlistMovie[] }
  /** A truthy add answer puts that one movie at the end of the list. */
  | { type: "watchlist/movieAdded"; movie: WatchlistMovie }
  | { type: "watchlist/failed"; error: Problem }
  /**
   * "The add action exists": it starts the call and changes no state; a failed
   * add is not stored either (it is only logged; the island shows its own short note).
   */
  | { type: "watchlist/add"; movieId: number };

export const initialWatchlistState: WatchlistState = { requested: false, items: [], loading: false, error: null };

export function watchlistReducer(state: WatchlistState, action: WatchlistAction): WatchlistState {
  switch (action.type) {
    case "watchlist/requested":
      return { ...state, requested: true, loading: true, error: null };
    case "watchlist/put":
      return { ...state, items: action.movies, loading: false, error: null };
    case "watchlist/movieAdded":
      // The same film twice would be one film listed twice; the venue keeps it once too.
      if (state.items.some((m) => m.movieId === action.movie.movieId)) return state;
      return { ...state, items: [...state.items, action.movie] };
    case "watchlist/failed":
      return { ...state, loading: false, error: action.error };
    case "watchlist/add":
      return state;
  }
}

/** Whether a film is on the list already (the button then says "I listen din"). */
export const isOnWatchlist = (state: WatchlistState, movieId: number): boolean => state.items.some((m) => m.movieId === movieId);
