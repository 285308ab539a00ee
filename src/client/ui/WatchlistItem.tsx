import type { WatchlistMovie } from "../../shared/account-api";
import { CHANGES_PAGE_PATHS, type ScheduleChange } from "../../shared/schedule-changes-api";
import { formatRating, formatScreeningAt, safeHref } from "../format";
import { ChangeMarks } from "./ChangeMarks";
import { useText } from "./text";

type WatchlistItemProps = {
  movie: WatchlistMovie;
  /** The film's screenings that changed since the programme was published. */
  changed: ScheduleChange[];
  /** Taken off the list on this page: the row says so and offers "Angre". */
  removed: boolean;
  /** Its remove or undo call is on its way. */
  busy: boolean;
  onRemove: () => void;
  onUndo: () => void;
  /** Gets the row's one button as it mounts, so focus can follow a remove or an undo. */
  buttonRef: (button: HTMLButtonElement | null) => void;
};

/**
 * One film of Min liste: poster, title, rating, when it is next on (from the site's programme),
 * its changed screenings, and "Fjern". Once removed, the row keeps its place and says so, with
 * "Angre" that puts the film back; each button names its film to a screen reader.
 */
export function WatchlistItem({ movie, changed, removed, busy, onRemove, onUndo, buttonRef }: WatchlistItemProps) {
  const t = useText();
  if (removed)
    return (
      <li className="watchlist-item watchlist-removed">
        <p className="watchlist-text" role="status">
          {t.removed(movie.title)}
        </p>
        <button ref={buttonRef} type="button" className="button button-quiet" data-button="undo" aria-disabled={busy} onClick={() => !busy && onUndo()}>
          {t.undo}
          <span className="sr-only">{t.undoWhat(movie.title)}</span>
        </button>
      </li>
    );
  const href = safeHref(movie.link);
  return (
    <li className="watchlist-item">
      {movie.poster && <img className="watchlist-poster" src={movie.poster} alt="" width="60" height="90" loading="lazy" />}
      <span className="watchlist-text">
        {href ? <a href={href}>{movie.title}</a> : <strong>{movie.title}</strong>}
        {movie.rating !== null && movie.ratingCount > 0 && <span className="muted"> · {t.ratingLabel(formatRating(movie.rating, t.intlLocale))}</span>}
        {movie.next !== undefined && (
          <span className="watchlist-next">
            {movie.next ? (
              <>
                {t.nextScreening} <a href={movie.next.filmHref}>{formatScreeningAt(movie.next.startsAt, t.intlLocale, t.screeningAt)}</a>,{" "}
                {[movie.next.venue, movie.next.sal].filter(Boolean).join(", ")}
              </>
            ) : (
              <span className="muted">{t.noMoreScreenings}</span>
            )}
          </span>
        )}
        {changed.length > 0 && (
          <span className="watchlist-changes">
            {changed.map((change) => (
              <ChangeMarks key={change.eventId} change={change} withWhen />
            ))}
            <a href={CHANGES_PAGE_PATHS[t.intlLocale === "en-GB" ? "en" : "nb"]}>{t.changesPage}</a>
          </span>
        )}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className="button button-quiet watchlist-remove"
        data-button="remove"
        aria-disabled={busy}
        onClick={() => !busy && onRemove()}
      >
        {t.remove}
        <span className="sr-only">{t.removeWhat(movie.title)}</span>
      </button>
    </li>
  );
}
