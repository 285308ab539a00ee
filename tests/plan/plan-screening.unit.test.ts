import { describe, expect, it } from "vitest";
import type { FestivalEvent } from "../../src/content/event";
import { osloDay, planScreening } from "../../src/plan/plan-screening";
import { SAME_PLACE_MINUTES, UNKNOWN_PAIR_MINUTES, walkingTime } from "../../src/plan/walking-minutes";
import { screening, site } from "../render/fixtures";

// A programme event as the planner sees it: its day in Havvik, its place, and whether the visitor
// gets home on the last bus (23:30): a plan with fewer late nights wins a tie (docs/decisions/023).
const at = (startsAt: string, durationMinutes: number, extra: Partial<FestivalEvent> = {}) =>
  planScreening(screening("x", startsAt, { durationMinutes, ...extra }), site.places);

describe("a screening as the planner sees it", () => {
  it("is late when it ends after 23:30 or after midnight, not when it ends at 23:30 sharp", () => {
    expect(at("2025-09-19T21:30:00+02:00", 120).late).toBe(false);
    expect(at("2025-09-19T21:30:00+02:00", 121).late).toBe(true);
    expect(at("2025-09-19T23:00:00+02:00", 70).late).toBe(true); // 00:10 the next day
    expect(at("2025-09-19T10:00:00+02:00", 90).late).toBe(false);
  });

  it("is late when it starts after midnight, as a festival's midnight film does, though it ends on its own day", () => {
    expect(at("2025-09-20T00:15:00+02:00", 95).late).toBe(true); // 00:15–01:50
    expect(at("2025-09-20T04:00:00+02:00", 119).late).toBe(true); // ends 05:59
    expect(at("2025-09-20T06:00:00+02:00", 90).late).toBe(false); // the first bus is running
  });

  it("falls on its day in Havvik, not in UTC, summer and winter", () => {
    const night = at("2025-09-20T00:30:00+02:00", 90);
    expect([night.day, night.start, night.end]).toEqual(["2025-09-20", Date.parse("2025-09-19T22:30:00Z"), Date.parse("2025-09-20T00:00:00Z")]);
    expect(osloDay(Date.parse("2025-12-31T23:30:00Z"))).toBe("2026-01-01");
    expect(osloDay(Date.parse("2025-12-31T22:59:00Z"))).toBe("2025-12-31");
  });

  it("carries its film, place, marks and talk", () => {
    const s = at("2025-09-19T18:00:00+02:00", 98, { soldOut: true, accessibility: ["captioned"], talk: { minutes: 20 } as FestivalEvent["talk"] });
    expect(s).toMatchObject({
      id: "x",
      filmId: "p1",
      title: "Nordlys og natt",
      place: "havvik-kino",
      soldOut: true,
      cancelled: false,
      ageLimit: "12",
      access: ["captioned"],
      talk: true,
    });
    expect(at("2025-09-19T18:00:00+02:00", 98).talk).toBe(false);
    // A venue that is no place of the site keeps its name: walking times to it are the safe guess.
    expect(at("2025-09-19T18:00:00+02:00", 98, { venue: "Bryggeloftet" }).place).toBe("Bryggeloftet");
  });
});

describe("the walk between places", () => {
  it("takes the content's minutes both ways, five within one place, and fifteen where the content says nothing", () => {
    const walking = walkingTime([{ from: "havvik-kino", to: "kulturhuset", minutes: 7 }]);
    expect([walking("havvik-kino", "kulturhuset"), walking("kulturhuset", "havvik-kino")]).toEqual([7, 7]);
    expect([walking("kulturhuset", "kulturhuset"), SAME_PLACE_MINUTES]).toEqual([5, 5]);
    expect([walking("havvik-kino", "Bryggeloftet"), UNKNOWN_PAIR_MINUTES]).toEqual([15, 15]);
    // A place the matrix names to itself takes its own time.
    expect(walkingTime([{ from: "kino", to: "kino", minutes: 2 }])("kino", "kino")).toBe(2);
  });
});
