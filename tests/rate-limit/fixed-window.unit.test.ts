import { describe, expect, it } from "vitest";
import { type Window, attemptIn, forgiven, longestWait } from "../../src/rate-limit/fixed-window";

const NOW = Date.parse("2025-09-17T12:00:00+02:00");

/** `n` attempts in a row against one key, each a millisecond apart; the answers, and the window left. */
function attempts(n: number, limit: number, windowSeconds: number, from = NOW, window?: Window) {
  const answers: Array<{ allowed: boolean; retryAfterSeconds: number }> = [];
  let stored = window;
  for (let i = 0; i < n; i++) {
    const a = attemptIn(stored, from + i, limit, windowSeconds);
    if (a.allowed) stored = a.window;
    answers.push({ allowed: a.allowed, retryAfterSeconds: a.retryAfterSeconds });
  }
  return { answers, stored };
}

describe("a fixed window of attempts (docs/decisions/018)", () => {
  it("lets `limit` attempts through, then refuses with the seconds left", () => {
    const { answers, stored } = attempts(4, 3, 600);
    expect(answers.map((a) => a.allowed)).toEqual([true, true, true, false]);
    expect(answers[0]?.retryAfterSeconds).toBe(0);
    expect(answers[3]?.retryAfterSeconds).toBe(600);
    expect(stored).toEqual({ start: NOW, count: 3 });
  });

  it("does not count a refused attempt, and says the seconds left rounded up, one at the least", () => {
    const full = { start: NOW, count: 3 };
    expect(attemptIn(full, NOW + 1_500, 3, 10)).toEqual({ allowed: false, retryAfterSeconds: 9, window: full, fresh: false });
    expect(attemptIn(full, NOW + 9_999, 3, 10).retryAfterSeconds).toBe(1);
    expect(attemptIn(full, NOW + 9_000, 3, 10).retryAfterSeconds).toBe(1);
    expect(attemptIn(full, NOW + 8_999, 3, 10).retryAfterSeconds).toBe(2);
  });

  it("starts again when the window has run its time, to the millisecond", () => {
    const full = { start: NOW, count: 3 };
    expect(attemptIn(full, NOW + 9_999, 3, 10).allowed).toBe(false);
    expect(attemptIn(full, NOW + 10_000, 3, 10)).toEqual({ allowed: true, retryAfterSeconds: 0, window: { start: NOW + 10_000, count: 1 }, fresh: true });
    expect(attemptIn(undefined, NOW, 3, 10)).toEqual({ allowed: true, retryAfterSeconds: 0, window: { start: NOW, count: 1 }, fresh: true });
    expect(attemptIn({ start: NOW, count: 1 }, NOW + 5, 3, 10)).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
      window: { start: NOW, count: 2 },
      fresh: false,
    });
  });

  it("takes back one counted attempt, never below none", () => {
    expect(forgiven({ start: NOW, count: 2 })).toEqual({ start: NOW, count: 1 });
    expect(forgiven({ start: NOW, count: 1 })).toEqual({ start: NOW, count: 0 });
    expect(forgiven({ start: NOW, count: 0 })).toBeUndefined();
    expect(forgiven(undefined)).toBeUndefined();
  });
});

describe("the wait a refused attempt is told", () => {
  it("is the longest of the counts that refused it, or none when every count let it through", () => {
    expect(
      longestWait([
        { allowed: true, retryAfterSeconds: 0 },
        { allowed: false, retryAfterSeconds: 30 },
        { allowed: false, retryAfterSeconds: 90 },
      ]),
    ).toBe(90);
    expect(
      longestWait([
        { allowed: false, retryAfterSeconds: 90 },
        { allowed: false, retryAfterSeconds: 30 },
      ]),
    ).toBe(90);
    expect(longestWait([{ allowed: true, retryAfterSeconds: 0 }])).toBeUndefined();
    expect(longestWait([])).toBeUndefined();
  });
});
