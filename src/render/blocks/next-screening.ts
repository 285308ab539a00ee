import type { FestivalEvent } from "../../content/event";
import { screeningStatus, type ScreeningStatus } from "../../content/screening-status";
import { upcoming as upcomingOf } from "./screenings";

/**
 * The screening a film page's first screen offers: the next one with tickets left (a sold-out
 * evening should not hide Saturday's free seats), else the next one that takes place (sold out),
 * else the next one at all (cancelled), else none.
 * `isFirst` says whether it is also the next one in time, so the label does not claim it is.
 */
export type NextScreening = { event: FestivalEvent; status: ScreeningStatus; isFirst: boolean };

export function nextScreening(events: FestivalEvent[], now: number): NextScreening | undefined {
  const upcoming = upcomingOf(events, now);
  const first = upcoming[0];
  if (!first) return undefined;
  const onSale = upcoming.find((e) => screeningStatus(e, now) === "on-sale");
  const event = onSale ?? upcoming.find((e) => !e.cancelled) ?? first;
  return { event, status: screeningStatus(event, now), isFirst: event === first };
}
