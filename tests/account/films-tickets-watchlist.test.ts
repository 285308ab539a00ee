import { beforeAll, describe, expect, it } from "vitest";
import { account, loginDemo, sandbox } from "../support/account";
import type { Movie, Review, Ticket } from "../../src/shared/account-api";
import manifest from "../../build/image-manifest.json";

/** Every WebP file the build cut (public/img/): what a poster's address must name. */
const existingPosters = new Set(
  Object.values(manifest as Record<string, { name: string; hash: string; widths: number[] }>).flatMap((e) =>
    e.widths.map((w) => `${e.name}.${e.hash}.${w}.webp`),
  ),
);

describe("tickets, watch list, movie info and reviews", () => {
  let cookie: string;
  beforeAll(async () => {
    await sandbox("reset");
    cookie = await loginDemo();
  });

  it("lists the visitor's tickets with QR code, sal and seats per row", async () => {
    const response = await account("/tickets", { cookie });
    expect(response.status).toBe(200);
    const { tickets } = (await response.json()) as { tickets: Ticket[] };
    expect(tickets.length).toBeGreaterThan(0);
    const ticket = tickets[0]!;
    expect(ticket.qrCode).not.toBe("");
    expect(ticket.sal).toMatch(/Sal/);
    expect(ticket.seatsInfo.seats[0]?.row).toBeTruthy();
    expect(ticket.seatsInfo.seats[0]?.seats.length).toBeGreaterThan(0);
    expect(Object.keys(ticket)).not.toContain("Screen");
  });

  it("names each ticket's place, with its address, its page section, the film's page and the screening", async () => {
    const { tickets } = (await (await account("/tickets", { cookie })).json()) as { tickets: Ticket[] };
    const closing = tickets.find((t) => t.startTime.startsWith("2025-09-21T19:00"));
    // "Sal 1" is in more than one place: the ticket says which.
    expect(closing?.sal).toBe("Sal 1");
    expect(closing?.screening).toEqual({
      eventId: "nff25-nordlys-avslutning",
      venue: "Havvik kino",
      address: expect.stringMatching(/^Storgata 12, \d{4} Havvik$/),
      placeHref: "/steder#havvik-kino",
      filmHref: "/nordlysets-datter-DXM10251",
    });
  });

  it("shows each film of the watch list with the site's own poster, which the site serves", async () => {
    const { movies } = (await (await account("/watchlist", { cookie })).json()) as { movies: Movie[] };
    expect(movies.length).toBeGreaterThan(0);
    for (const movie of movies) {
      expect(movie.poster, movie.title).toMatch(/^\/img\/[^/]+\.webp$/);
      // The build made it: a static file the platform serves, cached for a year.
      expect(existingPosters.has((movie.poster ?? "").slice("/img/".length)), movie.poster ?? "").toBe(true);
    }
  });

  it("answers 401 for tickets without a session", async () => {
    expect((await account("/tickets")).status).toBe(401);
  });

  it("shows a film's rating and count by its ediNumber, and 404 for an unknown one", async () => {
    const response = await account("/movies/10234");
    expect(response.status).toBe(200);
    const movie = (await response.json()) as Movie;
    expect(movie.title).toBe("Kystlinjer");
    expect(movie.edis).toContain("10234");
    expect(movie.ratingCount).toBeGreaterThan(0);
    expect((await account("/movies/99999999")).status).toBe(404);
    expect((await account("/movies/kystlinjer")).status).toBe(400);
  });

  it("pages reviews 20 at a time and refuses more than 50", async () => {
    const first = (await (await account("/movies/10234/reviews")).json()) as { reviews: Review[]; skip: number; take: number };
    expect(first.reviews).toHaveLength(20);
    expect(first.take).toBe(20);
    const second = (await (await account("/movies/10234/reviews?skip=20&take=20")).json()) as { reviews: Review[] };
    expect(second.reviews.length).toBeGreaterThan(0);
    expect(second.reviews.map((r) => r.id)).not.toContain(first.reviews[0]?.id);
    expect((await account("/movies/10234/reviews?take=51")).status).toBe(400);
    expect((await account("/movies/10234/reviews?skip=-1")).status).toBe(400);
  });

  it("adds a film to the watch list and shows it there", async () => {
    const before = (await (await account("/watchlist", { cookie })).json()) as { movies: Movie[] };
    const film = (await (await account("/movies/10302")).json()) as Movie;
    expect(before.movies.map((m) => m.movieId)).not.toContain(film.movieId);
    const added = await account("/watchlist", { method: "POST", json: { id: film.movieId }, cookie });
    expect(added.status).toBe(201);
    expect(((await added.json()) as Movie).title).toBe(film.title);
    const after = (await (await account("/watchlist", { cookie })).json()) as { movies: Movie[] };
    expect(after.movies.map((m) => m.movieId)).toContain(film.movieId);
  });
});
