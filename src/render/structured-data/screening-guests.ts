import type { FestivalEvent } from "../../content/event";
import type { Locale } from "../../content/locale";
import { filmMinutes } from "../../content/guest";
import { dictionary } from "../../i18n/dictionary";
import { talkName } from "../blocks/guest-text";
import { endAt } from "./date-times";
import type { JsonLdNode, JsonLdRef } from "./json-ld";

/**
 * A screening's guests as schema.org `performer`s: a Person each, with the role they come as in
 * the page's language as `jobTitle` ("regissør", "director"). schema.org's performer is "a
 * presenter, musician, musical group or actor" at the event, and Google reads an event's
 * `performer` as the people taking part; the director at a talk is one. A moderator is a
 * performer of the talk too. Undefined for a screening without guests (docs/decisions/048).
 *
 * @example guestPerformers(event, "nb")?.[0] // { "@type": "Person", name: "Ingrid Solbakk", jobTitle: "regissør" }
 */
export function guestPerformers(event: FestivalEvent, locale: Locale): JsonLdNode[] | undefined {
  const guests = event.guests ?? [];
  if (guests.length === 0) return undefined;
  const roles = dictionary(locale).guestRoles;
  return guests.map((g) => ({ "@type": "Person", name: g.name, jobTitle: g.role === "guest" ? undefined : roles[g.role] }));
}

/**
 * The talk after the film as a `subEvent` of its screening: an Event of its own name, in the same
 * room, from the film's end (the screening's end less the talk) to the screening's end. Its
 * people are the screening's performers: not written twice. `native`: the page is in the
 * content's language, so the talk's own title is its name (guest-text.ts).
 *
 * @example talkSubEvent(event, { "@id": "https://…/steder#havvik-kino" }, "nb", true)?.name // "Samtale med regissøren"
 */
export function talkSubEvent(event: FestivalEvent, location: JsonLdNode | JsonLdRef, locale: Locale, native: boolean): JsonLdNode | undefined {
  const talk = event.talk;
  if (!talk) return undefined;
  return {
    "@type": "Event",
    name: talkName(talk, dictionary(locale), native),
    startDate: endAt(event.startsAt, filmMinutes(event)),
    endDate: endAt(event.startsAt, event.durationMinutes),
    location: "@id" in location && location["@id"] ? { "@id": location["@id"] } : location,
  };
}
