import { describe, expect, it } from "vitest";
import type { SiteConfig } from "../../src/content/site";
import { en } from "../../src/i18n/en";
import { nb } from "../../src/i18n/nb";
import { planProposal } from "../../src/plan/plan-proposal";
import type { Movie } from "../../src/shared/account-api";
import { PLAN_MAX_SOLD_OUT } from "../../src/shared/plan-api";
import { site, screening } from "../render/fixtures";

// The answer of "Lag planen min" as Min side reads it (POST /api/account/plan/proposal): each
// chosen screening with its times as the programme writes them, its page and ticket, the swaps,
// the films left out with why, and the days Fra and Til offer.
const places: SiteConfig = {
  ...site,
  places: [
    { ...site.places[0]!, slug: "havvik-kino", name: "Havvik kino" },
    { ...site.places[0]!, slug: "kulturhuset", name: "Kulturhuset" },
  ],
  walkingMinutes: [{ from: "havvik-kino", to: "kulturhuset", minutes: 7 }],
};
const now = Date.parse("2025-09-19T09:00:00+02:00");
const nordlys = { id: "nordlys", title: "Nordlys", parentSlug: "nordlys-DXM1001" };
const storm = { id: "storm", title: "Storm", parentSlug: "storm-DXM1002" };
const movie = (movieId: number, title: string, edis: string[]): Movie => ({ title, movieId, edis, rating: null, ratingCount: 0, poster: null, link: null });

describe("the plan Min side is given", () => {
  it("writes each screening's end in its start's offset, links its page, and names its swaps", () => {
    const events = [
      screening("n2", "2025-09-20T12:00:00+02:00", { production: nordlys, durationMinutes: 116, venue: "Kulturhuset" }),
      screening("n1", "2025-09-19T16:00:00+02:00", { production: nordlys, durationMinutes: 116 }),
      screening("s1", "2025-09-19T18:10:00+02:00", { production: storm, durationMinutes: 109, venue: "Kulturhuset", sal: "Store sal" }),
      screening("utc", "2025-09-21T10:00:00Z", { production: { id: "z", title: "Zulu" }, durationMinutes: 60 }),
    ];
    const plan = planProposal(events, [], {}, places, now, nb.unplaced);
    expect(plan.chosen.map((c) => [c.eventId, c.startsAt, c.endsAt])).toEqual([
      ["n1", "2025-09-19T16:00:00+02:00", "2025-09-19T17:56:00+02:00"],
      ["s1", "2025-09-19T18:10:00+02:00", "2025-09-19T19:59:00+02:00"],
      ["utc", "2025-09-21T10:00:00Z", "2025-09-21T11:00:00Z"],
    ]);
    const [first, second, third] = plan.chosen;
    expect(first).toMatchObject({
      productionId: "nordlys",
      title: "Nordlys",
      place: "havvik-kino",
      venue: "Havvik kino",
      filmPath: "/nordlys-DXM1001",
      ticket: false,
    });
    expect(first!.alternatives).toEqual([{ eventId: "n2", startsAt: "2025-09-20T12:00:00+02:00", venue: "Kulturhuset" }]);
    expect(second).toMatchObject({ place: "kulturhuset", sal: "Store sal", ticketUrl: "https://billett.example.no/nff/s1", alternatives: [] });
    // A production with no page has no link for the printed plan's QR code.
    expect(third).not.toHaveProperty("filmPath");
    expect(plan.days).toEqual(["2025-09-19", "2025-09-20", "2025-09-21"]);
  });

  it("writes an end west of Greenwich and one past midnight as the programme would", () => {
    const events = [
      screening("west", "2025-09-19T20:30:00-03:30", { production: nordlys, durationMinutes: 100 }),
      screening("late", "2025-09-20T23:30:00+02:00", { production: storm, durationMinutes: 95 }),
    ];
    const plan = planProposal(events, [], {}, places, now, nb.unplaced);
    expect(Object.fromEntries(plan.chosen.map((c) => [c.eventId, c.endsAt]))).toEqual({ west: "2025-09-19T22:10:00-03:30", late: "2025-09-21T01:05:00+02:00" });
  });

  it("holds the visitor's ticket with no swap, and offers the days still on sale or planned", () => {
    const events = [
      screening("n1", "2025-09-19T12:00:00+02:00", { production: nordlys }),
      screening("n-sold", "2025-09-22T12:00:00+02:00", { production: nordlys, soldOut: true }),
      screening("n-off", "2025-09-23T12:00:00+02:00", { production: nordlys, cancelled: true }),
      screening("s-past", "2025-09-18T12:00:00+02:00", { production: storm }),
    ];
    const ticket = screening("t", "2025-09-19T08:30:00+02:00", { production: storm, durationMinutes: 60 });
    const plan = planProposal(events, [], {}, places, now, nb.unplaced, [ticket]);
    expect(plan.chosen.map((c) => [c.eventId, c.ticket, c.alternatives.length])).toEqual([
      ["t", true, 0],
      ["n1", false, 0],
    ]);
    // The ticket is running (since 08:30): its day is in the plan; the sold-out, cancelled and past days are not offered.
    expect(plan.days).toEqual(["2025-09-19"]);
  });

  it("says why a film is left out in the visitor's language, lists a sold-out film's next screenings to wait for, and names a film with no page by its venue id", () => {
    const sold = Array.from({ length: PLAN_MAX_SOLD_OUT + 2 }, (_, i) =>
      screening(`u${i}`, `2025-09-${20 + i}T12:00:00+02:00`, { production: storm, soldOut: true, venue: "Kulturhuset" }),
    );
    const events = [screening("n1", "2025-09-19T12:00:00+02:00", { production: nordlys }), ...sold];
    const movies = [movie(1001, "Nordlys", ["1001"]), movie(501, "Ukjent", ["9999", "1002x"]), movie(1002, "Storm", ["7777", "1002"])];
    const plan = planProposal(events, movies, {}, places, now, nb.unplaced);
    expect(plan.unplaced).toEqual([
      {
        productionId: "storm",
        title: "Storm",
        reason: "Utsolgt",
        soldOut: sold.slice(0, PLAN_MAX_SOLD_OUT).map((s) => ({ eventId: s.id, startsAt: s.startsAt, venue: "Kulturhuset" })),
      },
      { productionId: "movie-501", title: "Ukjent", reason: "Ingen flere visninger" },
    ]);
    const english = planProposal(events, movies, { exclude: ["nordlys"] }, places, now, en.unplaced);
    expect(english.chosen).toEqual([]);
    expect(english.unplaced.map((u) => u.reason)).toEqual(["Sold out", "No more screenings"]);
    // Fra and Til offer the days the listed films can still be booked, whatever was asked.
    expect(planProposal(events, [], { from: "2025-09-25" }, places, now, nb.unplaced).days).toEqual(["2025-09-19"]);
  });
});
