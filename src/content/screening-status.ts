import type { FestivalEvent } from "./event";

/**
 * Whether a visitor can still buy a ticket: `cancelled` when the content says the screening will
 * not take place (before or after its time: "Avlyst" stays the answer), `past` once it has
 * started (the checkout closes then), `sold-out` when the content says so, else `on-sale`.
 */
export type ScreeningStatus = "on-sale" | "sold-out" | "past" | "cancelled";

export function screeningStatus(event: Pick<FestivalEvent, "startsAt" | "soldOut" | "cancelled">, now: number): ScreeningStatus {
  if (event.cancelled) return "cancelled";
  if (Date.parse(event.startsAt) <= now) return "past";
  return event.soldOut ? "sold-out" : "on-sale";
}
