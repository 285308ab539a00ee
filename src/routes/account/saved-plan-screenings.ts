import type { Context } from "hono";
import type { FestivalEvent } from "../../content/event";
import type { VenueSession } from "../../venue/venue-client";
import type { AccountEnv } from "./account-env";
import { heldScreenings } from "./held-screenings";

/**
 * The screenings of a saved plan that the calendar feed carries: those of films still on the
 * watch list, and those the visitor still holds a ticket for (docs/decisions/023). The tickets
 * are asked of the venue only when the plan names a screening of no listed film.
 */
export async function savedPlanScreenings(
  c: Context<AccountEnv>,
  venue: VenueSession,
  listed: readonly FestivalEvent[],
  eventIds: readonly string[],
): Promise<FestivalEvent[]> {
  const saved = new Set(eventIds);
  const ofList = listed.filter((s) => saved.has(s.id));
  if (ofList.length === saved.size) return ofList;
  const held = (await heldScreenings(c, venue)).filter((s) => saved.has(s.id) && !ofList.some((l) => l.id === s.id));
  return [...ofList, ...held].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}
