import { describe, expect, it } from "vitest";
import type { FestivalEvent } from "../../src/content/event";
import { festivalTickets } from "../../src/plan/festival-tickets";
import { makePlan, type PlanFilm } from "../../src/plan/make-plan";
import { walkingTime } from "../../src/plan/walking-minutes";
import { screening as programmeScreening } from "../render/fixtures";
import { at, screening } from "./hand-made-screening";
import { said } from "./said";

/** Tickets the visitor holds are fixed points of the plan (docs/decisions/023), on hand-made screenings of 19 September. */
const walking = walkingTime([{ from: "havvik-kino", to: "kulturhuset", minutes: 7 }]);
const now = at("09:00");
const films = (...ids: string[]): PlanFilm[] => ids.map((id) => ({ filmId: id, title: id }));
const ids = (plan: ReturnType<typeof makePlan>) => plan.chosen.map((c) => c.screening.id);

describe("the planner around the visitor's tickets", () => {
  it("keeps the ticket's screening for its film, with no swap, and plans the film no other time", () => {
    const screenings = [screening("n1", "Nordlys", "12:00", 116, "havvik-kino"), screening("s1", "Storm", "16:00", 109, "havvik-kino")];
    const ticket = screening("n2", "Nordlys", "19:00", 116, "havvik-kino", { day: "2025-09-21", start: at("19:00", 21), end: at("20:56", 21) });
    const plan = makePlan(films("Nordlys", "Storm"), screenings, { now }, walking, [ticket]);
    expect(ids(plan)).toEqual(["s1", "n2"]);
    expect(plan.chosen.map((c) => c.ticket)).toEqual([false, true]);
    expect(plan.chosen[1]!.alternatives).toEqual([]);
    expect(plan.unplaced).toEqual([]);
  });

  it("counts the walk from a ticket and to it", () => {
    const from = screening("t", "Billett", "16:00", 116, "havvik-kino");
    // The ticket ends 17:56 at the cinema: Kulturhuset is seven minutes away.
    expect(ids(makePlan(films("Storm"), [screening("s", "Storm", "18:00", 100, "kulturhuset")], { now }, walking, [from]))).toEqual(["t"]);
    expect(ids(makePlan(films("Storm"), [screening("s", "Storm", "18:03", 100, "kulturhuset")], { now }, walking, [from]))).toEqual(["t", "s"]);
    const to = screening("t", "Billett", "20:00", 100, "kulturhuset");
    const late = makePlan(films("Storm"), [screening("s", "Storm", "18:15", 100, "havvik-kino")], { now }, walking, [to]);
    expect(ids(late)).toEqual(["t"]);
    expect(said(late.unplaced)).toEqual([{ filmId: "Storm", title: "Storm", reason: "Alle visningene kolliderer med «Billett»" }]);
    expect(ids(makePlan(films("Storm"), [screening("s", "Storm", "18:13", 100, "havvik-kino")], { now }, walking, [to]))).toEqual(["s", "t"]);
  });

  it("holds a sold-out ticket and one running now, and drops one that is over or cancelled", () => {
    const storm = [screening("s1", "Storm", "11:00", 100, "havvik-kino"), screening("s2", "Storm", "14:00", 100, "havvik-kino")];
    const running = screening("r", "Pågår", "08:30", 100, "havvik-kino");
    const over = screening("o", "Ferdig", "07:00", 100, "havvik-kino");
    const soldOut = screening("u", "Utsolgt", "17:00", 100, "havvik-kino", { soldOut: true });
    const cancelled = screening("a", "Storm", "20:00", 100, "havvik-kino", { cancelled: true });
    const plan = makePlan(films("Storm"), storm, { now }, walking, [running, over, soldOut, cancelled]);
    // The one running until 10:10 still holds its time: Storm at 11:00 fits after it, and is planned (its ticket is cancelled).
    expect(ids(plan)).toEqual(["r", "s1", "u"]);
    expect(plan.chosen.filter((c) => c.ticket).map((c) => c.screening.id)).toEqual(["r", "u"]);
  });

  it("holds two tickets that clash, counts tickets in the day's limit, and never keeps or offers a swap that clashes with one", () => {
    const a = screening("a", "A", "12:00", 100, "havvik-kino");
    const b = screening("b", "B", "12:30", 100, "havvik-kino");
    const storm = [
      screening("s1", "Storm", "13:00", 100, "havvik-kino"),
      screening("s2", "Storm", "16:00", 100, "havvik-kino"),
      screening("s3", "Storm", "16:00", 100, "havvik-kino", { day: "2025-09-20", start: at("16:00", 20), end: at("17:40", 20) }),
    ];
    const plan = makePlan(films("Storm"), storm, { now, keep: ["s1"] }, walking, [a, b]);
    expect(ids(plan)).toEqual(["a", "b", "s2"]);
    expect(plan.chosen[2]!.alternatives.map((s) => s.id)).toEqual(["s3"]);
    expect(ids(makePlan(films("Storm"), storm, { now, maxPerDay: 2 }, walking, [a, b]))).toEqual(["a", "b", "s3"]);
  });
});

describe("which tickets a plan holds", () => {
  const event = (id: string, startsAt: string, section: FestivalEvent["section"]) => programmeScreening(id, startsAt, { section });
  const festival = [event("first", "2025-09-15T16:00:00+02:00", "festival"), event("last", "2025-09-21T20:00:00+02:00", "festival")];

  it("those on the festival's days, whichever programme they are of", () => {
    const during = [
      event("closing", "2025-09-21T19:00:00+02:00", "festival"),
      event("cinema-in-festival-week", "2025-09-18T21:00:00+02:00", "cinema"),
      event("cinema-on-the-first-day", "2025-09-15T10:00:00+02:00", "cinema"),
    ];
    const outside = [
      event("cinema-the-day-before", "2025-09-14T20:00:00+02:00", "cinema"),
      event("after-midnight", "2025-09-22T00:30:00+02:00", "cinema"),
      event("premiere-in-november", "2025-11-14T19:00:00+01:00", "cinema"),
      event("buff-in-october", "2025-10-10T19:30:00+02:00", "buff"),
    ];
    const tickets = [...outside, ...during];
    expect(festivalTickets(tickets, [...festival, ...tickets])).toEqual(during);
    // A site with no festival programme holds no ticket.
    expect(festivalTickets(tickets, tickets.slice(0, 4))).toEqual([]);
  });
});
