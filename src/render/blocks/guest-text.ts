import type { FestivalEvent } from "../../content/event";
import type { Guest, Talk } from "../../content/guest";
import type { Dictionary } from "../../i18n/dictionary";

/**
 * A talk as a page names it: the content's own title ("Samtale med regissøren") on a page in the
 * content's language, else the dictionary's ("Talk after the film"): a title is written in one
 * language only, like a screening's notes (docs/decisions/048).
 */
export const talkName = (talk: Talk, t: Dictionary, native: boolean): string => (native && talk.title ? talk.title : t.talkAfter);

/** "Ingvild Kvalvik, regissør · Marte Bergli, ordstyrer": each guest with the role they come as (none for a plain guest). */
export const guestNames = (guests: readonly Guest[], t: Dictionary): string =>
  guests.map((g) => (g.role === "guest" ? g.name : `${g.name}, ${t.guestRoles[g.role]}`)).join(" · ");

/**
 * What a row says of a screening's guests: the talk and its length as a lead ("Samtale med
 * regissøren, 25 min"), or "Til stede" where guests come without a talk; then who. A programme
 * row names the people one comes to meet and leaves the talk's moderator to the film's page
 * (`moderators`): a festival day's page is within a byte budget (docs/decisions/048). Undefined
 * for a screening with neither.
 *
 * @example guestLine(event, nb, true, true) // { lead: "Samtale med regissøren, 25 min", names: "Ingvild Kvalvik, regissør · Marte Bergli, ordstyrer" }
 */
export function guestLine(event: FestivalEvent, t: Dictionary, native: boolean, moderators: boolean): { lead: string; names: string } | undefined {
  const guests = (event.guests ?? []).filter((g) => moderators || g.role !== "moderator");
  if (!event.talk && guests.length === 0) return undefined;
  const lead = event.talk ? t.talkLength(talkName(event.talk, t, native), event.talk.minutes) : t.guestsPresent;
  return { lead, names: guestNames(guests, t) };
}
