/**
 * The programme's strip of day tabs scrolls sideways on a phone: a chosen day far along it (a
 * Saturday, a December day) would sit out of sight beside "Fra nå" and "I dag". Brings the chosen
 * tab to the strip's start, inside the strip only (the page does not move). Run by the page script
 * when a page opens and by the programme island after it swaps a page in.
 */
export function showChosenDay(root: ParentNode = document): void {
  const current = root.querySelector<HTMLElement>('.day-tabs [aria-current="page"]');
  const strip = current?.closest("ul");
  if (current && strip) strip.scrollLeft = current.offsetLeft - strip.offsetLeft - 16;
}
