import { describe, expect, test } from "vitest";
import { AGE_LIMITS, NO_FILTER, ageAllows, countText, matchesFilter, programmeSearch, type ScreeningFacts } from "../../src/shared/programme-filter";

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
  const s = (day: string, extra: Partial<ScreeningFacts> = {}): ScreeningFacts => ({
    day,
    place: "Sal 1",
    section: "festival",
    ageLimit: "A",
    subtitles: [],
    access: [],
    ...extra,
  });

  test("a day keeps that day; days from one on keep it and the later ones", () => {
    const days = [s("2025-09-16"), s("2025-09-17"), s("2025-09-18")];
    expect(days.map((d) => matchesFilter(d, { ...NO_FILTER, day: "2025-09-17" }))).toEqual([false, true, false]);
    expect(days.map((d) => matchesFilter(d, { ...NO_FILTER, from: "2025-09-17" }))).toEqual([false, true, true]);
  });

  test("every chosen mark at once, and a child's age by the law's rule", () => {
    const both = s("2025-09-17", { access: ["captioned", "wheelchair"], ageLimit: "9" });
    expect(matchesFilter(both, { ...NO_FILTER, access: ["captioned", "wheelchair"] })).toBe(true);
    expect(matchesFilter(both, { ...NO_FILTER, access: ["captioned", "relaxed"] })).toBe(false);
    expect(matchesFilter(both, { ...NO_FILTER, age: 7 })).toBe(false);
    expect(matchesFilter(both, { ...NO_FILTER, age: 7, withAdult: true })).toBe(true);
  });

  test("a talk after the film, when asked, with the other choices", () => {
    const talk = s("2025-09-17", { talk: true, access: ["captioned"] });
    const plain = s("2025-09-17", { access: ["captioned"] });
    expect([talk, plain].map((x) => matchesFilter(x, { ...NO_FILTER, talk: true }))).toEqual([true, false]);
    expect([talk, plain].map((x) => matchesFilter(x, NO_FILTER))).toEqual([true, true]);
    expect(matchesFilter(talk, { ...NO_FILTER, talk: true, access: ["captioned", "wheelchair"] })).toBe(false);
    expect(programmeSearch({ ...NO_FILTER, day: "2025-09-18", subtitles: "engelsk", talk: true })).toBe("?dag=2025-09-18&tekst=engelsk&samtale=ja");
    expect(programmeSearch({ ...NO_FILTER, talk: false })).toBe("");
  });

  test("the URL of a filter uses the Norwegian names and slugs, in a fixed order", () => {
    expect(programmeSearch(NO_FILTER)).toBe("");
    expect(
      programmeSearch({
        ...NO_FILTER,
        section: "cinema",
        age: 7,
        withAdult: true,
        access: ["captioned", "audio-description"],
        day: "2025-09-18",
        place: "Sal 2",
      }),
    ).toBe("?dag=2025-09-18&sted=Sal+2&seksjon=kino&alder=7&voksen=ja&tilrettelegging=tekstet&tilrettelegging=synstolket");
    expect(programmeSearch({ ...NO_FILTER, from: "2025-10-01" })).toBe("?fra=2025-10-01");
    // "With an adult" means nothing without an age, so no link carries it alone.
    expect(programmeSearch({ ...NO_FILTER, withAdult: true })).toBe("");
  });

  test("the count reads naturally for one and for many", () => {
    const phrase = { one: "Viser 1 visning", other: "Viser {n} visninger" };
    expect([0, 1, 2].map((n) => countText(phrase, n))).toEqual(["Viser 0 visninger", "Viser 1 visning", "Viser 2 visninger"]);
  });
});
