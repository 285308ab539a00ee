import { describe, expect, test } from "vitest";
import { initialReviewsState, reviewsReducer } from "../../src/client/state/reviews";
import { problem, review } from "./fixtures";

const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => review(from + i));

describe("reviews slice", () => {
  test("starts empty, not loading, no error", () => {
    expect(initialReviewsState).toEqual({ items: [], loading: false, error: null, hasMore: false });
  });

  test("a request sets loading (and clears an old error, the retry is under way)", () => {
    const next = reviewsReducer({ ...initialReviewsState, error: problem }, { type: "reviews/requested", skip: 0 });
    expect(next).toMatchObject({ loading: true, error: null });
  });

  test("success stores the items and clears loading", () => {
    const next = reviewsReducer({ ...initialReviewsState, loading: true }, { type: "reviews/succeeded", reviews: page(1, 20), skip: 0, take: 20 });
    expect(next.items).toHaveLength(20);
    expect(next.loading).toBe(false);
  });

  test("a full page means more may come; a short one means that was all", () => {
    const full = reviewsReducer(initialReviewsState, { type: "reviews/succeeded", reviews: page(1, 20), skip: 0, take: 20 });
    expect(full.hasMore).toBe(true);
    const short = reviewsReducer(full, { type: "reviews/succeeded", reviews: page(21, 5), skip: 20, take: 20 });
    expect(short.hasMore).toBe(false);
  });

  test("loading more appends to what is there", () => {
    const first = reviewsReducer(initialReviewsState, { type: "reviews/succeeded", reviews: page(1, 20), skip: 0, take: 20 });
    const more = reviewsReducer(first, { type: "reviews/succeeded", reviews: page(21, 20), skip: 20, take: 20 });
    expect(more.items.map((r) => r.id)).toEqual(page(1, 40).map((r) => r.id));
  });

  test("a page from skip 0 replaces (a reload starts over)", () => {
    const first = reviewsReducer(initialReviewsState, { type: "reviews/succeeded", reviews: page(1, 20), skip: 0, take: 20 });
    const again = reviewsReducer(first, { type: "reviews/succeeded", reviews: page(1, 3), skip: 0, take: 20 });
    expect(again.items).toHaveLength(3);
  });

  test("failure stores the error, clears loading and keeps what was loaded", () => {
    const first = reviewsReducer(initialReviewsState, { type: "reviews/succeeded", reviews: page(1, 20), skip: 0, take: 20 });
    const failed = reviewsReducer({ ...first, loading: true }, { type: "reviews/failed", error: problem });
    expect(failed).toMatchObject({ loading: false, error: problem });
    expect(failed.items).toHaveLength(20);
  });
});
