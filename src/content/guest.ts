import * as v from "valibot";
import { Text } from "./locale";

/**
 * What a guest of a screening is there as. The site names each role in the page's language
 * (the dictionaries' `guestRoles`); structured data writes it as the person's `jobTitle`.
 */
export const GUEST_ROLES = [
  "director",
  "actor",
  "producer",
  "screenwriter",
  "cinematographer",
  "composer",
  "participant",
  "critic",
  "moderator",
  "guest",
] as const;

/**
 * Someone who comes to a screening: the director, an actor, someone the documentary follows, the
 * moderator of the talk. A screening's own fact, unlike a film's credits (the same film's other
 * screenings have no guest).
 *
 * @example v.parse(GuestSchema, { name: "Ingrid Solbakk", role: "director" })
 */
export const GuestSchema = v.object({
  name: Text,
  role: v.optional(v.picklist(GUEST_ROLES), "guest"),
});
export type Guest = v.InferOutput<typeof GuestSchema>;

/** The longest talk a screening can have: a talk longer than this is an event of its own. */
export const MAX_TALK_MINUTES = 180;

/**
 * A talk after the film ("Samtale med regissøren", a Q&A, a panel), in the same room. `minutes` is
 * its length, which the screening's `durationMinutes` includes: the room, the plan and a calendar
 * hold the whole evening (content:check says so when it does not fit). `title` is written in the
 * content's language; without it the site says "Samtale etter filmen".
 *
 * @example v.parse(TalkSchema, { title: "Samtale med regissøren", minutes: 25 })
 */
export const TalkSchema = v.object({
  title: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120))),
  minutes: v.pipe(v.number(), v.integer(), v.minValue(5), v.maxValue(MAX_TALK_MINUTES)),
});
export type Talk = v.InferOutput<typeof TalkSchema>;

/**
 * The film's own minutes of a screening: its `durationMinutes` less the talk after it. A row says
 * this beside the talk's own length ("98 min" and "Samtale med regissøren, 30 min"), so the two
 * never add up to more than the evening (docs/decisions/048).
 *
 * @example filmMinutes({ durationMinutes: 128, talk: { minutes: 30 } }) // 98
 */
export const filmMinutes = (event: { durationMinutes: number; talk?: Talk | undefined }): number => event.durationMinutes - (event.talk?.minutes ?? 0);
