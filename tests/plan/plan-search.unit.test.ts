import { describe, expect, it } from "vitest";
import { compatible } from "../../src/plan/compatible";
import { countBound } from "../../src/plan/count-bound";
import { makePlan, PER_FILM, TIE_BUDGET, type PlanFilm } from "../../src/plan/make-plan";
import { filmCandidates } from "../../src/plan/plan-candidates";
import { osloDay, type PlanScreening } from "../../src/plan/plan-screening";
import { searchPlan, type SearchInput } from "../../src/plan/plan-search";
import { SAME_PLACE_MINUTES } from "../../src/plan/walking-minutes";
import { demoProgramme } from "./demo-festival";
import { prng } from "./generated-programme";
import { at, screening } from "./hand-made-screening";

// The search behind "Lag planen min" (docs/decisions/023) at the size a festival-goer's list has:
// films drawn from the demo site's whole programme (100 films, 580 screenings, five places). It
// must prove the most films it can place within its work budget, and when a budget runs out, still
// answer a plan that holds, and say so.

/** A visitor's list of `count` films of the demo programme, drawn by `seed`. */
function demoList(count: number, seed: number): PlanFilm[] {
  const random = prng(seed * 7919 + count);
  return [...demoProgramme().films].sort(() => random() - 0.5).slice(0, count);
}

/** The search's input for a list as makePlan gives it: each film's next PER_FILM screenings still to book. */
function searchOf(list: readonly PlanFilm[], more: Partial<SearchInput> = {}): SearchInput {
  const { screenings, walking, now } = demoProgramme();
  const filter = { now, from: osloDay(now), withAdult: false, access: [], perFilm: PER_FILM };
  const films = list
    .map((f) =>
      filmCandidates(
        f.filmId,
        f.title,
        screenings.filter((s) => s.filmId === f.filmId),
        filter,
      ),
    )
    .flatMap((c) => ("candidates" in c ? [c.candidates] : []));
  return { films, kept: [], walking, minWalkMs: SAME_PLACE_MINUTES * 60_000, base: now, objective: "count", nodeBudget: 10_000, ...more };
}

/** Whether a plan holds: one screening a film, none clashing with another (walk included), none over `cap` on a day. */
function holds(chosen: readonly PlanScreening[], cap = Number.POSITIVE_INFINITY): boolean {
  const { walking } = demoProgramme();
  const oneEach = new Set(chosen.map((s) => s.filmId)).size === chosen.length;
  const apart = chosen.every((a, i) => chosen.every((b, j) => i === j || compatible(a, b, walking)));
  const days = chosen.every((s) => chosen.filter((c) => c.day === s.day).length <= cap);
  return oneEach && apart && days;
}

describe("the planner's search at a festival-goer's size", () => {
  it("proves the most films of a 40-film list in a few hundred steps, and of one with at most two a day", () => {
    const list = demoList(40, 3);
    const all = searchPlan(searchOf(list));
    expect([all.exact, all.chosen.length, holds(all.chosen)]).toEqual([true, 40, true]);
    expect(all.nodes).toBeLessThan(1_000);
    const two = searchPlan(searchOf(list, { maxPerDay: 2 }));
    expect([two.exact, holds(two.chosen, 2)]).toEqual([true, true]);
    // Two a day over the days the list's films still have screenings: far fewer than 40.
    expect(two.chosen.length).toBe(33);
    expect(two.nodes).toBeLessThan(1_000);
    // As "Lag planen min" makes it: proven, in as few steps, with the tie-breaks' budget on top.
    const { screenings, walking, now } = demoProgramme();
    const plan = makePlan(list, screenings, { now, maxPerDay: 2 }, walking);
    expect([plan.exact, plan.chosen.length]).toEqual([true, 33]);
    expect(plan.nodes).toBeLessThan(1_000 + TIE_BUDGET + 1);
  });

  it("proves a 60-film list too, with its films marked 'må se' placed first", () => {
    const list = demoList(60, 2);
    const mustSee = new Set(list.slice(0, 10).map((f) => f.filmId));
    const plan = searchPlan(searchOf(list, { must: mustSee, maxPerDay: 3 }));
    expect(plan.exact).toBe(true);
    expect(holds(plan.chosen, 3)).toBe(true);
    expect(plan.chosen.filter((s) => mustSee.has(s.filmId))).toHaveLength(10);
    expect(plan.nodes).toBeLessThan(2_000);
  });

  it("given exactly the steps its proof takes, proves it; one fewer, answers the best it found and says it stopped early", () => {
    const input = searchOf(demoList(40, 4), { maxPerDay: 3 });
    const proof = searchPlan(input);
    expect(proof.exact).toBe(true);
    const enough = searchPlan({ ...input, nodeBudget: proof.nodes });
    expect(enough).toEqual(proof);
    const short = searchPlan({ ...input, nodeBudget: proof.nodes - 1 });
    expect(short.exact).toBe(false);
    expect(holds(short.chosen, 3)).toBe(true);
    expect(short.chosen.length).toBeGreaterThan(0);
  });

  it("with a budget that ends before any plan is found, answers the screenings it was given to keep, and an incumbent when it has one", () => {
    const input = searchOf(demoList(20, 1));
    const kept = input.films[0]!.slice(0, 1);
    const rest = input.films.slice(1);
    const nothing = searchPlan({ ...input, films: rest, kept, nodeBudget: 5 });
    expect(nothing).toMatchObject({ exact: false, chosen: kept, score: { placed: 1, days: 1 } });
    const count = searchPlan({ ...input, films: rest, kept });
    const full = searchPlan({ ...input, films: rest, kept, objective: "full", incumbent: count.chosen, nodeBudget: 5 });
    expect(full.exact).toBe(false);
    expect(full.chosen).toEqual(count.chosen);
    expect(full.score.placed).toBe(count.chosen.length);
  });
});

describe("a plan whose proof runs out of budget", () => {
  it("still holds, names every listed film, and says it is not proven the most (a dense 60-film list)", () => {
    const { screenings, walking, now } = demoProgramme();
    const list = demoList(60, 5);
    const plan = makePlan(list, screenings, { now }, walking);
    expect([plan.exact, plan.tiesSettled]).toEqual([false, false]);
    const chosen = plan.chosen.map((c) => c.screening);
    expect(holds(chosen)).toBe(true);
    expect(chosen.length).toBeGreaterThan(50);
    expect([...chosen.map((s) => s.filmId), ...plan.unplaced.map((u) => u.filmId)].sort()).toEqual(list.map((f) => f.filmId).sort());
  });
});

describe("the tie-breaks behind the plan", () => {
  it("settles them (fewest days, fewest late nights, earliest) for 10- and 12-film lists within a few thousand steps", () => {
    for (const [count, seed] of [
      [10, 1],
      [10, 4],
      [10, 5],
      [12, 4],
      [12, 5],
    ] as const) {
      for (const maxPerDay of [undefined, 2]) {
        const input = searchOf(demoList(count, seed), { maxPerDay });
        const most = searchPlan(input);
        const best = searchPlan({ ...input, objective: "full", incumbent: most.chosen, nodeBudget: 3_000 });
        expect([best.exact, best.chosen.length, holds(best.chosen, maxPerDay)], `${count} films, seed ${seed}, ${maxPerDay ?? "no"} limit`).toEqual([
          true,
          most.chosen.length,
          true,
        ]);
      }
    }
  });

  // At festival size the tie-breaks run out of budget (TIE_BUDGET) and the visitor gets the first
  // plan found with the most films: the order screenings are tried in is what makes it a good one.
  const friday = { day: "2025-09-19" };
  const thursday = (hhmm: string, minutes: number) => ({ day: "2025-09-18", start: at(hhmm, 18), end: at(hhmm, 18) + minutes * 60_000 });
  const first = (films: PlanScreening[][], more: Partial<SearchInput> = {}) =>
    searchPlan({ films, kept: [], walking: demoProgramme().walking, minWalkMs: 0, base: at("08:00", 18), objective: "count", nodeBudget: 10_000, ...more })
      .chosen.map((s) => s.id)
      .sort();

  it("tries a film's screenings on days already planned first, even when another day's is earlier", () => {
    const onlyFriday = [screening("b", "B", "18:00", 90, "k", friday)];
    const a = [screening("a-thu", "A", "12:00", 90, "k", thursday("12:00", 90)), screening("a-fri", "A", "12:00", 90, "k", friday)];
    expect(first([a, onlyFriday])).toEqual(["a-fri", "b"]);
  });

  it("then one ending before the last bus, then the earliest", () => {
    const a = [
      screening("a-late", "A", "20:00", 200, "k", { late: true }),
      screening("a-2130", "A", "21:30", 90, "k"),
      screening("a-2100", "A", "21:00", 90, "k"),
    ];
    expect(first([a])).toEqual(["a-2100"]);
    expect(first([[a[0]!, a[1]!]])).toEqual(["a-2130"]);
    // A day already planned counts before the last bus.
    const b = [screening("b", "B", "10:00", 60, "k", friday)];
    const c = [screening("c-thu", "C", "12:00", 90, "k", thursday("12:00", 90)), screening("c-late", "C", "21:00", 200, "k", { late: true })];
    expect(first([b, c])).toEqual(["b", "c-late"]);
  });

  it("tries a screening with a talk first when talks are preferred, and the earliest when not", () => {
    const a = [screening("a-12", "A", "12:00", 90, "k"), screening("a-talk", "A", "15:00", 90, "k", { talk: true })];
    expect(first([a])).toEqual(["a-12"]);
    expect(first([a], { preferTalks: true })).toEqual(["a-talk"]);
  });
});

describe("at most how many more films fit (the bound that lets the search stop early)", () => {
  const walk = SAME_PLACE_MINUTES * 60_000;
  const none = new Map<string, number>();
  const sat = (hhmm: string, minutes: number) => ({ day: "2025-09-20", start: at(hhmm, 20), end: at(hhmm, 20) + minutes * 60_000 });

  it("one for films that all run at one moment, one each for films apart by at least the walk", () => {
    const noon = [[screening("a", "A", "12:00", 90, "k")], [screening("b", "B", "12:30", 90, "k")], [screening("c", "C", "13:00", 60, "k")]];
    expect(countBound(noon, none, Number.POSITIVE_INFINITY, walk)).toBe(1);
    const apart = [[screening("a", "A", "10:00", 120, "k")], [screening("b", "B", "12:05", 90, "k")]];
    expect(countBound(apart, none, Number.POSITIVE_INFINITY, walk)).toBe(2);
    const tooClose = [[screening("a", "A", "10:00", 120, "k")], [screening("b", "B", "12:04", 90, "k")]];
    expect(countBound(tooClose, none, Number.POSITIVE_INFINITY, walk)).toBe(1);
  });

  it("moves a film to its other moment or day to make room for one that has only that one", () => {
    const a = [screening("a1", "A", "12:00", 90, "k"), screening("a2", "A", "18:00", 90, "k")];
    const b = [screening("b1", "B", "12:00", 90, "k")];
    expect(countBound([a, b], none, Number.POSITIVE_INFINITY, walk)).toBe(2);
    const c = [screening("c1", "C", "12:00", 90, "k"), screening("c2", "C", "12:00", 90, "k", sat("12:00", 90))];
    const d = [screening("d1", "D", "18:00", 90, "k")];
    expect(countBound([c, d], none, 1, walk)).toBe(2);
    expect(countBound([c, d, [screening("e1", "E", "20:00", 60, "k")]], none, 1, walk)).toBe(2);
  });

  it("counts each day's room left: the limit less what the plan already has there", () => {
    const friday = ["10:00", "13:00", "16:00"].map((t, i) => [screening(`f${i}`, `F${i}`, t, 90, "k")]);
    expect(countBound(friday, none, Number.POSITIVE_INFINITY, walk)).toBe(3);
    expect(countBound(friday, none, 2, walk)).toBe(2);
    expect(countBound(friday, new Map([["2025-09-19", 1]]), 2, walk)).toBe(1);
    expect(countBound(friday, new Map([["2025-09-19", 3]]), 2, walk)).toBe(0);
    expect(countBound(friday, new Map([["2025-09-20", 2]]), 2, walk)).toBe(2);
  });
});
