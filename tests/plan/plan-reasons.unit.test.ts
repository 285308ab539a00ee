import { describe, expect, it } from "vitest";
import { makePlan, type PlanFilm } from "../../src/plan/make-plan";
import { en } from "../../src/i18n/en";
import { nb } from "../../src/i18n/nb";
import { unplacedText, type UnplacedWords } from "../../src/plan/unplaced-reason";
import { walkingTime } from "../../src/plan/walking-minutes";
import { at, screening } from "./hand-made-screening";
import { said } from "./said";

const walking = walkingTime([{ from: "havvik-kino", to: "kulturhuset", minutes: 7 }]);
const now = at("09:00");
const films = (...ids: string[]): PlanFilm[] => ids.map((id) => ({ filmId: id, title: id }));

describe("the festival planner says why a film is not in the plan", () => {
  it("leaves time to walk: 16:00–17:56 at the cinema and 18:00 at Kulturhuset do not both fit", () => {
    const plan = makePlan(
      films("Nordlys", "Storm"),
      [screening("n", "Nordlys", "16:00", 116, "havvik-kino"), screening("s", "Storm", "18:00", 109, "kulturhuset")],
      { now },
      walking,
    );
    expect(plan.chosen).toHaveLength(1);
    expect(said(plan.unplaced)[0]!.reason).toMatch(/^Alle visningene kolliderer med «(Nordlys|Storm)»$/);
    // Ten minutes later, the walk fits.
    const later = makePlan(
      films("Nordlys", "Storm"),
      [screening("n", "Nordlys", "16:00", 116, "havvik-kino"), screening("s", "Storm", "18:10", 109, "kulturhuset")],
      { now },
      walking,
    );
    expect(later.chosen.map((c) => c.screening.id)).toEqual(["n", "s"]);
  });

  it("names cancelled, sold-out, filtered-out and finished films in words", () => {
    const plan = makePlan(
      films("Avlyst film", "Utsolgt film", "Voksenfilm", "Ferdig film"),
      [
        screening("a", "Avlyst film", "12:00", 90, "havvik-kino", { cancelled: true }),
        screening("u", "Utsolgt film", "14:00", 90, "havvik-kino", { soldOut: true }),
        screening("v", "Voksenfilm", "16:00", 90, "havvik-kino", { ageLimit: "15" }),
        screening("f", "Ferdig film", "08:00", 90, "havvik-kino"),
      ],
      { now, age: 9 },
      walking,
    );
    expect(plan.chosen).toEqual([]);
    expect(Object.fromEntries(said(plan.unplaced).map((u) => [u.filmId, u.reason]))).toEqual({
      "Avlyst film": "Avlyst",
      "Utsolgt film": "Utsolgt",
      Voksenfilm: "Ingen visninger passer filteret",
      "Ferdig film": "Ingen flere visninger",
    });
  });

  it("gives a film left out as sold out its sold-out screenings still to come that the filter allows, and no other film any", () => {
    const plan = makePlan(
      films("Utsolgt film", "Avlyst film"),
      [
        screening("u-past", "Utsolgt film", "08:00", 90, "havvik-kino", { soldOut: true }),
        screening("u-late", "Utsolgt film", "20:00", 90, "havvik-kino", { soldOut: true }),
        screening("u-early", "Utsolgt film", "14:00", 90, "havvik-kino", { soldOut: true }),
        screening("u-off", "Utsolgt film", "16:00", 90, "havvik-kino", { soldOut: true, cancelled: true }),
        screening("u-adult", "Utsolgt film", "18:00", 90, "havvik-kino", { soldOut: true, ageLimit: "15" }),
        screening("a", "Avlyst film", "12:00", 90, "havvik-kino", { cancelled: true }),
      ],
      { now, age: 9 },
      walking,
    );
    const [sold, cancelled] = said(plan.unplaced);
    expect(sold?.reason).toBe("Utsolgt");
    expect(sold?.soldOut?.map((s) => s.id)).toEqual(["u-early", "u-late"]);
    expect(cancelled).not.toHaveProperty("soldOut");
  });

  it("keeps a kept screening even when another choice would fit more, and says the day is full", () => {
    const screenings = [
      screening("a1", "A", "12:00", 100, "havvik-kino"),
      screening("a2", "A", "18:00", 100, "havvik-kino"),
      screening("b1", "B", "12:30", 100, "havvik-kino"),
    ];
    expect(makePlan(films("A", "B"), screenings, { now }, walking).chosen.map((c) => c.screening.id)).toEqual(["b1", "a2"]);
    const kept = makePlan(films("A", "B"), screenings, { now, keep: ["a1"] }, walking);
    expect(kept.chosen.map((c) => c.screening.id)).toEqual(["a1"]);
    expect(said(kept.unplaced)).toEqual([{ filmId: "B", title: "B", reason: "Alle visningene kolliderer med «A»" }]);
    const capped = makePlan(films("A", "B"), [...screenings, screening("b2", "B", "15:00", 100, "havvik-kino")], { now, maxPerDay: 1 }, walking);
    expect(capped.chosen.map((c) => c.screening.id)).toEqual(["a1"]);
    expect(said(capped.unplaced)[0]!.reason).toBe("Alle visningene kolliderer med «A», eller dagen er full (høyst 1 om dagen)");
  });
});

/** The reason for a film whose screenings all clash with `titles`, `fullDays` of them on days already full. */
const clash = (words: UnplacedWords, titles: string[], fullDays: number, maxPerDay: number | undefined) =>
  unplacedText(words, { kind: "clash", titles, fullDays, maxPerDay });

describe("why a film did not fit, as Min side says it", () => {
  it("names the films it clashes with: one, two, three, and counts the rest", () => {
    expect(clash(nb.unplaced, ["Stormvarsel"], 0, 3)).toBe("Alle visningene kolliderer med «Stormvarsel»");
    expect(clash(nb.unplaced, ["A", "B"], 0, 3)).toBe("Alle visningene kolliderer med «A» og «B»");
    expect(clash(nb.unplaced, ["A", "B", "C"], 0, 3)).toBe("Alle visningene kolliderer med «A», «B» og «C»");
    expect(clash(nb.unplaced, ["A", "B", "C", "D"], 0, 3)).toBe("Alle visningene kolliderer med «A», «B», «C» og 1 film til");
    expect(clash(nb.unplaced, ["A", "B", "C", "D", "E"], 0, 3)).toBe("Alle visningene kolliderer med «A», «B», «C» og 2 filmer til");
  });

  it("says when the other days are full, with or without a clash, and that it found no room when neither", () => {
    expect(clash(nb.unplaced, [], 2, 3)).toBe("Alle visningene er på dager som er fulle (høyst 3 om dagen)");
    expect(clash(nb.unplaced, ["A"], 1, 2)).toBe("Alle visningene kolliderer med «A», eller dagen er full (høyst 2 om dagen)");
    expect(clash(nb.unplaced, [], 0, 3)).toBe("Fikk ikke plass i planen");
  });

  it("says it in English for the English pages, every reason", () => {
    expect(clash(en.unplaced, ["A", "B", "C", "D"], 0, 3)).toBe("Every screening clashes with “A”, “B”, “C” and 1 more film");
    expect(clash(en.unplaced, ["A", "B"], 1, 2)).toBe("Every screening clashes with “A” and “B”, or its day is full (at most 2 a day)");
    expect(clash(en.unplaced, [], 1, 2)).toBe("Every screening is on a day that is full (at most 2 a day)");
    expect(clash(en.unplaced, [], 0, undefined)).toBe("Did not fit in the plan");
    const none = (["cancelled", "noneLeft", "filter", "soldOut"] as const).map((kind) => unplacedText(en.unplaced, { kind }));
    expect(none).toEqual(["Cancelled", "No more screenings", "No screenings match the filter", "Sold out"]);
  });
});
