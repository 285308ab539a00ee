import { formatShortDate } from "../format";
import { filmNb as t } from "../i18n/film-nb";
import type { ShownReview } from "./public-film-api";
import { diceHtml } from "./dice-html";
import { markupText } from "../../shared/markup-text";

/**
 * One review as a list item: name, dice, date, comment, likes. Focusable (tabindex -1), so after
 * "Vis flere" focus can move to the first new one. Every text from the proxy is escaped.
 *
 * @example list.insertAdjacentHTML("beforeend", reviews.map(reviewItemHtml).join(""))
 */
export function reviewItemHtml(r: ShownReview): string {
  const name = markupText(r.userName);
  const dice =
    r.rating !== null && r.rating > 0 ? `<span class="review-rating">${diceHtml(r.rating)}<span class="sr-only">${t.reviewRating(r.rating)}</span></span>` : "";
  const time = `<time class="muted" datetime="${markupText(r.addedAt)}">${markupText(formatShortDate(r.addedAt, t.intlLocale))}</time>`;
  const comment = r.comment ? `<p class="review-comment">${markupText(r.comment)}</p>` : "";
  const likes = r.likesCount > 0 ? `<p class="review-likes muted">${t.likes(r.likesCount)}</p>` : "";
  return `<li><article class="review" tabindex="-1" aria-label="${name}"><p class="review-head"><strong>${name}</strong>${dice}${time}</p>${comment}${likes}</article></li>`;
}
