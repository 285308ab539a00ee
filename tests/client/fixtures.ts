import type { Movie, Review, Ticket } from "../../src/shared/account-api";

/** Small, valid account data for the client tests (the shapes of src/shared/account-api.ts). */
export const movie = (movieId: number, title = `Film ${movieId}`): Movie => ({
  title,
  movieId,
  edis: [`DXM${movieId}`],
  rating: 4.5,
  ratingCount: 12,
  poster: null,
  link: null,
});

export const review = (id: number): Review => ({
  id,
  comment: `Anmeldelse ${id}`,
  rating: 5,
  addedAt: "2025-09-12T18:30:00+02:00",
  likesCount: 0,
  movieId: 10234,
  userId: id,
  userName: `Bruker ${id}`,
  image: null,
  isLiked: false,
});

export const ticket: Ticket = {
  movieId: 10234,
  movieTitle: "Kystlinjer",
  notes: "Husk å ta med billetten.",
  qrCode: "NFF-10234-0001",
  qrUrl: null,
  startTime: "2025-09-13T18:30:00+02:00",
  expirationDate: null,
  image: null,
  sal: "Sal 1",
  seatsInfo: { info: "", seats: [{ row: "5", seats: ["7", "8"] }] },
};

export const problem = { code: "invalid_credentials", message: "Feil e-post eller passord." };
