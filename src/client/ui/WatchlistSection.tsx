import { formatRating, safeHref } from "../format";
import { FormError } from "./FormError";
import { useText } from "./text";
import { useWatchlist } from "./use-watchlist";

/** "Min liste": the films the visitor keeps, with their rating and a link when the venue gives one. */
export function WatchlistSection() {
  const t = useText();
  const { list } = useWatchlist(true);
  return (
    <section className="account-section" aria-labelledby="min-liste" aria-busy={list.loading}>
      <h2 id="min-liste">{t.myList}</h2>
      {list.loading && <p role="status" className="muted">{t.loading}</p>}
      <FormError problem={list.error} />
      {list.requested && !list.loading && !list.error && list.items.length === 0 && <p className="muted">{t.emptyList}</p>}
      {list.items.length > 0 && (
        <ul className="watchlist">
          {list.items.map((movie) => {
            const href = safeHref(movie.link);
            return (
              <li key={movie.movieId} className="watchlist-item">
                {movie.poster && <img className="watchlist-poster" src={movie.poster} alt="" width="60" height="90" loading="lazy" />}
                <span className="watchlist-text">
                  {href ? <a href={href}>{movie.title}</a> : <strong>{movie.title}</strong>}
                  {movie.rating !== null && movie.ratingCount > 0 && (
                    <span className="muted"> · {t.ratingLabel(formatRating(movie.rating, t.intlLocale))}</span>
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
