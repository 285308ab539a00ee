import { describe, expect, it } from "vitest";
import { makePlan, PER_FILM, type PlanAsk, type PlanFilm } from "../../src/plan/make-plan";
import { filmCandidates } from "../../src/plan/plan-candidates";
import type { PlanScreening } from "../../src/plan/plan-screening";
import { walkingTime } from "../../src/plan/walking-minutes";
import { at, screening } from "./hand-made-screening";
import { said } from "./said";

// What the visitor asks of "Lag planen min" (a child's age, an adult along, accessibility, the
// days) and the planner's defaults when a field is left out (src/shared/plan-api.ts: every field may be).
const walking = walkingTime([]);
const now = at("09:00");
const films = (...ids: string[]): PlanFilm[] => ids.map((id) => ({ filmId: id, title: id }));
const planned = (list: readonly PlanScreening[], ask: Omit<PlanAsk, "now">) =>
  makePlan(films(...new Set(list.map((s) => s.filmId))), list, { now, ...ask }, walking).chosen.map((c) => c.screening.id);
const onDay = (day: number, hhmm: string, minutes: number) => ({ day: `2025-09-${day}`, start: at(hhmm, day), end: at(hhmm, day) + minutes * 60_000 });

describe("the plan's filter", () => {
  const twelve = screening("twelve", "T", "12:00", 100, "havvik-kino", { ageLimit: "12" });

  it("plans a 12-year film for a 9-year-old only when an adult comes along (an adult is not assumed)", () => {
    expect(planned([twelve], { age: 9 })).toEqual([]);
    expect(planned([twelve], { age: 9, withAdult: false })).toEqual([]);
    expect(planned([twelve], { age: 9, withAdult: true })).toEqual(["twelve"]);
    // With no age given, every film is for grown-ups.
    expect(planned([twelve], {})).toEqual(["twelve"]);
  });

  it("plans only screenings with every accessibility mark asked for", () => {
    const list = [
      screening("plain", "A", "12:00", 100, "havvik-kino"),
      screening("captioned", "A", "15:00", 100, "havvik-kino", { access: ["captioned"] }),
      screening("both", "A", "18:00", 100, "havvik-kino", { access: ["captioned", "wheelchair"] }),
    ];
    expect(planned(list, {})).toEqual(["plain"]);
    expect(planned(list, { access: ["captioned"] })).toEqual(["captioned"]);
    expect(planned(list, { access: ["captioned", "wheelchair"] })).toEqual(["both"]);
    const none = makePlan(films("A"), list, { now, access: ["relaxed"] }, walking);
    expect(said(none.unplaced).map((u) => u.reason)).toEqual(["Ingen visninger passer filteret"]);
  });

  it("counts the first and the last day asked as inside", () => {
    const list = [
      screening("fri", "A", "12:00", 100, "havvik-kino"),
      screening("sat", "A", "12:00", 100, "havvik-kino", onDay(20, "12:00", 100)),
      screening("sun", "A", "12:00", 100, "havvik-kino", onDay(21, "12:00", 100)),
    ];
    expect(planned(list, { from: "2025-09-20", to: "2025-09-20" })).toEqual(["sat"]);
    expect(planned(list, { from: "2025-09-21" })).toEqual(["sun"]);
    expect(planned(list, { from: "2025-09-22" })).toEqual([]);
  });

  it(`searches each film's next ${PER_FILM} screenings still to book, soonest first, and offers the rest as swaps`, () => {
    // Film A's seven screenings on seven days, given out of order; a "må se" film takes the noon of each of the first six.
    const days = [19, 20, 21, 22, 23, 24, 25];
    const a = days.map((d) => screening(`a-${d}`, "A", "12:00", 100, "havvik-kino", onDay(d, "12:00", 100))).reverse();
    const must = days.slice(0, PER_FILM).map((d) => screening(`m-${d}`, `M${d}`, "11:00", 100, "havvik-kino", onDay(d, "11:00", 100)));
    const list = films("A", ...must.map((s) => s.filmId));
    const mustSee = must.map((s) => s.filmId);
    // A's only screening clear of them is its seventh, past the six searched.
    const plan = makePlan(list, [...a, ...must], { now, mustSee }, walking);
    expect(plan.chosen.map((c) => c.screening.id)).toEqual(must.map((s) => s.id));
    expect(plan.unplaced.map((u) => u.filmId)).toEqual(["A"]);
    const wide = makePlan(list, [...a, ...must], { now, mustSee, perFilm: 7 }, walking);
    expect(wide.chosen.map((c) => c.screening.id)).toEqual([...must.map((s) => s.id), "a-25"]);
    // Each of A's screenings is a swap for the one planned, the seventh too.
    const alone = makePlan(films("A"), a, { now }, walking);
    expect(alone.chosen.map((c) => c.screening.id)).toEqual(["a-19"]);
    expect(alone.chosen[0]!.alternatives.map((s) => s.id).sort()).toEqual(
      a
        .slice(0, -1)
        .map((s) => s.id)
        .sort(),
    );
  });
});

describe("a film's candidates", () => {
  const filter = { now, from: "2025-09-19", withAdult: false, access: [], perFilm: 2 };

  it("are its first screenings by time, whatever the order given", () => {
    const list = [
      screening("late", "A", "20:00", 90, "havvik-kino"),
      screening("early", "A", "10:00", 90, "havvik-kino"),
      screening("mid", "A", "15:00", 90, "havvik-kino"),
    ];
    const c = filmCandidates("A", "A", list, filter);
    expect("candidates" in c && c.candidates.map((s) => s.id)).toEqual(["early", "mid"]);
    expect("open" in c && c.open.map((s) => s.id)).toEqual(["early", "mid", "late"]);
  });

  it("name why there are none: the last step that left nothing", () => {
    expect(filmCandidates("A", "A", [], filter)).toEqual({ filmId: "A", title: "A", reason: { kind: "noneLeft" } });
    const off = screening("off", "A", "12:00", 90, "havvik-kino", { cancelled: true, soldOut: true });
    expect(filmCandidates("A", "A", [off], filter)).toEqual({ filmId: "A", title: "A", reason: { kind: "cancelled" } });
    const sold = [screening("s2", "A", "18:00", 90, "havvik-kino", { soldOut: true }), screening("s1", "A", "12:00", 90, "havvik-kino", { soldOut: true })];
    const c = filmCandidates("A", "A", [...sold, off], filter);
    expect(c).toEqual({ filmId: "A", title: "A", reason: { kind: "soldOut" }, soldOut: [sold[1], sold[0]] });
  });
});
