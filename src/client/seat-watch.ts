import type { SeatWatchWords } from "../shared/island-markers";
import { showSeatButton } from "./seat-button";

/**
 * "Si fra om det blir ledig" on the rows of a page (docs/decisions/045), run by the
 * `live-screenings` island: each sold-out row's invisible `.seat-button` (screening-actions.tsx) is
 * shown where this browser can take push messages, labelled as it is ("Slutt å si fra" for a
 * screening it waits for), or its place says why not (the reasons "Varsle meg" gives). The code
 * that subscribes (seat-watch-toggle.ts) loads on the first click.
 */

/** Reveals the rows' buttons below `root` and answers their clicks (each row's own screening). */
export function armSeatButtons(root: ParentNode, words: SeatWatchWords, locale: "nb" | "en"): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>("button.seat-button[data-pending]")) {
    showSeatButton(button, words);
    if (button.hidden) continue;
    button.addEventListener("click", () => {
      void import("./seat-watch-toggle").then(({ toggleSeat }) => toggleSeat(button, words, locale));
    });
  }
}

/** An island's `seats` prop, if it is whole (a page rendered before it existed has none). */
export function seatWords(props: unknown): SeatWatchWords | undefined {
  const seats = (props as { seats?: Partial<SeatWatchWords> } | null)?.seats;
  return seats && typeof seats === "object" && typeof seats.on === "string" ? (seats as SeatWatchWords) : undefined;
}
