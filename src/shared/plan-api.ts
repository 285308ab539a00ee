import * as v from "valibot";
import { MAX_CHILD_AGE } from "./programme-filter";

/**
 * "Lag planen min" (docs/decisions/023): the shapes of `POST /api/account/plan/proposal` and of the saved
 * plan, shared by the route (src/routes/account/plan-routes.ts), which validates bodies and
 * answers these, and Min side (src/client/), which parses what it receives.
 */

/** At most this many films are planned at once: a festival week's watch list, with room. */
export const PLAN_MAX_FILMS = 60;
/** At most this many days are offered to plan ("Fra", "Til"): a year of a cinema's screenings. */
export const PLAN_MAX_DAYS = 366;

const Day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, "Skriv datoen som ÅÅÅÅ-MM-DD."));
const Id = v.pipe(v.string(), v.nonEmpty(), v.maxLength(120));
const Ids = v.pipe(v.array(Id), v.maxLength(PLAN_MAX_FILMS));

/** What the visitor asks of the plan; every field may be left out. */
export const PlanProposalBodySchema = v.strictObject({
  /** The first and last Norwegian calendar day to plan, inclusive. */
  from: v.optional(Day),
  to: v.optional(Day),
  /** At most this many chosen screenings on one day. */
  maxPerDay: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10))),
  /** As the programme filter: a child's age (0–17), and whether an adult comes along. */
  age: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_CHILD_AGE))),
  withAdult: v.optional(v.boolean()),
  /** Only screenings that carry every one of these marks. */
  accessibility: v.optional(v.pipe(v.array(v.picklist(["captioned", "audio-description", "relaxed", "wheelchair"])), v.maxLength(4))),
  /** Production ids the visitor leaves out of this plan. */
  exclude: v.optional(Ids),
  /** Production ids the visitor marked "må se": the plan fits as many of these as it can first. */
  mustSee: v.optional(Ids),
  /** Prefer screenings with a talk after the film where a film has several that fit (docs/decisions/048). */
  preferTalks: v.optional(v.boolean()),
  /** Event ids the visitor has picked (a swap): the plan is made around them and keeps them. */
  keep: v.optional(Ids),
});
export type PlanProposalBody = v.InferOutput<typeof PlanProposalBodySchema>;

/** At most this many sold-out screenings of an unplaced film are offered to wait for: its next few. */
export const PLAN_MAX_SOLD_OUT = 6;

/** A screening as Min side lists it beside the plan: its id, start and venue. */
const ScreeningRefSchema = v.object({ eventId: v.string(), startsAt: v.string(), venue: v.string() });

/** A chosen screening, with what Min side shows and the ticket link. */
export const ChosenScreeningSchema = v.object({
  productionId: v.string(),
  eventId: v.string(),
  title: v.string(),
  startsAt: v.string(),
  endsAt: v.string(),
  /** The place's slug (`/steder#slug`), or the venue as written when no place matches. */
  place: v.string(),
  /** The venue and sal as the programme writes them. */
  venue: v.string(),
  sal: v.string(),
  ticketUrl: v.string(),
  /** The film's page on the site (`/fiskerens-sang-DXM123`): the printed plan's QR code leads there. Absent in plans kept before it was added. */
  filmPath: v.optional(v.string()),
  /**
   * The visitor holds a ticket for it: a fixed point of the plan, never swapped away and not on
   * the list of tickets to buy (docs/decisions/023). Absent in plans kept before it was added.
   */
  ticket: v.optional(v.boolean()),
  /** Other screenings of the same film the visitor could swap to (future, not sold out or cancelled, clear of the tickets). */
  alternatives: v.array(ScreeningRefSchema),
});
export type ChosenScreening = v.InferOutput<typeof ChosenScreeningSchema>;

export const UnplacedFilmSchema = v.object({
  productionId: v.string(),
  title: v.string(),
  /**
   * Why it did not fit, in the language the request asks for (Accept-Language, as the API's error
   * messages): "Alle visningene kolliderer med …", "Ingen flere visninger", "Utsolgt" (src/i18n/, `unplaced`).
   */
  reason: v.string(),
  /**
   * Sold out: its sold-out screenings still to come that the visitor's filter allows, soonest
   * first, for "Si fra om det blir ledig" (docs/decisions/045). Absent for any other reason.
   */
  soldOut: v.optional(v.pipe(v.array(ScreeningRefSchema), v.maxLength(PLAN_MAX_SOLD_OUT))),
});
export type UnplacedFilm = v.InferOutput<typeof UnplacedFilmSchema>;

export const PlanProposalSchema = v.object({
  chosen: v.array(ChosenScreeningSchema),
  unplaced: v.array(UnplacedFilmSchema),
  /**
   * The days Min side offers as "Fra" and "Til": each day a listed film can still be booked, and
   * the days of the plan's own screenings, whatever days this plan was asked for (so a plan of one
   * day, or of its tickets alone, can be widened again). Absent in plans kept before it was added.
   */
  days: v.optional(v.pipe(v.array(Day), v.maxLength(PLAN_MAX_DAYS))),
});
export type PlanProposal = v.InferOutput<typeof PlanProposalSchema>;

/**
 * `PUT /api/account/plan`: the chosen screenings the calendar link then carries instead of every
 * one: screenings of listed films, and those of the visitor's tickets the plan holds.
 */
export const SavePlanBodySchema = v.strictObject({ eventIds: v.pipe(v.array(Id), v.minLength(1), v.maxLength(PLAN_MAX_FILMS)) });

/** `GET /api/account/plan/saved`: the saved plan, or `null` when the feed carries the whole list. */
export const SavedPlanSchema = v.object({
  saved: v.nullable(v.object({ eventIds: v.array(v.string()), savedAt: v.number() })),
});
export type SavedPlan = v.InferOutput<typeof SavedPlanSchema>;
