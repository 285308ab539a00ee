import type { ChosenScreening } from "../shared/plan-api";

/**
 * The plan as a visitor reads it: the chosen screenings by Norwegian calendar day, in time order,
 * each with how long there is to the next one and whether that one is somewhere else (the walk
 * between Kulturhuset and Brygga is what a visitor forgets). Pure, so in-runtime tests check it.
 */
import { TIME_ZONE } from "../shared/time-zone";

export type PlanStop = {
  screening: ChosenScreening;
  /** Minutes from this one's end to the next one's start the same day, when the next is elsewhere. */
  walkTo?: { venue: string; minutes: number };
};
export type PlanDay = { day: string; stops: PlanStop[] };

/** "2025-09-17": the day a screening starts, in Norway. */
export function osloDay(iso: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(iso));
}

/** The chosen screenings grouped by day, days and screenings in time order. */
export function planDays(chosen: readonly ChosenScreening[]): PlanDay[] {
  const sorted = [...chosen].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const days: PlanDay[] = [];
  for (const screening of sorted) {
    const day = osloDay(screening.startsAt);
    const last = days.at(-1);
    if (last && last.day === day) last.stops.push({ screening });
    else days.push({ day, stops: [{ screening }] });
  }
  for (const { stops } of days) {
    stops.forEach((stop, i) => {
      const next = stops[i + 1];
      if (next && next.screening.place !== stop.screening.place) {
        const minutes = Math.max(0, Math.round((Date.parse(next.screening.startsAt) - Date.parse(stop.screening.endsAt)) / 60_000));
        stop.walkTo = { venue: next.screening.venue, minutes };
      }
    });
  }
  return days;
}

/** "onsdag 17. september" (en-GB: "Wednesday 17 September") for a day from `osloDay`. */
export function formatDay(day: string, intlLocale: string): string {
  // Noon UTC is the same calendar day in Norway all year.
  return new Intl.DateTimeFormat(intlLocale, { timeZone: TIME_ZONE, weekday: "long", day: "numeric", month: "long" }).format(new Date(`${day}T12:00:00Z`));
}

/** "18:30", in Norway's time. */
export function formatClock(iso: string, intlLocale: string): string {
  return new Intl.DateTimeFormat(intlLocale, { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));
}

/** "ons. 17. sep. kl. 18:30": a screening to swap to, short enough for a phone's line. */
export function formatShortStart(iso: string, intlLocale: string): string {
  return new Intl.DateTimeFormat(intlLocale, {
    timeZone: TIME_ZONE,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
}

/**
 * The places page's section for a screening's place, when the planner matched one: it sends the
 * place's slug then, and the venue as written otherwise.
 */
export function placeSection(screening: Pick<ChosenScreening, "place" | "venue">): string | undefined {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(screening.place) && screening.place !== screening.venue ? `/steder#${screening.place}` : undefined;
}
