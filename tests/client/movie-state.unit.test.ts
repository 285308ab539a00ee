import { describe, expect, test } from "vitest";
import { initialMovieState, movieReducer } from "../../src/client/state/movie";
import { movie } from "./fixtures";

describe("movie slice", () => {
  test("starts empty and not loading", () => {
    expect(initialMovieState).toEqual({ byEdi: {}, loading: false });
  });

  test("a request sets loading", () => {
    expect(movieReducer(initialMovieState, { type: "movie/requested", ediNumber: "DXM1" }).loading).toBe(true);
  });

  test("putting movie info stores it under its ediNumber and clears loading", () => {
    const loading = { ...initialMovieState, loading: true };
    const next = movieReducer(loading, { type: "movie/put", ediNumber: "DXM1", movie: movie(1) });
    expect(next).toEqual({ byEdi: { DXM1: movie(1) }, loading: false });
  });

  test("keeps other films' info", () => {
    const one = movieReducer(initialMovieState, { type: "movie/put", ediNumber: "DXM1", movie: movie(1) });
    const two = movieReducer(one, { type: "movie/put", ediNumber: "DXM2", movie: movie(2) });
    expect(Object.keys(two.byEdi)).toEqual(["DXM1", "DXM2"]);
  });

  test("a failure stores no error (only logged) but ends loading", () => {
    const next = movieReducer({ ...initialMovieState, loading: true }, { type: "movie/failed", ediNumber: "DXM1" });
    expect(next).toEqual(initialMovieState);
  });
});
