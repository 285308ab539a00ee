/**
 * The programme's strip of day tabs scrolls sideways on a phone: a chosen day far along it (a
 * Saturday, a December day) would sit out of sight beside "Fra nå" and "I dag". Brings the chosen
 * tab to the strip's start, inside the strip only (the page does not move): when the page opens,
 * and whenever the programme island swaps in another day's page or marks another tab (offline).
 * The page script does it alone, watching the island, so the island's code and this script share
 * no module (a shared one would be one more script on every page).
 */
const ISLAND = '[data-island="programme-filter"]';

function showChosenDay(root: ParentNode): void {
  const current = root.querySelector<HTMLElement>('.day-tabs [aria-current="page"]');
  const strip = current?.closest("ul");
  if (current && strip) strip.scrollLeft = current.offsetLeft - strip.offsetLeft - 16;
}

/**
 * A tab the keyboard reaches half out of the strip stays there in Chromium, its focus ring cut: the
 * browser scrolls a focused element into view only when none of it shows. Brings it to the strip's
 * start (past its scroll padding, so its ring shows), one of the places the strip snaps to; a
 * smaller scroll would be snapped back.
 */
function showFocusedDay(event: FocusEvent): void {
  const tab = event.target;
  const strip = tab instanceof HTMLElement ? tab.closest(".day-tabs ul") : null;
  if (!(tab instanceof HTMLElement) || !strip) return;
  const pad = Number.parseFloat(getComputedStyle(strip).scrollPaddingLeft) || 0;
  const seen = strip.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < seen.left + pad || box.right > seen.right - pad) strip.scrollLeft += box.left - seen.left - pad;
}

export function keepChosenDayInView(): void {
  const island = document.querySelector<HTMLElement>(ISLAND);
  if (!island) return;
  showChosenDay(island);
  // On the island, which keeps its element when it swaps in another day's strip.
  island.addEventListener("focusin", showFocusedDay);
  // A swap replaces the island's children; a tab marked afresh changes its aria-current. Other
  // changes inside (a ticket's live status) leave the strip where the visitor scrolled it.
  const moved = (records: MutationRecord[]) => records.some((r) => r.type === "attributes" || r.target === island);
  new MutationObserver((records) => {
    if (moved(records)) showChosenDay(island);
  }).observe(island, { childList: true, subtree: true, attributeFilter: ["aria-current"] });
}
