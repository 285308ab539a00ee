import type { SeatWatchWords } from "../shared/island-markers";
import { followedFilms, rememberWaiting, waitingSeats } from "./film-follows";
import { Unavailable, browserSubscription, proof, pushCall, registration } from "./push-subscription";
import { seatStatus, showSeatButton } from "./seat-button";

/** What the site said when it refused: its sentence (not sold out any more, the list is full …), or nothing to show. */
async function refusal(answer: Response): Promise<string | undefined> {
  const body = (await answer.json().catch(() => null)) as { error?: { message?: unknown } } | null;
  return typeof body?.error?.message === "string" ? body.error.message : undefined;
}

class Refused extends Error {}

async function wait(eventId: string, locale: "nb" | "en"): Promise<"on" | "blocked"> {
  const sub = await browserSubscription();
  if (sub === "blocked") return "blocked";
  const answer = await pushCall("seats", "POST", { eventId, subscription: sub.toJSON(), locale });
  if (answer.status === 409) throw new Refused((await refusal(answer)) ?? "");
  if (!answer.ok) throw new Error(`seats ${answer.status}`);
  rememberWaiting(eventId, true);
  return "on";
}

async function stopWaiting(eventId: string): Promise<void> {
  const sub = await (await registration()).pushManager.getSubscription();
  if (sub) {
    const answer = await pushCall("seats", "DELETE", { eventId, ...proof(sub) });
    // 404: told already, or the screening began: not waiting all the same.
    if (!answer.ok && answer.status !== 404) throw new Error(`seats ${answer.status}`);
  }
  rememberWaiting(eventId, false);
  if (sub && followedFilms().length === 0 && waitingSeats().length === 0) await sub.unsubscribe();
}

/**
 * A click on a row's "Si fra om det blir ledig" (docs/decisions/045): puts this browser on the
 * screening's waiting list with its push subscription, or takes it off; the line under the button
 * says what came of it.
 */
export async function toggleSeat(button: HTMLButtonElement, words: SeatWatchWords, locale: "nb" | "en"): Promise<void> {
  const eventId = button.dataset["seat"];
  if (!eventId || button.getAttribute("aria-busy") === "true") return;
  const status = seatStatus(button);
  button.setAttribute("aria-busy", "true");
  status.textContent = "";
  try {
    if (waitingSeats().includes(eventId)) await stopWaiting(eventId);
    else status.textContent = (await wait(eventId, locale)) === "blocked" ? words.blocked : words.waiting;
  } catch (error) {
    if (error instanceof Unavailable) status.textContent = words[error.reason];
    else if (error instanceof Refused && error.message) status.textContent = error.message;
    else {
      console.error("[seats]", error);
      status.textContent = words.failed;
    }
  } finally {
    button.removeAttribute("aria-busy");
    showSeatButton(button, words);
  }
}
