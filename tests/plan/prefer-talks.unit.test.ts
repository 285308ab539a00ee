import { describe, expect, it } from "vitest";
import { makePlan } from "../../src/plan/make-plan";
import { walkingTime } from "../../src/plan/walking-minutes";
import { at, screening } from "./hand-made-screening";

const walking = walkingTime([]);
const now = at("08:00");
const films = [
  { filmId: "a", title: "Alt vi ikke sa" },
  { filmId: "b", title: "Bingo på Skarsvåg" },
];
/** "Alt vi ikke sa" twice on one day, the evening one with a talk; "Bingo på Skarsvåg" clashing with that evening. */
const programme = [
  screening("a-1", "a", "12:00", 100, "havvik-kino"),
  screening("a-2", "a", "18:00", 130, "havvik-kino", { talk: true }),
  screening("b-1", "b", "19:00", 90, "kulturhuset"),
  screening("b-2", "b", "15:00", 90, "kulturhuset"),
];
const chosenIds = (preferTalks: boolean | undefined) =>
  makePlan(films, programme, { now, preferTalks }, walking)
    .chosen.map((c) => c.screening.id)
    .sort();

describe("Lag planen min, asked to prefer screenings with a talk after the film", () => {
  it("takes the screening with the talk where the film has another that fits as well", () => {
    // Without the wish the earlier start wins the tie; with it, the talk.
    expect(chosenIds(undefined)).toEqual(["a-1", "b-2"]);
    expect(chosenIds(false)).toEqual(["a-1", "b-2"]);
    expect(chosenIds(true)).toEqual(["a-2", "b-2"]);
  });

  it("never places a film fewer for a talk", () => {
    // Only b's evening screening is left: the talk would leave b out, so the plan keeps both films.
    const tight = programme.filter((s) => s.id !== "b-2");
    const plan = makePlan(films, tight, { now, preferTalks: true }, walking);
    expect(plan.chosen.map((c) => c.screening.id).sort()).toEqual(["a-1", "b-1"]);
    expect(plan.unplaced).toEqual([]);
  });

  it("gives up one film's talk for two others' talks", () => {
    // B has the fewest screenings and is planned first, its talk first: that long talk covers C's and D's.
    const three = [
      { filmId: "B", title: "B" },
      { filmId: "C", title: "C" },
      { filmId: "D", title: "D" },
    ];
    const talks = [
      screening("b-talk", "B", "12:00", 240, "havvik-kino", { talk: true }),
      screening("b-plain", "B", "20:00", 90, "havvik-kino"),
      screening("c-talk", "C", "12:30", 90, "havvik-kino", { talk: true }),
      screening("c-2", "C", "16:30", 60, "havvik-kino"),
      screening("c-3", "C", "10:00", 60, "havvik-kino"),
      screening("d-talk", "D", "14:30", 90, "havvik-kino", { talk: true }),
      screening("d-2", "D", "17:45", 60, "havvik-kino"),
      screening("d-3", "D", "18:50", 60, "havvik-kino"),
      screening("d-4", "D", "09:00", 30, "havvik-kino"),
    ];
    const ids = (preferTalks: boolean) => makePlan(three, talks, { now, preferTalks }, walking).chosen.map((c) => c.screening.id);
    expect(ids(true)).toEqual(["c-talk", "d-talk", "b-plain"]);
  });
});
