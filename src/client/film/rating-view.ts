import { formatRating } from "../format";
import { filmNb as t } from "../i18n/film-nb";
import type { MovieRating } from "./public-film-api";
import { diceHtml } from "./dice-html";

/**
 * The film's average dice score and how many gave one, in place of `slot`'s content. `undefined`
 * while loading (a polite status says so); `null` when the movie-info call failed, which shows
 * nothing (only logged).
 *
 * @example showRating(slot, undefined); showRating(slot, answer.ok ? answer.value : null)
 */
export function showRating(slot: HTMLElement, movie: MovieRating | undefined | null): void {
  slot.innerHTML =
    movie === null
      ? ""
      : movie === undefined
        ? `<p class="rating muted" role="status">${t.loading}</p>`
        : movie.rating === null || movie.ratingCount === 0
          ? `<p class="rating muted">${t.notRated}</p>`
          : `<p class="rating">${diceHtml(movie.rating, "dice-large")}<span class="rating-text"><strong>${t.ratingLabel(formatRating(movie.rating, t.intlLocale))}</strong> <span class="muted">(${t.ratingCount(movie.ratingCount)})</span></span></p>`;
}
