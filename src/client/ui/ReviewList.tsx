import { useEffect, useRef } from "react";
import type { ReviewsState } from "../state/reviews";
import { formatShortDate } from "../format";
import { Dice } from "./Dice";
import { FormError } from "./FormError";
import { useText } from "./text";

/**
 * The reviews, newest first, with "Vis flere anmeldelser" while more may come. After loading more,
 * focus moves to the first new review, so a keyboard or screen-reader user continues reading
 * there instead of starting over (the button they pressed may be gone).
 */
export function ReviewList({ reviews, onMore }: { reviews: ReviewsState; onMore: () => void }) {
  const t = useText();
  const list = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || reviews.loading) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLElement>(".review")[from]?.focus();
  }, [reviews.items.length, reviews.loading]);

  const more = () => {
    focusFrom.current = reviews.items.length;
    onMore();
  };

  return (
    <div className="reviews">
      <h3>{t.reviews}</h3>
      {reviews.items.length === 0 && !reviews.loading && !reviews.error && <p className="muted">{t.noReviews}</p>}
      <ol className="review-list" ref={list}>
        {reviews.items.map((r) => (
          <li key={r.id}>
            <article className="review" tabIndex={-1} aria-label={r.userName}>
              <p className="review-head">
                <strong>{r.userName}</strong>
                {r.rating !== null && r.rating > 0 && (
                  <span className="review-rating">
                    <Dice value={r.rating} />
                    <span className="sr-only">{t.reviewRating(r.rating)}</span>
                  </span>
                )}
                <time className="muted" dateTime={r.addedAt}>
                  {formatShortDate(r.addedAt, t.intlLocale)}
                </time>
              </p>
              {r.comment && <p className="review-comment">{r.comment}</p>}
              {r.likesCount > 0 && <p className="review-likes muted">{t.likes(r.likesCount)}</p>}
            </article>
          </li>
        ))}
      </ol>
      {reviews.loading && <p role="status" className="muted">{t.loading}</p>}
      <FormError problem={reviews.error} />
      {(reviews.hasMore || reviews.error) && !reviews.loading && (
        <button type="button" className="button button-quiet" onClick={more}>
          {reviews.error ? t.tryAgain : t.moreReviews}
        </button>
      )}
    </div>
  );
}
