import { describe, expect, test } from "vitest";
import { initialWatchlistState, isOnWatchlist, watchlistReducer } from "../../src/client/state/watchlist";
import { movie, problem } from "./fixtures";

describe("watch-list slice", () => {
  test("starts not requested, empty, not loading, no error", () => {
    expect(initialWatchlistState).toEqual({ requested: false, items: [], loading: false, error: null });
  });

  test("a request sets loading and records that the list was requested", () => {
    expect(watchlistReducer(initialWatchlistState, { type: "watchlist/requested" })).toMatchObject({ requested: true, loading: true });
  });

  test("putting the list replaces the items and clears loading", () => {
    const had = { ...initialWatchlistState, items: [movie(9)], loading: true };
    const next = watchlistReducer(had, { type: "watchlist/put", movies: [movie(1), movie(2)] });
    expect(next.items.map((m) => m.movieId)).toEqual([1, 2]);
    expect(next.loading).toBe(false);
  });

  test("putting a movie to the list appends that one movie", () => {
    const had = { ...initialWatchlistState, items: [movie(1)] };
    const next = watchlistReducer(had, { type: "watchlist/movieAdded", movie: movie(2) });
    expect(next.items.map((m) => m.movieId)).toEqual([1, 2]);
  });

  test("a movie already on the list is not listed twice", () => {
    const had = { ...initialWatchlistState, items: [movie(1)] };
    expect(watchlistReducer(had, { type: "watchlist/movieAdded", movie: movie(1) })).toBe(had);
  });

  test("failure stores the error and clears loading", () => {
    const next = watchlistReducer({ ...initialWatchlistState, loading: true }, { type: "watchlist/failed", error: problem });
    expect(next).toMatchObject({ loading: false, error: problem });
  });

  test("the add action exists and changes no state (the call does; its answer puts the movie)", () => {
    const had = { ...initialWatchlistState, items: [movie(1)] };
    expect(watchlistReducer(had, { type: "watchlist/add", movieId: 2 })).toBe(had);
  });

  test("tells whether a film is on the list", () => {
    const had = { ...initialWatchlistState, items: [movie(1)] };
    expect(isOnWatchlist(had, 1)).toBe(true);
    expect(isOnWatchlist(had, 2)).toBe(false);
  });
});
