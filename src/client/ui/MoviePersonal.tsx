import { RatingSummary } from "./RatingSummary";
import { ReviewList } from "./ReviewList";
import { useText } from "./text";
import { useMovie } from "./use-movie";
import { useUser } from "./use-user";
import { WatchlistButton } from "./WatchlistButton";

/** A film page's personal part: rating, "Legg i min liste", and the reviews. */
export function MoviePersonal({ ediNumber }: { ediNumber: string }) {
  const t = useText();
  const [user, dispatch] = useUser();
  const { movie, movieLoading, reviews, loadMoreReviews } = useMovie(ediNumber);
  return (
    <section className="movie-personal" aria-labelledby={`personlig-${ediNumber}`}>
      <h2 id={`personlig-${ediNumber}`} className="block-title">
        {t.personalHeading}
      </h2>
      <RatingSummary movie={movie} loading={movieLoading} />
      {/* One list per visitor: a new login starts with a fresh watch list. */}
      {movie && <WatchlistButton key={user.userProfile?.email ?? ""} movie={movie} user={user} dispatch={dispatch} />}
      <ReviewList reviews={reviews} onMore={loadMoreReviews} />
    </section>
  );
}
