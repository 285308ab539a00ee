import * as v from "valibot";
import type { Movie, Review, Ticket } from "../shared/account-api";

/**
 * The venue's responses as they arrive (docs/venue-api.md), parsed with valibot and mapped to the
 * camelCase of the content model in one step, so nothing past this file sees a PascalCase field.
 */

const Url = v.nullish(v.string(), null);

export const LoginWire = v.pipe(
  v.object({ marsToken: v.pipe(v.string(), v.nonEmpty()), UserName: v.string(), UserInfo: v.string() }),
  v.transform((w) => ({ marsToken: w.marsToken, userName: w.UserName, email: w.UserInfo })),
);

export const CreateUserWire = v.pipe(
  v.object({ Token: v.pipe(v.string(), v.nonEmpty()), UserName: v.string(), ContactEmail: v.string() }),
  v.transform((w) => ({ marsToken: w.Token, userName: w.UserName, email: w.ContactEmail })),
);

export const MovieWire = v.pipe(
  v.object({
    Title: v.string(),
    MovieId: v.number(),
    Edis: v.array(v.union([v.string(), v.number()])),
    Rating: v.nullish(v.number(), null),
    RatingCount: v.nullish(v.number(), 0),
    Poster: Url,
    link: Url,
  }),
  v.transform(
    (w): Movie => ({
      title: w.Title,
      movieId: w.MovieId,
      edis: w.Edis.map(String),
      rating: w.Rating,
      ratingCount: w.RatingCount,
      poster: w.Poster,
      link: w.link,
    }),
  ),
);

export const ReviewWire = v.pipe(
  v.object({
    Id: v.number(),
    Comment: v.nullish(v.string(), ""),
    Rating: v.nullish(v.number(), null),
    AddedAt: v.string(),
    LikesCount: v.nullish(v.number(), 0),
    MovieId: v.number(),
    UserId: v.number(),
    UserName: v.nullish(v.string(), ""),
    Image: Url,
    IsLiked: v.nullish(v.boolean(), false),
  }),
  v.transform(
    (w): Review => ({
      id: w.Id,
      comment: w.Comment,
      rating: w.Rating,
      addedAt: w.AddedAt,
      likesCount: w.LikesCount,
      movieId: w.MovieId,
      userId: w.UserId,
      userName: w.UserName,
      image: w.Image,
      isLiked: w.IsLiked,
    }),
  ),
);

const SeatsWire = v.object({
  Info: v.nullish(v.string(), ""),
  Seats: v.nullish(v.array(v.object({ Row: v.union([v.string(), v.number()]), Seats: v.array(v.union([v.string(), v.number()])) })), []),
});

/** Tickets: Screen becomes sal and Poster image. */
export const TicketWire = v.pipe(
  v.object({
    MovieId: v.number(),
    MovieTitle: v.string(),
    Notes: v.nullish(v.string(), ""),
    QRCode: v.string(),
    QRUrl: Url,
    StartTime: v.string(),
    ExpirationDate: Url,
    Poster: Url,
    Screen: v.nullish(v.string(), ""),
    SeatsInfo: v.nullish(SeatsWire, { Info: "", Seats: [] }),
  }),
  v.transform(
    (w): Ticket => ({
      movieId: w.MovieId,
      movieTitle: w.MovieTitle,
      notes: w.Notes,
      qrCode: w.QRCode,
      qrUrl: w.QRUrl,
      startTime: w.StartTime,
      expirationDate: w.ExpirationDate,
      image: w.Poster,
      sal: w.Screen,
      seatsInfo: { info: w.SeatsInfo.Info, seats: w.SeatsInfo.Seats.map((s) => ({ row: String(s.Row), seats: s.Seats.map(String) })) },
    }),
  ),
);
