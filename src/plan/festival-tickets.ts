import type { FestivalEvent } from "../content/event";
import { osloDay } from "./plan-screening";

/**
 * Which of the visitor's ticketed screenings a plan is made around (docs/decisions/023, "Tickets
 * are fixed points"): those on the festival's days, from the day of the festival's first own
 * screening (section "festival") to the day of its last, whichever programme they are of. An
 * evening at the town cinema in festival week takes the visitor's time as a festival screening
 * does; the cinema's premiere in November is another outing, not a point of the festival's plan.
 *
 * @example festivalTickets([closingNight, novemberPremiere], bundle.events) // [closingNight]
 */
export function festivalTickets(ticketed: readonly FestivalEvent[], programme: readonly FestivalEvent[]): FestivalEvent[] {
  const starts = programme.filter((e) => e.section === "festival").map((e) => Date.parse(e.startsAt));
  if (starts.length === 0) return [];
  const first = osloDay(Math.min(...starts));
  const last = osloDay(Math.max(...starts));
  return ticketed.filter((e) => {
    const day = osloDay(Date.parse(e.startsAt));
    return day >= first && day <= last;
  });
}
