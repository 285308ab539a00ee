import type { NotifyUnavailable, SeatWatchWords } from "../shared/island-markers";
import { waitingSeats } from "./film-follows";

/**
 * One sold-out row's "Si fra om det blir ledig" button and the line under it (docs/decisions/045),
 * shared by the reveal (seat-watch.ts) and the click's code (seat-watch-toggle.ts).
 */

/** Why this browser cannot be told, or undefined when it can (notify-reveal.ts asks the same for "Varsle meg"). */
function unavailable(words: SeatWatchWords, waiting: boolean): NotifyUnavailable | undefined {
  if (!words.push) return "siteOff";
  if (!("serviceWorker" in navigator && "PushManager" in window && "Notification" in window)) return "standalone" in navigator ? "homeScreen" : "unsupported";
  return Notification.permission === "denied" && !waiting ? "blocked" : undefined;
}

/** The line under a row's button that says what happened; made on first use. */
export function seatStatus(button: HTMLElement): HTMLElement {
  const next = button.nextElementSibling;
  if (next instanceof HTMLElement && next.classList.contains("seat-status")) return next;
  const status = document.createElement("p");
  status.className = "seat-status";
  status.setAttribute("role", "status");
  button.after(status);
  return status;
}

/** Shows the button with the label of the state it is in, or says in its place why there is none. */
export function showSeatButton(button: HTMLButtonElement, words: SeatWatchWords): void {
  const waiting = waitingSeats().includes(button.dataset["seat"] ?? "");
  const why = unavailable(words, waiting);
  if (why) {
    seatStatus(button).textContent = words[why];
    button.hidden = true;
    return;
  }
  button.textContent = waiting ? words.off : words.on;
  button.toggleAttribute("data-on", waiting);
  button.removeAttribute("data-pending");
}
