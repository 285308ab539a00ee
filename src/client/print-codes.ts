import { qrPath } from "./qr-path";

/** The marker each printable row or card carries once its code is drawn, so a second print draws nothing again. */
const DRAWN = "print-qr";
const SVG = "http://www.w3.org/2000/svg";

/**
 * The rows and cards a printed page holds, each with the film page its code leads to: programme
 * rows and catalogue cards by their title's link, the plan's screenings by `data-print-qr`.
 * Rows the filter left out (`hidden`) are not printed, so they get no code.
 */
function printable(root: ParentNode): { item: HTMLElement; url: string }[] {
  const items = root.querySelectorAll<HTMLElement>("li.screening, li.film-card, li[data-print-qr]");
  return [...items].flatMap((item) => {
    if (item.hidden || item.querySelector(`:scope > .${DRAWN}`)) return [];
    const path = item.dataset.printQr ?? item.querySelector<HTMLAnchorElement>(".screening-title > a, .film-title > a")?.getAttribute("href");
    return path ? [{ item, url: new URL(path, location.origin).href }] : [];
  });
}

/**
 * Draws a QR code to its film page into every printable row and card of the page (once): an
 * `<svg>` only print shows (80-print.css), so a printed programme leads a phone to the film, its
 * trailer and its tickets. Drawn here, in the browser and only when the visitor prints, rather
 * than in the page's HTML: forty-odd codes would be most of a day page's bytes and would push its
 * first screen past the first round trip (docs/decisions/030, 047).
 *
 * @example drawPrintCodes(document) // 46 on the busiest day's programme
 */
export function drawPrintCodes(root: ParentNode): number {
  const found = printable(root);
  for (const { item, url } of found) {
    const { size, d } = qrPath(url);
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("class", DRAWN);
    svg.setAttribute("viewBox", `0 0 ${size} ${size}`);
    svg.setAttribute("shape-rendering", "crispEdges");
    // Paper only: on screen it is not shown, and the row's title link already leads there.
    svg.setAttribute("aria-hidden", "true");
    const path = document.createElementNS(SVG, "path");
    path.setAttribute("d", d);
    svg.append(path);
    item.append(svg);
  }
  return found.length;
}
