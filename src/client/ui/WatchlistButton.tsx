import { useEffect, useRef, useState, type Dispatch, type RefObject } from "react";
import type { Movie } from "../../shared/account-api";
import { isOnWatchlist } from "../state/watchlist";
import type { UserAction, UserState } from "../state/user";
import { FormError } from "./FormError";
import { LoginDialog } from "./LoginDialog";
import { useText } from "./text";
import { useWatchlist } from "./use-watchlist";

type WatchlistButtonProps = {
  /** Undefined while the movie info loads, or when it failed (the add button then waits). */
  movie: Movie | undefined;
  user: UserState;
  dispatch: Dispatch<UserAction>;
  /** Open the login dialog at once: the visitor's click on the server's link woke the island. */
  openLogin?: boolean;
};

/**
 * "Legg i min liste". Logged out, the button opens the login dialog; after logging in there the
 * dialog closes and focus lands on the add button in the same place.
 */
export function WatchlistButton({ movie, user, dispatch, openLogin = false }: WatchlistButtonProps) {
  const t = useText();
  const profile = user.userProfile;
  const [dialogOpen, setDialogOpen] = useState(openLogin && !profile);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (profile && dialogOpen) setDialogOpen(false);
  }, [profile, dialogOpen]);

  return (
    <div className="watchlist-action">
      {profile ? (
        // Keyed by visitor: a new login starts with a fresh watch list.
        <AddToList key={profile.email} movie={movie} buttonRef={button} />
      ) : (
        <button ref={button} type="button" className="button button-quiet" aria-haspopup="dialog" onClick={() => setDialogOpen(true)}>
          {t.loginToAdd}
        </button>
      )}
      <LoginDialog
        open={dialogOpen}
        user={user}
        dispatch={dispatch}
        onClose={() => {
          setDialogOpen(false);
          button.current?.focus();
        }}
      />
    </div>
  );
}

/**
 * The add button proper. `aria-disabled` rather than `disabled` while busy or once on the list:
 * the button keeps its place in the Tab order and focus, and still says why it does nothing.
 * A failed add shows a short note (role=alert).
 */
function AddToList({ movie, buttonRef }: { movie: Movie | undefined; buttonRef: RefObject<HTMLButtonElement | null> }) {
  const t = useText();
  const { list, adding, addFailed, add } = useWatchlist(true);
  const onList = movie !== undefined && isOnWatchlist(list, movie.movieId);
  const inert = !movie || onList || adding || list.loading;
  const label = onList ? t.onWatchlist : adding ? t.adding : !movie || list.loading ? t.loading : t.addToWatchlist;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={onList ? "button button-quiet watchlist-added" : "button"}
        aria-disabled={inert}
        onClick={() => {
          if (!inert && movie) add(movie.movieId);
        }}
      >
        {label}
      </button>
      <FormError problem={addFailed ? { code: "add_failed", message: t.addFailed } : list.error} />
    </>
  );
}
