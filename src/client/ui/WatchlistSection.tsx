import type { Movie } from "../../shared/account-api";
import { CHANGES_PAGE_PATHS, type ScheduleChange } from "../../shared/schedule-changes-api";
import { formatRating, safeHref } from "../format";
import { ChangeMarks } from "./ChangeMarks";
import { FormError } from "./FormError";
import { useText } from "./text";
import { useScheduleChanges } from "./use-schedule-changes";
import { useWatchlist } from "./use-watchlist";

/** The changed screenings of a venue film: its film page is `/{slug}-DXM{ediNumber}`, as the programme's. */
function changesOf(movie: Movie, changes: ReadonlyMap<string, ScheduleChange>): ScheduleChange[] {
  return [...changes.values()].filter((c) => c.filmPath !== null && movie.edis.some((edi) => c.filmPath?.endsWith(`-DXM${edi}`)));
}

/**
 * "Min liste": the films the visitor keeps, with their rating and a link when the venue gives one,
 * and the screenings of each that changed since the programme was published.
 */
export function WatchlistSection() {
  const t = useText();
  const { list } = useWatchlist(true);
  const changes = useScheduleChanges();
  return (
    <section className="account-section" aria-labelledby="min-liste" aria-busy={list.loading}>
      <h2 id="min-liste">{t.myList}</h2>
      {list.loading && (
        <p role="status" className="muted">
          {t.loading}
        </p>
      )}
      <FormError problem={list.error} />
      {list.requested && !list.loading && !list.error && list.items.length === 0 && <p className="muted">{t.emptyList}</p>}
      {list.items.length > 0 && (
        <ul className="watchlist">
          {list.items.map((movie) => {
            const href = safeHref(movie.link);
            const changed = changesOf(movie, changes);
            return (
              <li key={movie.movieId} className="watchlist-item">
                {movie.poster && <img className="watchlist-poster" src={movie.poster} alt="" width="60" height="90" loading="lazy" />}
                <span className="watchlist-text">
                  {href ? <a href={href}>{movie.title}</a> : <strong>{movie.title}</strong>}
                  {movie.rating !== null && movie.ratingCount > 0 && (
                    <span className="muted"> · {t.ratingLabel(formatRating(movie.rating, t.intlLocale))}</span>
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
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
