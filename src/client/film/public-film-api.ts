import type { Movie, Review } from "../../shared/account-api";
import { REVIEWS_PAGE_SIZE } from "../../shared/reviews-paging";
import type { Problem } from "../account/problem";
import { filmNb } from "../i18n/film-nb";

/** What the film page shows of the proxy's movie info: the audience's average and how many. */
export type MovieRating = Pick<Movie, "rating" | "ratingCount">;
/** What a review shows; the proxy sends more. */
export type ShownReview = Pick<Review, "id" | "userName" | "rating" | "addedAt" | "comment" | "likesCount">;

export type Answer<T> = { ok: true; value: T } | { ok: false; problem: Problem };

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null;
const isRating = (x: unknown) => x === null || typeof x === "number";

/*
 * Checked by hand, not with valibot: this code runs on every film page, where the 5 KB budget of
 * JavaScript before interaction has no room for it. The proxy has already parsed the venue's
 * answer with its valibot schemas (src/shared/account-api.ts); this only guards the fields shown.
 */
const isMovieRating = (x: unknown): x is MovieRating => isObject(x) && isRating(x["rating"]) && typeof x["ratingCount"] === "number";

const isReview = (x: unknown): x is ShownReview =>
  isObject(x) &&
  typeof x["id"] === "number" &&
  typeof x["userName"] === "string" &&
  isRating(x["rating"]) &&
  typeof x["addedAt"] === "string" &&
  typeof x["comment"] === "string" &&
  typeof x["likesCount"] === "number";

const isReviewPage = (x: unknown): x is { reviews: ShownReview[] } => isObject(x) && Array.isArray(x["reviews"]) && x["reviews"].every(isReview);

const problemOf = (x: unknown): Problem | undefined => {
  const error = isObject(x) ? x["error"] : undefined;
  return isObject(error) && typeof error["code"] === "string" && typeof error["message"] === "string"
    ? { code: error["code"], message: error["message"] }
    : undefined;
};

/**
 * GET one of the proxy's public film routes (docs/architecture.md "The account proxy"): no session
 * needed.
 */
async function getJson<T>(path: string, fits: (x: unknown) => x is T): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/account/movies/${path}`, {
      headers: { accept: "application/json" },
      credentials: "same-origin",
      signal: AbortSignal.timeout(20_000),
    });
  } catch {
    return { ok: false, problem: { code: "network", message: filmNb.networkError } };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok && fits(body)) return { ok: true, value: body };
  return {
    ok: false,
    problem: (!response.ok && problemOf(body)) || { code: response.ok ? "bad_response" : `http_${response.status}`, message: filmNb.badResponse },
  };
}

/**
 * The film's rating from the proxy.
 *
 * @example const answer = await fetchRating("DXM10234"); if (answer.ok) show(answer.value.rating)
 */
export function fetchRating(ediNumber: string): Promise<Answer<MovieRating>> {
  return getJson(encodeURIComponent(ediNumber), isMovieRating);
}

/**
 * One page of the film's reviews, newest first, from `skip`.
 *
 * @example const page = await fetchReviews("DXM10234", 20)
 */
export async function fetchReviews(ediNumber: string, skip: number): Promise<Answer<ShownReview[]>> {
  const answer = await getJson(`${encodeURIComponent(ediNumber)}/reviews?skip=${skip}&take=${REVIEWS_PAGE_SIZE}`, isReviewPage);
  return answer.ok ? { ok: true, value: answer.value.reviews } : answer;
}
