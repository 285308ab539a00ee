import { describe, expect, test } from "vitest";
import { AGE_LIMITS, NO_FILTER, ageAllows, countText, programmeSearch, programmeView, type ScreeningFacts } from "../../src/shared/programme-filter";

/** The rule the server and the browser share (src/shared/programme-filter.ts). */

const allowed = (age: number, withAdult: boolean) => AGE_LIMITS.filter((limit) => ageAllows(limit, age, withAdult));

describe("age limits (the film law's rule for children with an adult)", () => {
  test.each([
    [0, false, ["A"]],
    [0, true, ["A"]],
    [3, true, ["A", "6"]],
    [5, true, ["A", "6"]],
    [6, true, ["A", "6", "9"]],
    [7, false, ["A", "6"]],
    [7, true, ["A", "6", "9"]],
    [9, false, ["A", "6", "9"]],
    [12, true, ["A", "6", "9", "12", "15"]],
    [15, true, ["A", "6", "9", "12", "15"]],
    [17, false, ["A", "6", "9", "12", "15"]],
    [17, true, ["A", "6", "9", "12", "15"]],
  ] as const)("a child of %i (with an adult: %s) may see %j", (age, withAdult, limits) => {
    expect(allowed(age, withAdult)).toEqual(limits);
  });
});

describe("the programme as shown", () => {
  const s = (day: string, past: boolean, extra: Partial<ScreeningFacts> = {}): ScreeningFacts => ({
    day, past, place: "Sal 1", section: "festival", ageLimit: "A", access: [], ...extra,
  });

  test("days all over are left out while something is to come; a day half over stays", () => {
    const view = programmeView([s("2025-09-16", true), s("2025-09-17", true), s("2025-09-17", false)], NO_FILTER);
    expect(view.shown).toEqual([false, true, true]);
    expect(view.hiddenPastDays).toEqual(["2025-09-16"]);
    expect(view.count).toBe(2);
  });

  test("the URL of a filter uses the Norwegian names and slugs, in a fixed order", () => {
    expect(programmeSearch(NO_FILTER)).toBe("");
    expect(programmeSearch({ ...NO_FILTER, section: "cinema", age: 7, withAdult: true, access: ["captioned", "audio-description"], earlier: true, day: "2025-09-18", place: "Sal 2" }))
      .toBe("?dag=2025-09-18&sted=Sal+2&seksjon=kino&alder=7&voksen=ja&tilrettelegging=tekstet&tilrettelegging=synstolket&tidligere=ja");
  });

  test("the count reads naturally for one and for many", () => {
    const phrase = { one: "Viser 1 visning", other: "Viser {n} visninger" };
    expect([0, 1, 2].map((n) => countText(phrase, n))).toEqual(["Viser 0 visninger", "Viser 1 visning", "Viser 2 visninger"]);
  });
});
