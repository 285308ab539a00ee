import * as v from "valibot";

/**
 * The shapes of our own `/api/account/*` routes, shared by the proxy (src/routes/account.ts),
 * which validates bodies and answers these, and the islands (src/client/), which parse what they
 * receive. Field names are the camelCase of the venue's (docs/venue-api.md).
 */

/**
 * Field limits: generous enough for password managers, small enough to refuse junk. New passwords
 * need 8 characters (the venue's rule); a login accepts any stored password, so only its length cap.
 */
export const LIMITS = { emailMax: 254, passwordMin: 8, passwordMax: 128, userNameMin: 2, userNameMax: 60 } as const;

const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(LIMITS.emailMax), v.email("Skriv en gyldig e-postadresse."));
const TooLong = `Passordet kan ha høyst ${LIMITS.passwordMax} tegn.`;
const LoginPassword = v.pipe(v.string(), v.nonEmpty("Skriv passordet ditt."), v.maxLength(LIMITS.passwordMax, TooLong));
const NewPassword = v.pipe(
  v.string(),
  v.minLength(LIMITS.passwordMin, `Passordet må ha minst ${LIMITS.passwordMin} tegn.`),
  v.maxLength(LIMITS.passwordMax, TooLong),
);

/**
 * A login may carry a solved login challenge, the ALTCHA widget's base64 payload: needed only past
 * the site's ceiling of failed logins, for a browser without a device cookie (docs/decisions/041).
 */
export const LOGIN_CHALLENGE_MAX_LENGTH = 2048;
/** Where the widget fetches a challenge to solve (GET, JSON: altcha-lib's challenge). */
export const LOGIN_CHALLENGE_PATH = "/api/account/login/challenge";
export const LoginBodySchema = v.object({
  email: Email,
  password: LoginPassword,
  challenge: v.optional(v.pipe(v.string(), v.maxLength(LOGIN_CHALLENGE_MAX_LENGTH), v.regex(/^[A-Za-z0-9+/]+={0,2}$/, "Kontrollen er ikke gyldig."))),
});
export const CreateUserBodySchema = v.object({
  email: Email,
  password: NewPassword,
  userName: v.pipe(v.string(), v.trim(), v.minLength(LIMITS.userNameMin, "Skriv navnet ditt."), v.maxLength(LIMITS.userNameMax, "Navnet er for langt.")),
});
export const PasswordResetBodySchema = v.object({ email: Email });
export const AddToWatchlistBodySchema = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) });

/**
 * What the browser may know about the visitor (minus the token: docs/architecture.md
 * "Where we depart from the specification").
 */
export const ProfileSchema = v.object({ userName: v.string(), email: v.string() });
export type Profile = v.InferOutput<typeof ProfileSchema>;

export const MovieSchema = v.object({
  title: v.string(),
  movieId: v.number(),
  edis: v.array(v.string()),
  rating: v.nullable(v.number()),
  ratingCount: v.number(),
  poster: v.nullable(v.string()),
  link: v.nullable(v.string()),
});
export type Movie = v.InferOutput<typeof MovieSchema>;

/** A film's next screening in the site's programme, as Min liste names it (routes/account/next-screening.ts). */
export const NextScreeningSchema = v.object({
  eventId: v.string(),
  startsAt: v.string(),
  /** The place's name ("Havvik kino") and the sal in it. */
  venue: v.string(),
  sal: v.string(),
  /** The film's page on this site. */
  filmHref: v.string(),
});
export type NextScreening = v.InferOutput<typeof NextScreeningSchema>;

/**
 * A film on Min liste: the venue's film, and when it is next on in the site's programme: `null`
 * when no screening is left (past or cancelled), absent when the programme does not have the film.
 */
export const WatchlistMovieSchema = v.object({ ...MovieSchema.entries, next: v.optional(v.nullable(NextScreeningSchema)) });
export type WatchlistMovie = v.InferOutput<typeof WatchlistMovieSchema>;

export const ReviewSchema = v.object({
  id: v.number(),
  comment: v.string(),
  rating: v.nullable(v.number()),
  addedAt: v.string(),
  likesCount: v.number(),
  movieId: v.number(),
  userId: v.number(),
  userName: v.string(),
  image: v.nullable(v.string()),
  isLiked: v.boolean(),
});
export type Review = v.InferOutput<typeof ReviewSchema>;

/** Where a ticket's screening is, as the site's content knows it (routes/account/ticket-places.ts). */
export const TicketScreeningSchema = v.object({
  eventId: v.string(),
  /** The place's name ("Havvik kino"); the sal is the ticket's own. */
  venue: v.string(),
  /** "Storgata 12, 9799 Havvik", when the content knows the place. */
  address: v.optional(v.string()),
  /** The place's section on the places page. */
  placeHref: v.optional(v.string()),
  /** The film's page. */
  filmHref: v.optional(v.string()),
});
export type TicketScreening = v.InferOutput<typeof TicketScreeningSchema>;

export const TicketSchema = v.object({
  movieId: v.number(),
  movieTitle: v.string(),
  notes: v.string(),
  qrCode: v.string(),
  qrUrl: v.nullable(v.string()),
  startTime: v.string(),
  expirationDate: v.nullable(v.string()),
  image: v.nullable(v.string()),
  sal: v.string(),
  seatsInfo: v.object({ info: v.string(), seats: v.array(v.object({ row: v.string(), seats: v.array(v.string()) })) }),
  /** Set by the site where the content knows the screening: the venue's ticket names only the sal. */
  screening: v.optional(TicketScreeningSchema),
});
export type Ticket = v.InferOutput<typeof TicketSchema>;

export const TicketListSchema = v.object({ tickets: v.array(TicketSchema) });
export const WatchlistSchema = v.object({ movies: v.array(WatchlistMovieSchema) });
export const ReviewPageSchema = v.object({ reviews: v.array(ReviewSchema), skip: v.number(), take: v.number() });

/** A screening of a watch-listed film, as the plan shows it (a subset of the programme's event). */
export const PlanScreeningSchema = v.object({
  id: v.string(),
  title: v.string(),
  startsAt: v.string(),
  durationMinutes: v.number(),
  venue: v.string(),
  sal: v.string(),
});

/** The watch list as a plan: its screenings and the pairs that overlap (beyond the spec). */
export const PlanSchema = v.object({
  screenings: v.array(PlanScreeningSchema),
  clashes: v.array(v.object({ first: v.string(), second: v.string() })),
});
export type Plan = v.InferOutput<typeof PlanSchema>;

export const CalendarLinkSchema = v.object({ url: v.pipe(v.string(), v.startsWith("webcal://")) });

/** Min side's list of calendar links (the URL itself is shown only when made). */
export const CalendarLinkListSchema = v.object({
  links: v.array(v.object({ id: v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/)), createdAt: v.number(), expiresAt: v.number() })),
});
export type CalendarLinkEntry = v.InferOutput<typeof CalendarLinkListSchema>["links"][number];

export { REVIEWS_MAX_TAKE, REVIEWS_PAGE_SIZE } from "./reviews-paging";

/** Every error answer: a stable machine code and a sentence a visitor can read (Norwegian). */
export const ApiErrorSchema = v.object({ error: v.object({ code: v.string(), message: v.string() }) });
export type ApiError = v.InferOutput<typeof ApiErrorSchema>;

export { PROFILE_STORAGE_KEY } from "./profile-key";
