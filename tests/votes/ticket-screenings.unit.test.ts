import { describe, expect, it } from "vitest";
import type { Ticket } from "../../src/shared/account-api";
import { ticketKey } from "../../src/votes/ticket-key";
import { isAwardScreening, ticketScreenings } from "../../src/votes/ticket-screenings";
import { screening } from "../render/fixtures";

const START = "2025-09-17T18:00:00+02:00";

function ticket(movieId: number, startTime: string, qrCode = `qr-${movieId}-${startTime}`): Ticket {
  return {
    movieId,
    movieTitle: "Film",
    notes: "",
    qrCode,
    qrUrl: null,
    startTime,
    expirationDate: null,
    image: null,
    sal: "Sal 1",
    seatsInfo: { info: "", seats: [] },
  };
}

const filmPage = (edi: string) => ({ production: { id: `p${edi}`, title: `Film ${edi}`, parentSlug: `/film-${edi}-DXM${edi}` } });

describe("which screenings the audience award counts (docs/decisions/033)", () => {
  it("counts a festival screening of a film page", () => {
    expect(isAwardScreening(screening("s1", START, filmPage("101")))).toBe(true);
  });

  it("does not count a cancelled screening, another section's, or one with no film page", () => {
    expect(isAwardScreening(screening("s1", START, { ...filmPage("101"), cancelled: true }))).toBe(false);
    expect(isAwardScreening(screening("s1", START, { ...filmPage("101"), section: "cinema" }))).toBe(false);
    expect(isAwardScreening(screening("s1", START, { production: { id: "p", title: "Film" } }))).toBe(false);
    expect(isAwardScreening(screening("s1", START, { production: { id: "p", title: "Film", parentSlug: "/film-DXM" } }))).toBe(false);
    expect(isAwardScreening(screening("s1", START, { production: { id: "p", title: "Film", parentSlug: "/film-DXM101/omtale" } }))).toBe(false);
  });
});

describe("a visitor's tickets matched to the festival's screenings", () => {
  const events = [
    screening("s-101", START, filmPage("101")),
    screening("s-202", START, filmPage("202")),
    screening("s-101-later", "2025-09-17T21:00:00+02:00", filmPage("101")),
    screening("s-303-cancelled", "2025-09-18T18:00:00+02:00", { ...filmPage("303"), cancelled: true }),
  ];
  const venueIds: Record<string, number> = { "101": 9001, "202": 9002, "303": 9003 };

  it("finds a ticket's screening by its start and its film, when two films start at once", async () => {
    const asked: string[] = [];
    const movieIdOf = async (edi: string) => {
      asked.push(edi);
      return venueIds[edi];
    };
    // The same instant written in UTC still names the same screening.
    const tickets = [ticket(9002, "2025-09-17T16:00:00Z"), ticket(9001, START)];
    const matched = await ticketScreenings(tickets, events, movieIdOf);
    expect(matched.map((m) => [m.ticket.movieId, m.event.id])).toEqual([
      [9002, "s-202"],
      [9001, "s-101"],
    ]);
    // Each film with a screening at a ticket's start is asked about once; no other film is.
    expect(asked.sort()).toEqual(["101", "202"]);
  });

  it("matches nothing for a ticket to another time, another film, a cancelled screening or a film the venue does not know", async () => {
    const tickets = [ticket(9001, "2025-09-17T19:00:00+02:00"), ticket(9999, START), ticket(9003, "2025-09-18T18:00:00+02:00")];
    expect(await ticketScreenings(tickets, events, async (edi) => venueIds[edi])).toEqual([]);
    expect(await ticketScreenings([ticket(9001, START)], events, async () => undefined)).toEqual([]);
  });

  it("answers nothing, and asks the venue nothing, for a visitor with no tickets", async () => {
    let asked = 0;
    expect(
      await ticketScreenings([], events, async () => {
        asked++;
        return 1;
      }),
    ).toEqual([]);
    expect(asked).toBe(0);
  });
});

describe("the key a ticket's vote is kept under", () => {
  it("is the SHA-256 of the ticket's code, the same every time, never the code itself", async () => {
    const key = await ticketKey("QR-123456");
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).toBe(await ticketKey("QR-123456"));
    expect(key).not.toBe(await ticketKey("QR-123457"));
    const expected = [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode("ticket:QR-123456")))];
    expect(key).toBe(expected.map((b) => b.toString(16).padStart(2, "0")).join(""));
  });
});
