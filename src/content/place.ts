import * as v from "valibot";
import { Slug, Text } from "./locale";

/**
 * A place where the festival shows films or holds events, as a visitor needs it to get there: the
 * address, where it is on a map, and what to expect at the door. Events name their place by
 * `venue`; `names` lists every spelling the content uses for it ("Brygga, Havvik havn").
 */
export const PlaceSchema = v.object({
  /** The place's anchor on the places page: `/steder#havvik-kino`. */
  slug: Slug,
  name: Text,
  names: v.optional(v.array(Text), []),
  address: v.object({
    street: Text,
    postcode: v.pipe(v.string(), v.regex(/^\d{4}$/, "a Norwegian postcode has four digits")),
    city: Text,
    /** The county (fylke), e.g. "Finnmark": search engines read it as the address's region. */
    region: v.optional(Text),
  }),
  geo: v.object({
    lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
    lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  }),
  accessibility: v.object({
    stepFree: v.boolean(),
    hearingLoop: v.boolean(),
    wheelchairPlaces: v.pipe(v.number(), v.integer(), v.minValue(0)),
    /** Anything else worth knowing at the door: a lift, a steep ramp, where to park. */
    notes: v.optional(v.string(), ""),
  }),
  /** How to get there, in a sentence or two (bus, parking, walk from the quay). */
  directions: v.optional(v.string(), ""),
});
export type Place = v.InferOutput<typeof PlaceSchema>;

/**
 * The place an event's `venue` names, by its name or one of its other spellings.
 *
 * @example placeNamed(places, "Brygga, Havvik havn")?.slug // "brygga"
 */
export function placeNamed(places: readonly Place[], venue: string): Place | undefined {
  const wanted = venue.trim().toLowerCase();
  return places.find((p) => p.name.toLowerCase() === wanted || p.names.some((n) => n.toLowerCase() === wanted));
}
