import { osloWallClock } from "../calendar/oslo-time";
import type { FestivalEvent } from "../content/event";
import { placeNamed, type Place } from "../content/place";

/**
 * A screening as the planner sees it: epoch times, the place key walking times are looked up by,
 * the Oslo calendar day, and whether it ends after the last bus home.
 */
export type PlanScreening = {
  id: string;
  filmId: string;
  title: string;
  start: number;
  end: number;
  /** The place's slug, or the venue as written when no place matches (walking time then defaults). */
  place: string;
  /** Oslo calendar day of the start, `YYYY-MM-DD`. */
  day: string;
  /** Ends after LAST_BUS, after midnight or in the small hours: a plan with fewer of these wins a tie. */
  late: boolean;
  soldOut: boolean;
  cancelled: boolean;
  ageLimit: string;
  access: readonly string[];
  /** A talk follows the film (src/content/guest.ts): a plan asked to prefer talks counts these. */
  talk: boolean;
};

/** The last bus out of Havvik centre leaves at 23:30 (the demo town's; a real site would set its own). */
export const LAST_BUS = "23:30";
/** The first bus of the morning: a screening that ends before it (a midnight film) ends after the last one. */
const FIRST_BUS = "06:00";

/** The Oslo calendar day of an instant, `YYYY-MM-DD`. */
export const osloDay = (ms: number) => {
  const p = osloWallClock(ms);
  return `${p.year}-${p.month}-${p.day}`;
};

const osloClock = (ms: number) => {
  const p = osloWallClock(ms);
  return `${p.hour}:${p.minute}`;
};

/** One event of the programme as a plan screening. */
export function planScreening(event: FestivalEvent, places: readonly Place[]): PlanScreening {
  const start = Date.parse(event.startsAt);
  const end = start + event.durationMinutes * 60_000;
  const day = osloDay(start);
  return {
    id: event.id,
    filmId: event.production.id,
    title: event.production.title,
    start,
    end,
    place: placeNamed(places, event.venue)?.slug ?? event.venue,
    day,
    late: osloDay(end) !== day || osloClock(end) > LAST_BUS || osloClock(end) < FIRST_BUS,
    soldOut: event.soldOut,
    cancelled: event.cancelled,
    ageLimit: event.ageLimit,
    access: event.accessibility,
    talk: event.talk !== undefined,
  };
}
