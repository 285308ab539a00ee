import { describe, expect, it } from "vitest";
import { better, placesMore, type PlanScore, scoreOf, startMinutes } from "../../src/plan/plan-score";
import { at, screening } from "./hand-made-screening";

const score = (s: Partial<PlanScore>): PlanScore => ({ must: 0, placed: 0, talks: 0, days: 0, late: 0, minutes: 0, ...s });

describe("how good a plan is (docs/decisions/023)", () => {
  it("wins first by films marked 'må se', then by films placed, then by fewer days, fewer late nights, earlier starts", () => {
    expect(better(score({ must: 1, placed: 1 }), score({ must: 0, placed: 5 }))).toBe(true);
    expect(better(score({ placed: 3, days: 3 }), score({ placed: 2, days: 1 }))).toBe(true);
    expect(better(score({ placed: 2, days: 1, late: 2 }), score({ placed: 2, days: 2, late: 0 }))).toBe(true);
    expect(better(score({ placed: 2, days: 1, late: 0, minutes: 900 }), score({ placed: 2, days: 1, late: 1, minutes: 10 }))).toBe(true);
    expect(better(score({ placed: 2, days: 1, minutes: 10 }), score({ placed: 2, days: 1, minutes: 11 }))).toBe(true);
  });

  it("is never better than itself, and each rule also says worse", () => {
    const same = score({ must: 1, placed: 2, days: 1, late: 1, minutes: 60 });
    expect(better(same, same)).toBe(false);
    expect(better(score({ must: 0, placed: 9 }), score({ must: 1 }))).toBe(false);
    expect(better(score({ placed: 1 }), score({ placed: 2 }))).toBe(false);
    expect(better(score({ placed: 2, days: 2 }), score({ placed: 2, days: 1 }))).toBe(false);
    expect(better(score({ placed: 2, days: 1, late: 1 }), score({ placed: 2, days: 1, late: 0 }))).toBe(false);
    expect(better(score({ placed: 2, days: 1, minutes: 12 }), score({ placed: 2, days: 1, minutes: 11 }))).toBe(false);
  });

  it("compares only 'må se' and films placed when the count search asks", () => {
    expect(placesMore(score({ must: 1 }), score({ placed: 9 }))).toBe(true);
    expect(placesMore(score({ placed: 3, days: 9 }), score({ placed: 2, days: 1 }))).toBe(true);
    expect(placesMore(score({ placed: 2, days: 1 }), score({ placed: 2, days: 9 }))).toBe(false);
    expect(placesMore(score({ must: 1, placed: 1 }), score({ must: 2, placed: 1 }))).toBe(false);
  });

  it("scores a plan by what it holds: must-sees, films, days, late ones and minutes after the base", () => {
    const base = at("09:00");
    const chosen = [
      screening("a1", "a", "10:00", 90, "havvik-kino"),
      screening("b1", "b", "12:00", 90, "havvik-kino", { late: true }),
      screening("c1", "c", "18:00", 90, "havvik-kino", { day: "2025-09-20", start: at("18:00", 20) }),
    ];
    expect(scoreOf(chosen, base, new Set(["b", "x"]))).toEqual({ must: 1, placed: 3, talks: 0, days: 2, late: 1, minutes: 60 + 180 + (24 * 60 + 540) });
    expect(scoreOf([], base)).toEqual({ must: 0, placed: 0, talks: 0, days: 0, late: 0, minutes: 0 });
  });

  it("counts a screening before the base as starting at it, and rounds to the minute", () => {
    const base = at("12:00");
    expect(startMinutes(screening("a", "a", "11:00", 60, "p"), base)).toBe(0);
    expect(startMinutes({ ...screening("a", "a", "12:00", 60, "p"), start: base + 89_000 }, base)).toBe(1);
    expect(startMinutes({ ...screening("a", "a", "12:00", 60, "p"), start: base + 91_000 }, base)).toBe(2);
  });

  it("counts talks after the film only when the visitor prefers them, after films placed and before days", () => {
    const base = at("09:00");
    const chosen = [screening("a1", "a", "10:00", 90, "havvik-kino", { talk: true }), screening("b1", "b", "12:00", 90, "havvik-kino")];
    expect(scoreOf(chosen, base).talks).toBe(0);
    expect(scoreOf(chosen, base, new Set(), true).talks).toBe(1);
    // A talk more wins over a day less, a late night less and an earlier start …
    expect(better(score({ placed: 2, talks: 1, days: 2, late: 1, minutes: 900 }), score({ placed: 2, talks: 0, days: 1 }))).toBe(true);
    // … never over a film more or a "må se" more.
    expect(better(score({ placed: 2, talks: 2 }), score({ placed: 3 }))).toBe(false);
    expect(better(score({ must: 0, placed: 2, talks: 2 }), score({ must: 1, placed: 2 }))).toBe(false);
    // The count search does not look at talks.
    expect(placesMore(score({ placed: 2, talks: 2 }), score({ placed: 2 }))).toBe(false);
  });
});
