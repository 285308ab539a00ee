import { describe, expect, it } from "vitest";
import { en } from "../../src/i18n/en";
import { nb } from "../../src/i18n/nb";
import { compatible } from "../../src/plan/compatible";
import { JOINT_MAX_FILMS, jointFilms, jointPlan, type JointMember } from "../../src/plan/joint-plan";
import type { PlanScreening } from "../../src/plan/plan-screening";
import { walkingTime } from "../../src/plan/walking-minutes";
import { generateProgramme, prng } from "./generated-programme";
import { at, screening } from "./hand-made-screening";

const walking = walkingTime([{ from: "kino", to: "kulturhuset", minutes: 7 }]);
const now = at("09:00");
const film = (id: string) => ({ filmId: id, title: id });

describe("jointPlan", () => {
  it("holds both members' må se films where one choice holds them together, walk included", () => {
    // Ada's must: A (14:00 or 18:00 at the cinema). Bo's must: B (only 16:00–17:56 at the cinema).
    // C (Bo's, not a must) is at 18:00 in Kulturhuset, 4 minutes after B: no time to walk.
    const screenings = [
      screening("a1", "A", "14:00", 100, "kino"),
      screening("a2", "A", "18:00", 100, "kino"),
      screening("b1", "B", "16:00", 116, "kino"),
      screening("c1", "C", "18:00", 90, "kulturhuset"),
    ];
    const members: JointMember[] = [
      { name: "Ada", films: [film("A")], mustSee: ["A"] },
      { name: "Bo", films: [film("B"), film("C")], mustSee: ["B"] },
    ];
    const plan = jointPlan(members, screenings, now, walking, nb.unplaced);
    const ids = plan.chosen.map((c) => c.screening.id);
    expect(ids).toContain("b1");
    expect(ids.some((id) => id === "a1" || id === "a2")).toBe(true);
    expect(ids).not.toContain("c1");
    expect(plan.mustHeld).toEqual([
      { held: 1, marked: 1 },
      { held: 1, marked: 1 },
    ]);
    expect(plan.chosen.find((c) => c.screening.id === "b1")).toMatchObject({ wantedBy: [1], mustFor: [1] });
    expect(plan.unplaced).toEqual([expect.objectContaining({ filmId: "C", wantedBy: [1] })]);
  });

  it("takes a must film over two films nobody marked", () => {
    const screenings = [screening("m", "M", "18:00", 150, "kino"), screening("x", "X", "18:00", 60, "kino"), screening("y", "Y", "19:10", 60, "kino")];
    const members: JointMember[] = [
      { name: "Ada", films: [film("X"), film("Y")], mustSee: [] },
      { name: "Bo", films: [film("M")], mustSee: ["M"] },
    ];
    expect(jointPlan(members, screenings, now, walking, nb.unplaced).chosen.map((c) => c.screening.id)).toEqual(["m"]);
  });

  it("names a film two members listed once, wanted by both", () => {
    const members: JointMember[] = [
      { name: "Ada", films: [film("A"), film("B")], mustSee: [] },
      { name: "Bo", films: [film("B")], mustSee: ["B"] },
    ];
    const films = jointFilms(members);
    expect(films.map((f) => f.film.filmId)).toEqual(["B", "A"]);
    expect(films[0]).toMatchObject({ wantedBy: [0, 1], mustFor: [1] });
  });

  it("counts a member once for a film listed or marked twice, and a mark only on a film the member listed", () => {
    const members: JointMember[] = [
      { name: "Ada", films: [film("A"), film("A"), film("B")], mustSee: ["A", "A", "C"] },
      { name: "Bo", films: [film("C")], mustSee: [] },
    ];
    expect(jointFilms(members).map((f) => [f.film.filmId, f.wantedBy, f.mustFor])).toEqual([
      ["A", [0], [0]],
      ["B", [0], []],
      ["C", [1], []],
    ]);
    const screenings = [screening("a", "A", "12:00", 90, "kino"), screening("b", "B", "15:00", 90, "kino"), screening("c", "C", "18:00", 90, "kino")];
    expect(jointPlan(members, screenings, now, walking, nb.unplaced).mustHeld).toEqual([
      { held: 1, marked: 1 },
      { held: 0, marked: 0 },
    ]);
  });

  it("plans at most JOINT_MAX_FILMS films, the must films first", () => {
    const many = Array.from({ length: 50 }, (_, i) => film(`f${i}`));
    const members: JointMember[] = [
      { name: "Ada", films: many, mustSee: [] },
      { name: "Bo", films: [...many.slice(0, 10), ...Array.from({ length: 30 }, (_, i) => film(`g${i}`))], mustSee: ["g29"] },
    ];
    const films = jointFilms(members);
    expect(films).toHaveLength(JOINT_MAX_FILMS);
    expect(films[0]!.film.filmId).toBe("g29");
    expect(films.slice(1, 11).every((f) => f.wantedBy.length === 2)).toBe(true);
  });

  it("plans nothing past, sold out or cancelled, and says why in the page's language", () => {
    const screenings = [
      screening("past", "A", "08:00", 60, "kino"),
      screening("sold", "A", "12:00", 60, "kino", { soldOut: true }),
      screening("off", "A", "14:00", 60, "kino", { cancelled: true }),
    ];
    const plan = jointPlan([{ name: "Ada", films: [film("A")], mustSee: ["A"] }], screenings, now, walking, nb.unplaced);
    expect(plan.chosen).toEqual([]);
    expect(plan.mustHeld).toEqual([{ held: 0, marked: 1 }]);
    expect(plan.unplaced).toEqual([{ filmId: "A", title: "A", reason: "Utsolgt", wantedBy: [0] }]);
    const english = jointPlan([{ name: "Ada", films: [film("A")], mustSee: ["A"] }], screenings, now, walking, en.unplaced);
    expect(english.unplaced.map((u) => u.reason)).toEqual(["Sold out"]);
  });
});

/** The most "må se" films of the group any clash-free choice of bookable screenings holds (depth first). */
function bruteMust(byFilm: readonly PlanScreening[][], must: ReadonlySet<string>, walk: ReturnType<typeof walkingTime>): number {
  let best = 0;
  const chosen: PlanScreening[] = [];
  const go = (i: number) => {
    if (i === byFilm.length) {
      best = Math.max(best, chosen.filter((s) => must.has(s.filmId)).length);
      return;
    }
    go(i + 1);
    for (const s of byFilm[i]!) {
      if (!chosen.every((c) => compatible(c, s, walk))) continue;
      chosen.push(s);
      go(i + 1);
      chosen.pop();
    }
  };
  go(0);
  return best;
}

describe("jointPlan against every possible choice", () => {
  it("never clashes, and holds every member's må se films whenever some clash-free choice does", () => {
    let allHeldCases = 0;
    for (let seed = 1; seed <= 150; seed++) {
      const p = generateProgramme(seed, { films: 7, minScreenings: 1, maxScreenings: 3, places: 3, days: 2 });
      const random = prng(seed * 31);
      const pick = () => p.films.filter(() => random() < 0.5);
      const members: JointMember[] = [0, 1].map((i) => {
        const films = pick();
        return { name: `M${i}`, films, mustSee: films.filter(() => random() < 0.5).map((f) => f.filmId) };
      });
      const plan = jointPlan(members, p.screenings, p.now, p.walking, nb.unplaced);
      const chosen = plan.chosen.map((c) => c.screening);
      for (let i = 0; i < chosen.length; i++) {
        for (let j = i + 1; j < chosen.length; j++) expect(compatible(chosen[i]!, chosen[j]!, p.walking), `seed ${seed}`).toBe(true);
      }
      const listed = new Set(members.flatMap((m) => m.films.map((f) => f.filmId)));
      const must = new Set(members.flatMap((m) => m.mustSee));
      const byFilm = [...listed].map((id) => p.screenings.filter((s) => s.filmId === id && !s.cancelled && !s.soldOut && s.start > p.now));
      const best = bruteMust(byFilm, must, p.walking);
      const held = chosen.filter((s) => must.has(s.filmId)).length;
      expect(held, `seed ${seed}`).toBe(best);
      const bookableMust = [...must].filter((id) => byFilm[[...listed].indexOf(id)]!.length > 0).length;
      if (best === bookableMust && bookableMust > 0) {
        allHeldCases++;
        for (const [i, m] of members.entries()) {
          const own = m.mustSee.filter((id) => p.screenings.some((s) => s.filmId === id && !s.cancelled && !s.soldOut && s.start > p.now));
          expect(
            own.every((id) => chosen.some((s) => s.filmId === id)),
            `seed ${seed}, member ${i}`,
          ).toBe(true);
        }
      }
    }
    // Enough programmes have a choice holding everyone's must films for the check above to mean something.
    expect(allHeldCases).toBeGreaterThan(30);
  });
});
