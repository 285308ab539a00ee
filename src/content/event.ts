import * as v from "valibot";
import { GuestSchema, TalkSchema } from "./guest";
import { ExternalUrl, Slug, Text } from "./locale";

/** Norwegian age limits (Medietilsynet): A is for all ages. */
export const AgeLimitSchema = v.picklist(["A", "6", "9", "12", "15", "18"]);
export type AgeLimit = v.InferOutput<typeof AgeLimitSchema>;

export const AccessibilitySchema = v.picklist(["captioned", "audio-description", "relaxed", "wheelchair"]);
export type Accessibility = v.InferOutput<typeof AccessibilitySchema>;

/** ISO 8601 date-time with an explicit offset, so a screening's local time is never guessed. */
const DateTime = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/, "a date-time with offset"));

/**
 * A screening or culture event: refers to its production by parentSlug (films)
 * or pageReference (culture). `ticketUrl` goes to the external checkout.
 */
export const EventSchema = v.object({
  id: Text,
  production: v.object({
    id: Text,
    title: Text,
    parentSlug: v.optional(Slug),
    pageReference: v.optional(Slug),
  }),
  title: Text,
  startsAt: DateTime,
  durationMinutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
  venue: Text,
  sal: v.string(),
  section: v.picklist(["festival", "buff", "cinema", "culture"]),
  ticketUrl: ExternalUrl,
  ageLimit: AgeLimitSchema,
  accessibility: v.optional(v.array(AccessibilitySchema), []),
  soldOut: v.optional(v.boolean(), false),
  /**
   * The screening will not take place. It stays in the content (marked, not deleted) so the
   * programme says "Avlyst" and a calendar that follows the feed learns of it (STATUS:CANCELLED).
   */
  cancelled: v.optional(v.boolean(), false),
  /** Price in NOK where one price applies; the checkout shows the rest. */
  price: v.optional(v.number()),
  notes: v.optional(v.string(), ""),
  /** Who comes to this screening (guest.ts): the director, actors, the talk's moderator. */
  guests: v.optional(v.array(GuestSchema)),
  /** A talk after the film (guest.ts); its minutes are part of `durationMinutes`. */
  talk: v.optional(TalkSchema),
  /**
   * When tickets go on sale, shown to search engines as the offer's `validFrom`; before the
   * event's start (content:check says so: check/sale-problems.ts). Left out, nothing is said.
   */
  saleStartsAt: v.optional(DateTime),
});
export type FestivalEvent = v.InferOutput<typeof EventSchema>;
