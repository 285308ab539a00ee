import { describe, expect, it } from "vitest";
import { fixedScreenings } from "../../src/plan/fixed-screenings";
import { makePlan, type PlanFilm } from "../../src/plan/make-plan";
import { bookable } from "../../src/plan/plan-candidates";
import type { PlanScreening } from "../../src/plan/plan-screening";
import { walkingTime } from "../../src/plan/walking-minutes";
import { at, screening } from "./hand-made-screening";

// What a plan is made around: the visitor's tickets and swaps ("Bytt til denne"), and which
// screenings can still be booked at all (docs/decisions/023, "Tickets are fixed points").
const walking = walkingTime([{ from: "havvik-kino", to: "kulturhuset", minutes: 7 }]);
const now = at("09:00");
const films = (...ids: string[]): PlanFilm[] => ids.map((id) => ({ filmId: id, title: id }));
const ids = (list: readonly PlanScreening[]) => list.map((s) => s.id);
const listed = (...list: PlanScreening[]) => new Map(list.map((s) => [s.id, s]));
const around = (cap = Number.POSITIVE_INFINITY) => ({ now, cap, walking });

describe("which screenings can still be booked", () => {
  it("none sold out, cancelled, or starting now or earlier: one starting a minute from now can", () => {
    expect(bookable(screening("x", "A", "09:01", 90, "havvik-kino"), now)).toBe(true);
    expect(bookable(screening("x", "A", "09:00", 90, "havvik-kino"), now)).toBe(false);
    expect(bookable(screening("x", "A", "08:00", 90, "havvik-kino"), now)).toBe(false);
    expect(bookable(screening("x", "A", "12:00", 90, "havvik-kino", { soldOut: true }), now)).toBe(false);
    expect(bookable(screening("x", "A", "12:00", 90, "havvik-kino", { cancelled: true }), now)).toBe(false);
  });

  it("never plans a screening that starts the minute the plan is made", () => {
    const plan = makePlan(
      films("A"),
      [screening("now", "A", "09:00", 90, "havvik-kino"), screening("later", "A", "09:01", 90, "havvik-kino")],
      { now },
      walking,
    );
    expect(plan.chosen.map((c) => c.screening.id)).toEqual(["later"]);
    expect(plan.chosen[0]!.alternatives).toEqual([]);
  });
});

describe("the visitor's tickets", () => {
  it("are held once each, in time order, until the minute they end", () => {
    const evening = screening("e", "E", "19:00", 90, "havvik-kino");
    const morning = screening("m", "M", "07:30", 90, "havvik-kino"); // ends 09:00, the minute the plan is made
    const running = screening("r", "R", "07:31", 90, "havvik-kino"); // ends 09:01
    const { held, kept } = fixedScreenings([evening, morning, running, evening], [], listed(), around());
    expect(ids(held)).toEqual(["r", "e"]);
    expect(kept).toEqual([]);
  });
});

describe("the visitor's swaps (kept screenings)", () => {
  const a1 = screening("a1", "A", "12:00", 100, "havvik-kino");
  const a2 = screening("a2", "A", "16:00", 100, "havvik-kino");
  const b1 = screening("b1", "B", "13:00", 100, "havvik-kino");
  const c1 = screening("c1", "C", "15:00", 60, "kulturhuset");

  it("keeps the first named of one film, and of two that clash, the first named", () => {
    expect(ids(fixedScreenings([], ["a2", "a1"], listed(a1, a2), around()).kept)).toEqual(["a2"]);
    expect(ids(fixedScreenings([], ["b1", "a1"], listed(a1, b1), around()).kept)).toEqual(["b1"]);
    expect(ids(fixedScreenings([], ["a1", "b1", "c1"], listed(a1, b1, c1), around()).kept)).toEqual(["a1", "c1"]);
  });

  it("drops one that can no longer be booked, is of a film not listed, or of a film a ticket holds", () => {
    const sold = screening("s", "S", "12:00", 90, "havvik-kino", { soldOut: true });
    const off = screening("o", "O", "14:00", 90, "havvik-kino", { cancelled: true });
    const started = screening("st", "ST", "08:30", 90, "havvik-kino");
    const at = listed(sold, off, started, a2);
    expect(fixedScreenings([], ["s", "o", "st", "unknown"], at, around()).kept).toEqual([]);
    expect(fixedScreenings([a1], ["a2"], at, around())).toEqual({ held: [a1], kept: [] });
  });

  it("counts the walk from a ticket: a ticket at the cinema ending 14:53 leaves the 7 minutes to Kulturhuset at 15:00, one ending 14:54 does not", () => {
    const ticket = screening("t", "T", "13:00", 114, "havvik-kino");
    expect(ids(fixedScreenings([ticket], ["c1"], listed(c1), around()).kept)).toEqual([]);
    const earlier = screening("t", "T", "13:00", 113, "havvik-kino");
    expect(ids(fixedScreenings([earlier], ["c1"], listed(c1), around()).kept)).toEqual(["c1"]);
  });

  it("fills a day to the limit and no further, tickets counted", () => {
    const d1 = screening("d1", "D", "18:00", 60, "havvik-kino");
    const all = listed(a1, c1, d1);
    expect(ids(fixedScreenings([], ["a1", "c1", "d1"], all, around(2)).kept)).toEqual(["a1", "c1"]);
    expect(ids(fixedScreenings([b1], ["c1", "d1"], all, around(2)).kept)).toEqual(["c1"]);
    expect(ids(fixedScreenings([b1], ["c1", "d1"], all, around(3)).kept)).toEqual(["c1", "d1"]);
    // Another day has its own room.
    const other = screening("x", "X", "12:00", 60, "havvik-kino", { day: "2025-09-20", start: at("12:00", 20), end: at("13:00", 20) });
    expect(ids(fixedScreenings([b1], ["x"], listed(other), around(1)).kept)).toEqual(["x"]);
  });

  it("a kept screening stays when the film has none in the days asked, and offers the film's other screenings still on sale as swaps", () => {
    const sunday = { day: "2025-09-21", start: at("12:00", 21), end: at("13:40", 21) };
    const programme = [
      screening("k", "K", "12:00", 100, "havvik-kino", sunday),
      screening("k-friday", "K", "15:00", 100, "havvik-kino"),
      screening("k-sold", "K", "18:00", 100, "havvik-kino", { soldOut: true }),
      screening("k-off", "K", "20:00", 100, "havvik-kino", { cancelled: true }),
      screening("k-past", "K", "08:00", 60, "havvik-kino"),
    ];
    const plan = makePlan(films("K"), programme, { now, from: "2025-09-20", to: "2025-09-20", keep: ["k"] }, walking);
    expect(plan.chosen.map((c) => [c.screening.id, ids(c.alternatives)])).toEqual([["k", ["k-friday"]]]);
    expect(plan.unplaced).toEqual([]);
    // Asked for Friday only, with no swap, the Sunday screening is not planned.
    expect(makePlan(films("K"), programme, { now, to: "2025-09-19" }, walking).chosen.map((c) => c.screening.id)).toEqual(["k-friday"]);
  });
});
