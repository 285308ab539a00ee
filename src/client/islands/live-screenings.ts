import type { LiveScreeningsIslandProps, SeatWatchWords } from "../../shared/island-markers";
import { EventsLoader } from "../events-loader";
import { armSeatButtons, seatWords } from "../seat-watch";

/**
 * Live ticket status on pages that list screenings (no React, no valibot: it runs on every
 * programme page). The page was rendered from data that may be a minute or a day old; at idle time
 * this asks /api/events once for the screenings the page shows on sale, and turns the ticket
 * button of each one that has sold out since into "Utsolgt". It also shows the sold-out rows'
 * "Si fra om det blir ledig" (seat-watch.ts).
 *
 * Markup contract (src/render/blocks/Screening.tsx): each screening is
 * `<li data-event-id data-section data-status="on-sale|sold-out|past">` holding `a.ticket-button`
 * while on sale.
 */

/** One loader per page: an id asked for once is never asked for again. */
const events = new EventsLoader();

function soldOutLabel(props: unknown): string {
  const label = (props as Partial<LiveScreeningsIslandProps> | null)?.soldOutLabel;
  return typeof label === "string" && label !== "" ? label : "Utsolgt";
}

/** Every on-sale screening of the page with this id (a page may list one screening twice). */
function onSaleScreenings(id?: string): HTMLElement[] {
  const selector = id === undefined ? "li[data-event-id]" : `li[data-event-id="${CSS.escape(id)}"]`;
  return [...document.querySelectorAll<HTMLElement>(selector)].filter((li) => li.dataset["status"] === "on-sale");
}

/** What Screening.tsx renders for a sold-out screening: no link, a plain "Utsolgt", and "Si fra om det blir ledig" to reveal. */
function markSoldOut(li: HTMLElement, label: string, seatLabel: string | undefined): void {
  const button = li.querySelector("a.ticket-button");
  if (button) {
    const soldOut = document.createElement("span");
    soldOut.className = "sold-out";
    soldOut.textContent = label;
    button.replaceWith(soldOut);
    if (seatLabel !== undefined) {
      const seat = document.createElement("button");
      seat.type = "button";
      seat.className = "seat-button";
      seat.dataset["seat"] = li.dataset["eventId"] ?? "";
      seat.dataset["pending"] = "";
      seat.textContent = seatLabel;
      soldOut.after(seat);
    }
  }
  li.dataset["status"] = "sold-out";
  li.classList.add("is-sold-out");
}

/** Asks for the screenings on sale in the page now (each id once) and marks those sold out since, with their seat buttons. */
async function refresh(label: string, seats: SeatWatchWords | undefined, locale: "nb" | "en"): Promise<void> {
  const ids = onSaleScreenings().flatMap((li) => li.dataset["eventId"] ?? []);
  for (const event of await events.load(ids)) {
    if (!event.soldOut) continue;
    for (const li of onSaleScreenings(event.id)) markSoldOut(li, label, seats?.on);
  }
  if (seats) armSeatButtons(document, seats, locale);
}

/** Whether a mutation brought screening rows into the page. */
const addsRows = (records: MutationRecord[]) =>
  records.some((r) => [...r.addedNodes].some((n) => n instanceof Element && (n.matches("li[data-event-id]") || n.querySelector("li[data-event-id]") !== null)));

export async function hydrate(_root: HTMLElement, props: unknown): Promise<void> {
  const label = soldOutLabel(props);
  const seats = seatWords(props);
  const locale = (props as Partial<LiveScreeningsIslandProps> | null)?.locale === "en" ? "en" : "nb";
  // Sold-out rows offer "Si fra om det blir ledig" (seat-watch.ts), rows that come later too.
  if (seats) armSeatButtons(document, seats, locale);
  // Rows that come later (the programme island swaps in another day's page) are looked up too.
  new MutationObserver((records) => {
    if (!addsRows(records)) return;
    if (seats) armSeatButtons(document, seats, locale);
    void refresh(label, seats, locale).catch(() => undefined);
  }).observe(document.body, { childList: true, subtree: true });
  await refresh(label, seats, locale);
}
