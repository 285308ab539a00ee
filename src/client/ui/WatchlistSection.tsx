import { useRef } from "react";
import type { Movie } from "../../shared/account-api";
import type { ScheduleChange } from "../../shared/schedule-changes-api";
import { FormError } from "./FormError";
import { useText } from "./text";
import { useScheduleChanges } from "./use-schedule-changes";
import { useWatchlist } from "./use-watchlist";
import { WatchlistItem } from "./WatchlistItem";

/** The changed screenings of a venue film: its film page is `/{slug}-DXM{ediNumber}`, as the programme's. */
function changesOf(movie: Movie, changes: ReadonlyMap<string, ScheduleChange>): ScheduleChange[] {
  return [...changes.values()].filter((c) => c.filmPath !== null && movie.edis.some((edi) => c.filmPath?.endsWith(`-DXM${edi}`)));
}

/**
 * "Min liste": the films the visitor keeps, each with when it is next on and "Fjern". A removed
 * film stays in its row with "Angre" until the visitor leaves the page, so a slip loses nothing;
 * focus moves to "Angre", and back to "Fjern" after it.
 */
export function WatchlistSection() {
  const t = useText();
  const { list, add, adding, addFailed, removed, removing, removeFailed, remove } = useWatchlist(true);
  const changes = useScheduleChanges();
  // The button that takes focus when it mounts: a removed film's "Angre", or "Fjern" after an undo.
  const focusOn = useRef<{ movieId: number; button: "undo" | "remove" } | null>(null);
  const focusIfWanted = (movieId: number) => (button: HTMLButtonElement | null) => {
    const wanted = focusOn.current;
    if (button && wanted?.movieId === movieId && button.dataset["button"] === wanted.button) {
      focusOn.current = null;
      button.focus();
    }
  };
  const shown = list.items.filter((m) => !removed.has(m.movieId));
  return (
    <section className="account-section" aria-labelledby="min-liste" aria-busy={list.loading}>
      <h2 id="min-liste">{t.myList}</h2>
      {list.loading && (
        <p role="status" className="muted">
          {t.loading}
        </p>
      )}
      <FormError problem={list.error} />
      {list.requested && !list.loading && !list.error && shown.length === 0 && <p className="muted">{t.emptyList}</p>}
      {list.items.length > 0 && (
        <ul className="watchlist">
          {list.items.map((movie) => (
            <WatchlistItem
              key={movie.movieId}
              movie={movie}
              changed={changesOf(movie, changes)}
              removed={removed.has(movie.movieId)}
              busy={removing.has(movie.movieId) || (adding && removed.has(movie.movieId))}
              onRemove={() => {
                focusOn.current = { movieId: movie.movieId, button: "undo" };
                remove(movie.movieId);
              }}
              onUndo={() => {
                focusOn.current = { movieId: movie.movieId, button: "remove" };
                add(movie.movieId);
              }}
              buttonRef={focusIfWanted(movie.movieId)}
            />
          ))}
        </ul>
      )}
      <FormError
        problem={removeFailed ? { code: "remove_failed", message: t.removeFailed } : addFailed ? { code: "add_failed", message: t.addFailed } : null}
      />
    </section>
  );
}
