import { describe, expect, it } from "vitest";
import { call, login } from "./venue";

interface Ticket {
  MovieId: number;
  MovieTitle: string;
  QRCode: string;
  QRUrl: string | null;
  StartTime: string;
  Screen: string;
  SeatsInfo: { Info: string; Seats: { Row: string; Seats: string[] }[] };
}

describe("GetTicketsDx", () => {
  it("answers the demo user's tickets, earliest first, in the venue's shape", async () => {
    const { session } = await login();
    const response = await call("/api/GetTicketsDx?skip=0&take=10", { session });
    expect(response.status).toBe(200);
    const tickets = await response.json<Ticket[]>();
    expect(tickets.map((t) => t.QRCode)).toEqual([
      "NFF25-7F3K-0042",
      "NFF25-1SEN-0917",
      "NFF25-Q9HD-0117",
      "KINO25-F1SK-1016",
      "KINO25-ST0R-1114",
      "KINO25-M4KE-1207",
    ]);
    expect(tickets[0]).toEqual({
      MovieId: 501,
      MovieTitle: "Kystlinjer",
      Notes: "Åpningsfilm. Regissør Ingrid Solbakk og skuespillerne er til stede.",
      QRCode: "NFF25-7F3K-0042",
      QRUrl: null,
      StartTime: "2025-09-15T19:00:00+02:00",
      ExpirationDate: "2025-09-15T20:42:00+02:00",
      Poster: "/images/poster-kystlinjer.webp",
      Screen: "Sal 1",
      SeatsInfo: { Info: "Rad 7, sete 12–13", Seats: [{ Row: "7", Seats: ["12", "13"] }] },
    });
  });

  it("lists seats in two rows separately", async () => {
    const { session } = await login();
    const tickets = await (await call("/api/GetTicketsDx?skip=0&take=10", { session })).json<Ticket[]>();
    expect(tickets.find((t) => t.QRCode === "NFF25-Q9HD-0117")?.SeatsInfo.Seats).toEqual([
      { Row: "4", Seats: ["8"] },
      { Row: "5", Seats: ["8"] },
    ]);
  });

  it("pages with skip and take, and shows no one else's tickets", async () => {
    const { session } = await login();
    const page = await (await call("/api/GetTicketsDx?skip=4&take=10", { session })).json<Ticket[]>();
    expect(page.map((t) => t.QRCode)).toEqual(["KINO25-ST0R-1114", "KINO25-M4KE-1207"]);
    const other = await login("ola.nordmann@example.no", "anmelder");
    const theirs = await (await call("/api/GetTicketsDx", { session: other.session })).json<Ticket[]>();
    expect(theirs.map((t) => t.QRCode)).toEqual(["KINO25-K7ST-1002"]);
  });
});

describe("the watch list", () => {
  it("holds two films for the demo user, as movies", async () => {
    const { session } = await login();
    const response = await call("/api/GetWatchlistDx?skip=0&take=10", { session });
    expect(response.status).toBe(200);
    const movies = await response.json<{ Title: string; MovieId: number; Edis: string[] }[]>();
    expect(movies.map((m) => [m.Title, m.MovieId, m.Edis])).toEqual([
      ["Stormvarsel", 505, ["10319"]],
      ["Nordlysets datter", 502, ["10251"]],
    ]);
  });

  it("adds a film once, however often it is added, and answers true each time", async () => {
    const { session } = await login("kari.strand@example.no", "anmelder");
    for (let i = 0; i < 2; i++) {
      const response = await call("/api/AddToWatchlistDx", { body: { id: 501 }, session });
      expect(response.status).toBe(200);
      expect(await response.json()).toBe(true);
    }
    const list = await (await call("/api/GetWatchlistDx?skip=0&take=10", { session })).json<{ MovieId: number }[]>();
    expect(list.map((m) => m.MovieId)).toEqual([501]);
  });

  it("answers 404 for an unknown MovieId and 400 for a body without one", async () => {
    const { session } = await login();
    expect((await call("/api/AddToWatchlistDx", { body: { id: 999 }, session })).status).toBe(404);
    expect((await call("/api/AddToWatchlistDx", { body: { id: "501" }, session })).status).toBe(400);
    expect((await call("/api/AddToWatchlistDx", { rawBody: "ikke json", session })).status).toBe(400);
  });
});
