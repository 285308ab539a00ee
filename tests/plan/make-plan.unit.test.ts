import { describe, expect, it } from "vitest";
import { makePlan, type PlanFilm } from "../../src/plan/make-plan";
import { walkingTime } from "../../src/plan/walking-minutes";
import { at, screening } from "./hand-made-screening";
import { said } from "./said";

// "Lag planen min" as Min side lists it: the plan in time order, each screening with the swaps
// offered, the films left out with why, and what a ticket fixes.
const walking = walkingTime([{ from: "havvik-kino", to: "kulturhuset", minutes: 7 }]);
const now = at("09:00");
const films = (...ids: string[]): PlanFilm[] => ids.map((id) => ({ filmId: id, title: id }));

describe("makePlan", () => {
  it("lists the plan in time order, a film listed twice once, a film left out neither planned nor explained", () => {
    const plan = makePlan(
      [...films("Storm", "Nordlys", "Storm", "Borte")],
      [
        screening("s", "Storm", "18:00", 90, "kulturhuset"),
        screening("n", "Nordlys", "12:00", 90, "havvik-kino"),
        screening("b", "Borte", "15:00", 90, "havvik-kino"),
      ],
      { now, exclude: ["Borte"] },
      walking,
    );
    expect(plan.chosen.map((c) => c.screening.id)).toEqual(["n", "s"]);
    expect(plan.unplaced).toEqual([]);
    expect(plan.exact).toBe(true);
    expect(plan.tiesSettled).toBe(true);
    expect(plan.nodes).toBeGreaterThan(0);
  });

  it("offers as swaps the film's other screenings still on sale, never one that clashes with a ticket", () => {
    const ticket = screening("t", "Billett", "14:00", 120, "havvik-kino");
    const plan = makePlan(
      films("Nordlys"),
      [
        screening("n1", "Nordlys", "10:00", 90, "havvik-kino"),
        screening("n2", "Nordlys", "14:30", 90, "havvik-kino"),
        screening("n3", "Nordlys", "19:00", 90, "kulturhuset"),
        screening("n4", "Nordlys", "21:00", 90, "kulturhuset", { soldOut: true }),
        screening("n0", "Nordlys", "08:00", 60, "havvik-kino"),
      ],
      { now, perFilm: 1 },
      walking,
      [ticket],
    );
    const [first, second] = plan.chosen;
    expect(first).toMatchObject({ screening: { id: "n1" }, ticket: false });
    expect(first!.alternatives.map((s) => s.id)).toEqual(["n3"]);
    expect(second).toEqual({ screening: ticket, alternatives: [], ticket: true });
    // With two tickets, a swap must clear both of them.
    const evening = screening("t2", "Kveld", "19:30", 60, "kulturhuset");
    const two = makePlan(
      films("Nordlys"),
      [screening("n1", "Nordlys", "10:00", 90, "havvik-kino"), screening("n3", "Nordlys", "19:00", 90, "kulturhuset")],
      { now },
      walking,
      [ticket, evening],
    );
    expect(two.chosen.find((c) => c.screening.id === "n1")?.alternatives).toEqual([]);
  });

  it("says when every screening is on a day already full, and when a film also clashes", () => {
    const plan = makePlan(
      films("A", "B", "C"),
      [
        screening("a", "A", "10:00", 90, "havvik-kino"),
        screening("b", "B", "14:00", 90, "havvik-kino"),
        screening("c", "C", "10:30", 90, "havvik-kino"),
        screening("c2", "C", "18:00", 90, "havvik-kino"),
      ],
      { now, maxPerDay: 2 },
      walking,
    );
    expect(plan.chosen.map((c) => c.screening.id)).toEqual(["a", "b"]);
    expect(said(plan.unplaced)).toEqual([{ filmId: "C", title: "C", reason: "Alle visningene kolliderer med «A», eller dagen er full (høyst 2 om dagen)" }]);
    const one = makePlan(
      films("A", "C"),
      [screening("a", "A", "10:00", 90, "havvik-kino"), screening("c2", "C", "18:00", 90, "havvik-kino")],
      { now, maxPerDay: 1 },
      walking,
    );
    expect(said(one.unplaced)[0]!.reason).toBe("Alle visningene er på dager som er fulle (høyst 1 om dagen)");
    // A full day whose screening clashes anyway is told as a clash alone: a free seat that day would not help.
    const clashing = makePlan(
      films("A", "B", "C"),
      [screening("a", "A", "10:00", 90, "havvik-kino"), screening("b", "B", "14:00", 90, "havvik-kino"), screening("c", "C", "10:30", 90, "havvik-kino")],
      { now, maxPerDay: 2 },
      walking,
    );
    expect(said(clashing.unplaced)[0]!.reason).toBe("Alle visningene kolliderer med «A»");
  });

  it("places a film marked 'må se' before one that is not, and ignores a mark on a film not listed", () => {
    const screenings = [screening("a", "A", "10:00", 120, "havvik-kino"), screening("b", "B", "11:00", 60, "havvik-kino")];
    expect(makePlan(films("A", "B"), screenings, { now, mustSee: ["B"] }, walking).chosen.map((c) => c.screening.id)).toEqual(["b"]);
    expect(makePlan(films("A", "B"), screenings, { now, mustSee: ["A"] }, walking).chosen.map((c) => c.screening.id)).toEqual(["a"]);
    const unlisted = makePlan(films("A"), screenings, { now, mustSee: ["B"] }, walking);
    expect(unlisted.chosen.map((c) => c.screening.id)).toEqual(["a"]);
  });

  it("plans from the day asked, to the day asked", () => {
    const screenings = [
      screening("x", "A", "12:00", 90, "havvik-kino"),
      screening("y", "A", "12:00", 90, "havvik-kino", { start: at("12:00", 20), end: at("13:30", 20), day: "2025-09-20" }),
    ];
    expect(makePlan(films("A"), screenings, { now, from: "2025-09-20" }, walking).chosen[0]!.screening.id).toBe("y");
    expect(makePlan(films("A"), screenings, { now, to: "2025-09-19" }, walking).chosen[0]!.screening.id).toBe("x");
  });
});
