import { REVIEWS_PAGE_SIZE } from "../../shared/reviews-paging";
import { filmNb as t } from "../i18n/film-nb";
import { initialReviewsState, reviewsReducer, type ReviewsAction, type ReviewsState } from "../state/reviews";
import { markupText } from "../../shared/markup-text";
import { fetchReviews, type ShownReview } from "./public-film-api";
import { reviewItemHtml } from "./review-item";

/** Reviews shown before "Vis alle anmeldelser": a taste, so the film page stays short. */
const FIRST_SHOWN = 3;

/**
 * The reviews under a film, newest first: the first three, then "Vis alle anmeldelser" shows the
 * rest of the first 20, then "Vis flere anmeldelser" 20 at a time while more may come, below
 * `box`'s heading. Reviews already shown stay and new ones are
 * appended; after loading more, focus moves to the first new review, so a keyboard or
 * screen-reader user continues reading there (the button they pressed is gone meanwhile).
 *
 * @example void new ReviewList(box, "DXM10234").load()
 */
export class ReviewList {
  private state: ReviewsState<ShownReview> = initialReviewsState;
  private readonly list = document.createElement("ol");
  private readonly tail = document.createElement("div");
  private focusFrom: number | null = null;
  /** Only the first three show (42-film.css hides the rest) until the visitor asks for all. */
  private collapsed = true;

  constructor(
    box: HTMLElement,
    private readonly ediNumber: string,
  ) {
    this.list.className = "review-list is-collapsed";
    for (const old of box.querySelectorAll(":scope > :not(h3)")) old.remove();
    box.append(this.list, this.tail);
    // The page hides the box (MovieInfo.tsx): its heading waits for what this list puts under it.
    box.hidden = false;
    this.tail.addEventListener("click", (event) => {
      const button = (event.target as Element).closest("button");
      if (!button) return;
      if (button.hasAttribute("data-show-all")) return this.expand();
      this.focusFrom = this.state.items.length;
      void this.load();
    });
  }

  /** Fetches the next page (the first when nothing is shown yet). */
  async load(): Promise<void> {
    const skip = this.state.items.length;
    this.dispatch({ type: "reviews/requested", skip });
    const answer = await fetchReviews(this.ediNumber, skip);
    this.dispatch(
      answer.ok ? { type: "reviews/succeeded", reviews: answer.value, skip, take: REVIEWS_PAGE_SIZE } : { type: "reviews/failed", error: answer.problem },
    );
  }

  /** Shows the reviews held back and moves focus to the first of them (its button is gone). */
  private expand(): void {
    this.collapsed = false;
    this.list.classList.remove("is-collapsed");
    this.focusFrom = FIRST_SHOWN;
    this.render();
  }

  private dispatch(action: ReviewsAction<ShownReview>): void {
    this.state = reviewsReducer(this.state, action);
    this.render();
  }

  private render(): void {
    const { items, loading, error, hasMore } = this.state;
    this.list.insertAdjacentHTML("beforeend", items.slice(this.list.children.length).map(reviewItemHtml).join(""));
    this.tail.innerHTML =
      (items.length === 0 && !loading && !error ? `<p class="muted">${t.noReviews}</p>` : "") +
      (loading ? `<p class="muted" role="status">${t.loading}</p>` : "") +
      // The same markup as the account islands' `FormError`.
      (error
        ? `<p role="alert" class="form-error"><svg aria-hidden="true" focusable="false" class="icon" width="24" height="24"><use href="${ICON_SPRITE}#icon-exclamation"/></svg><span>${markupText(error.message)}</span></p>`
        : "") +
      (this.collapsed && items.length > FIRST_SHOWN && !loading
        ? `<button type="button" class="button button-quiet" data-show-all>${t.allReviews}</button>`
        : (hasMore || error) && !loading
          ? `<button type="button" class="button button-quiet">${error ? t.tryAgain : t.moreReviews}</button>`
          : "");
    if (!loading && this.focusFrom !== null) {
      this.list.querySelectorAll<HTMLElement>(".review")[this.focusFrom]?.focus();
      this.focusFrom = null;
    }
  }
}
