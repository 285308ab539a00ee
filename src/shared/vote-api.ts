import * as v from "valibot";

/**
 * Publikumsprisen, the audience award (docs/decisions/033): the shapes of `/api/account/ballots`,
 * `/api/account/votes` and `/api/admin/votes`, shared by the proxy, the ballot form and Min side's
 * ticket cards.
 */

/** A terningkast: the six faces of a die. */
export const DIE_FACES = [1, 2, 3, 4, 5, 6] as const;

const DieSchema = v.pipe(
  v.number("Velg et terningkast fra 1 til 6."),
  v.integer("Velg et terningkast fra 1 til 6."),
  v.minValue(1, "Velg et terningkast fra 1 til 6."),
  v.maxValue(6, "Velg et terningkast fra 1 til 6."),
);

/** A screening id as the content writes them (the same rule as the events API's ids). */
export const ScreeningIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, "Ukjent visning."));

/** The ticket is named by its QR code: the one thing the venue's ticket list says that no other ticket has. */
export const QrCodeSchema = v.pipe(v.string(), v.nonEmpty("Velg billetten du stemmer med."), v.maxLength(200, "Ukjent billett."));

/** `POST /api/account/votes`. */
export const VoteBodySchema = v.object({ screeningId: ScreeningIdSchema, qrCode: QrCodeSchema, die: DieSchema });
export type VoteBody = v.InferOutput<typeof VoteBodySchema>;

/**
 * Where a ticket's ballot stands: `open` (it may vote now), `voted` (its die is `die`), `not-yet`
 * (the screening has not started), `closed` (noon the day after has passed, unvoted).
 */
export const BallotStateSchema = v.picklist(["open", "voted", "not-yet", "closed"]);
export type BallotState = v.InferOutput<typeof BallotStateSchema>;

/** One ticket of the visitor to a festival screening, and its vote. Times are epoch ms. */
export const BallotSchema = v.object({
  qrCode: v.string(),
  screeningId: v.string(),
  title: v.string(),
  startsAt: v.string(),
  opensAt: v.number(),
  closesAt: v.number(),
  state: BallotStateSchema,
  die: v.nullable(v.number()),
});
export type Ballot = v.InferOutput<typeof BallotSchema>;

export const BallotListSchema = v.object({ ballots: v.array(BallotSchema) });

/** One film's results: how many voted, the mean die, and how many gave each face (index 0 is a one). */
export const FilmResultSchema = v.object({
  film: v.string(),
  title: v.string(),
  count: v.number(),
  average: v.number(),
  distribution: v.array(v.number()),
});
export type FilmResult = v.InferOutput<typeof FilmResultSchema>;
