import type { Context } from "hono";
import type { FestivalEvent } from "../../content/event";
import { MAX_EVENT_IDS } from "../../events/event-ids";
import { eventStoreOf } from "../events/event-store-of";
import type { AccountEnv } from "./account-env";

/**
 * The watch list's screenings with their live ticket state (sold out, cancelled) from the event
 * store, as the programme's rows show it, so "Lag planen min" neither plans a screening that sold out
 * since the page data was built nor calls a released one "Utsolgt" (docs/decisions/045). The
 * soonest `MAX_EVENT_IDS` still to come are asked (one KV bulk read, the misses in one upstream
 * call); later ones, and all of them when the source fails, keep the programme's state.
 */
export async function liveScreeningStates(c: Context<AccountEnv>, screenings: readonly FestivalEvent[], now: number): Promise<FestivalEvent[]> {
  const ids = screenings
    .filter((e) => Date.parse(e.startsAt) > now)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
    .slice(0, MAX_EVENT_IDS)
    .map((e) => e.id);
  if (ids.length === 0) return [...screenings];
  const { events, failure } = await eventStoreOf(c).events(ids);
  if (failure !== undefined) console.error("plan: live ticket state missing for some screenings; the programme's state is used for them", failure);
  const live = new Map(events.map((e) => [e.id, e]));
  return screenings.map((e) => {
    const state = live.get(e.id);
    // Sold out is the venue's live word either way; a cancellation the content has published stays,
    // whatever a live state up to a minute old still says.
    return state ? { ...e, soldOut: state.soldOut, cancelled: e.cancelled || state.cancelled } : e;
  });
}
