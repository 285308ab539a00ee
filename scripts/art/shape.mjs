// Drawing in a figure's own units: (u, v) with u across and v up from its foot, scaled by `s` and
// placed at (x, y). Keeps the silhouettes readable as lists of points.
import { n } from "./random.mjs";

/** A closed polygon of unit points. */
export function poly(points, x, y, s, fill, extra = "") {
  return `<path d="M${points.map(([u, v]) => `${n(x + u * s)},${n(y - v * s)}`).join("L")}Z" fill="${fill}"${extra}/>`;
}

/** An ellipse centred at unit (u, v). */
export function oval(u, v, ru, rv, x, y, s, fill, extra = "") {
  return `<ellipse cx="${n(x + u * s)}" cy="${n(y - v * s)}" rx="${n(ru * s)}" ry="${n(rv * s)}" fill="${fill}"${extra}/>`;
}

/** A straight stroke between unit points. */
export function line(u1, v1, u2, v2, x, y, s, colour, width) {
  return `<path d="M${n(x + u1 * s)},${n(y - v1 * s)}L${n(x + u2 * s)},${n(y - v2 * s)}" stroke="${colour}" stroke-width="${n(width * s)}" stroke-linecap="round" fill="none"/>`;
}

/** A rectangle from unit (u, v) (its lower left corner), w wide, h high. */
export function box(u, v, w, h, x, y, s, fill, extra = "") {
  return `<rect x="${n(x + u * s)}" y="${n(y - (v + h) * s)}" width="${n(w * s)}" height="${n(h * s)}" fill="${fill}"${extra}/>`;
}
