import type { ContentBundle } from "../content/bundle";
import type { FestivalEvent } from "../content/event";
import { screeningStatus } from "../content/screening-status";

/**
 * What a production's subscribers have been told: the screening ids they know of, and the ids
 * whose sale they know is open. Both only grow while a screening is in the content.
 */
export type ProductionSnapshot = { screenings: string[]; onSale: string[] };

/** The news for one production since its snapshot, and the snapshot after it. */
export type ProductionNews = { newScreenings: FestivalEvent[]; saleOpened: FestivalEvent[]; snapshot: ProductionSnapshot; changed: boolean };

/** A screening a visitor can buy a ticket for now: on sale, and its sale has started. */
function buyable(event: FestivalEvent, now: number): boolean {
  return screeningStatus(event, now) === "on-sale" && (event.saleStartsAt === undefined || Date.parse(event.saleStartsAt) <= now);
}

/** The production's screenings, soonest first. */
export function screeningsOf(bundle: ContentBundle, productionId: string): FestivalEvent[] {
  return bundle.events.filter((e) => e.production.id === productionId).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

/**
 * What the production has now, as a first subscriber's snapshot: nothing in it is news to them.
 *
 * @example snapshotOf(bundle, id, siteNow(config)) // { screenings: ["s1", "s2"], onSale: ["s1"] }
 */
export function snapshotOf(bundle: ContentBundle, productionId: string, now: number): ProductionSnapshot {
  const events = screeningsOf(bundle, productionId);
  return { screenings: events.map((e) => e.id), onSale: events.filter((e) => buyable(e, now)).map((e) => e.id) };
}

/**
 * Compares the content with what subscribers were told (docs/decisions/024): screenings whose id
 * they have not seen and that are still to come are new; a known screening whose sale started
 * since (its saleStartsAt passed, or it became buyable in a new content version) has opened. A
 * new screening already on sale is told once, as new. Ids gone from the content leave the
 * snapshot, so it stays as small as the production's programme.
 */
export function productionNews(bundle: ContentBundle, productionId: string, snapshot: ProductionSnapshot, now: number): ProductionNews {
  const known = new Set(snapshot.screenings);
  const knownOnSale = new Set(snapshot.onSale);
  const events = screeningsOf(bundle, productionId);
  const newScreenings = events.filter((e) => !known.has(e.id) && screeningStatus(e, now) !== "past" && screeningStatus(e, now) !== "cancelled");
  const saleOpened = events.filter((e) => known.has(e.id) && !knownOnSale.has(e.id) && buyable(e, now));
  const next: ProductionSnapshot = {
    screenings: events.map((e) => e.id),
    onSale: events.filter((e) => knownOnSale.has(e.id) || buyable(e, now)).map((e) => e.id),
  };
  const changed = next.screenings.join() !== snapshot.screenings.join() || next.onSale.join() !== snapshot.onSale.join();
  return { newScreenings, saleOpened, snapshot: next, changed };
}
