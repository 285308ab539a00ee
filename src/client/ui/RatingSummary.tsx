import type { Movie } from "../../shared/account-api";
import { formatRating } from "../format";
import { Dice } from "./Dice";
import { useText } from "./text";

/**
 * The film's average dice score and how many gave one. A failed movie-info call shows nothing
 * (spec section 8: only logged); while it loads, a polite status says so.
 */
export function RatingSummary({ movie, loading }: { movie: Movie | undefined; loading: boolean }) {
  const t = useText();
  if (!movie) return loading ? <p className="rating muted" role="status">{t.loading}</p> : null;
  if (movie.rating === null || movie.ratingCount === 0) return <p className="rating muted">{t.notRated}</p>;
  return (
    <p className="rating">
      <Dice value={movie.rating} className="dice-large" />
      <span className="rating-text">
        <strong>{t.ratingLabel(formatRating(movie.rating, t.intlLocale))}</strong>{" "}
        <span className="muted">({t.ratingCount(movie.ratingCount)})</span>
      </span>
    </p>
  );
}
