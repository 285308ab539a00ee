import { describe, expect, test } from "vitest";
import type { ChosenScreening } from "../../src/shared/plan-api";
import { formatDay, planDays, placeSection } from "../../src/client/plan-days";
import { swapBody } from "../../src/client/state/plan";

const screening = (eventId: string, startsAt: string, minutes: number, place: string, venue = place): ChosenScreening => ({
  productionId: `p-${eventId}`,
  eventId,
  title: eventId,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
  place,
  venue,
  sal: "Sal 1",
  ticketUrl: `https://billett.example/${eventId}`,
  alternatives: [],
});

describe("the plan by day (Min side's 'Lag planen min')", () => {
  test("groups by the Norwegian calendar day and sorts by time, whatever order the planner sent", () => {
    const days = planDays([
      screening("late", "2025-09-18T18:30:00Z", 100, "havvik-kino"),
      // 00:30 on the 18th in Havvik, though still the 17th in UTC.
      screening("night", "2025-09-17T22:30:00Z", 90, "havvik-kino"),
      screening("first", "2025-09-17T10:00:00Z", 90, "havvik-kino"),
    ]);
    expect(days.map((d) => [d.day, d.stops.map((s) => s.screening.eventId)])).toEqual([
      ["2025-09-17", ["first"]],
      ["2025-09-18", ["night", "late"]],
    ]);
  });

  test("a walking note only when the next screening that day is at another place, with the minutes between", () => {
    const [day] = planDays([
      screening("a", "2025-09-18T14:00:00Z", 90, "kulturhuset", "Kulturhuset"),
      screening("b", "2025-09-18T16:00:00Z", 60, "brygga", "Brygga"),
      screening("c", "2025-09-18T18:00:00Z", 60, "brygga", "Brygga"),
    ]);
    expect(day?.stops.map((s) => s.walkTo)).toEqual([{ venue: "Brygga", minutes: 30 }, undefined, undefined]);
  });

  test("day headings in the visitor's language, and the places page only for a place the planner knew", () => {
    expect(formatDay("2025-09-17", "nb-NO")).toBe("onsdag 17. september");
    expect(formatDay("2025-09-17", "en-GB")).toBe("Wednesday 17 September");
    expect(placeSection({ place: "havvik-kino", venue: "Havvik kino" })).toBe("/steder#havvik-kino");
    expect(placeSection({ place: "Gymsalen", venue: "Gymsalen" })).toBeUndefined();
  });

  test("a swap keeps the new screening instead of the one it replaces, and the earlier swaps", () => {
    expect(swapBody({ maxPerDay: 2, keep: ["x-1", "y-2"] }, "y-2", "y-3")).toEqual({ maxPerDay: 2, keep: ["x-1", "y-3"] });
    expect(swapBody({}, "y-2", "y-3")).toEqual({ keep: ["y-3"] });
  });
});
