import type { FestivalEvent } from "./event";

/**
 * Whether a visitor can still buy a ticket: a screening is `past` once it has started (the
 * checkout closes then), `sold-out` when the content says so, else `on-sale`.
 */
export type ScreeningStatus = "on-sale" | "sold-out" | "past";

export function screeningStatus(event: Pick<FestivalEvent, "startsAt" | "soldOut">, now: number): ScreeningStatus {
  if (Date.parse(event.startsAt) <= now) return "past";
  return event.soldOut ? "sold-out" : "on-sale";
}
