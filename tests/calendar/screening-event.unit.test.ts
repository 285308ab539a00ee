import { describe, expect, it } from "vitest";
import { screeningEvent } from "../../src/calendar/screening-event";
import { screening } from "../render/fixtures";

const START = "2025-09-20T14:00:00+02:00";

describe("a screening in a visitor's calendar", () => {
  it("has its time, length, place, film page and ticket link, under a UID of the site's own host", () => {
    const event = screeningEvent(screening("nff25-fiskeren-4", START, { notes: "Med regissørsamtale" }), "www.nordkystfilm.no", 2);
    expect(event).toEqual({
      uid: "nff25-fiskeren-4@www.nordkystfilm.no",
      sequence: 2,
      status: "CONFIRMED",
      start: Date.parse(START),
      end: Date.parse(START) + 98 * 60_000,
      summary: "Nordlys og natt",
      location: "Havvik kino, Sal 1",
      description: "Med regissørsamtale\nBilletter: https://billett.example.no/nff/nff25-fiskeren-4",
      url: "https://www.nordkystfilm.no/nordlys-og-natt-DXM1001",
    });
  });

  it("says a cancelled screening is cancelled in its title and status, and offers no tickets", () => {
    const event = screeningEvent(screening("s", START, { cancelled: true }), "www.nordkystfilm.no", 1);
    expect(event.status).toBe("CANCELLED");
    expect(event.summary).toBe("Avlyst: Nordlys og natt");
    expect(event.description).toBe("");
  });

  it("names the place alone when there is no sal, and links a page by its reference when it has no film page", () => {
    const event = screeningEvent(screening("s", START, { sal: "", production: { id: "p", title: "Konsert", pageReference: "konsert i parken" } }), "a.no", 0);
    expect(event.location).toBe("Havvik kino");
    expect(event.url).toBe("https://a.no/konsert%20i%20parken");
    expect(event.description).toBe("Billetter: https://billett.example.no/nff/s");
    expect(screeningEvent(screening("s", START, { production: { id: "p", title: "X" } }), "a.no", 0).url).toBe("https://a.no/");
  });
});
