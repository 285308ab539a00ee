// Things that stand in the landscape, drawn as silhouettes against the light: boats, houses,
// a lighthouse, a lamp post, gulls, a person, and festoon lights.
import { n } from "./random.mjs";

/** A fishing boat (sjark) at (x, y = waterline), `s` its length; with a short reflection. */
export function boat(r, colour, x, y, s, light) {
  const h = s * 0.16;
  const hull = `M${n(x)},${n(y - h)} L${n(x + s)},${n(y - h * 1.25)} L${n(x + s * 0.9)},${n(y)} L${n(x + s * 0.12)},${n(y)}Z`;
  const cx = x + s * r.between(0.3, 0.5);
  const cabin = `<rect x="${n(cx)}" y="${n(y - h * 2.3)}" width="${n(s * 0.2)}" height="${n(h * 1.2)}" fill="${colour}"/>`;
  const mast = `<rect x="${n(cx + s * 0.28)}" y="${n(y - h * 4.4)}" width="${n(Math.max(1.5, s * 0.012))}" height="${n(h * 3.4)}" fill="${colour}"/>`;
  const lamp = light ? `<circle cx="${n(cx + s * 0.06)}" cy="${n(y - h * 1.8)}" r="${n(s * 0.022)}" fill="${light}"/>` : "";
  const reflection = `<path d="${hull}" fill="${colour}" opacity="0.28" transform="translate(0 ${n(2 * y)}) scale(1 -1)"/>`;
  return `<path d="${hull}" fill="${colour}"/>${cabin}${mast}${lamp}${reflection}`;
}

/** A row of rorbu houses on the shore, red and ochre, some windows lit. */
export function houses(r, x, y, count, size, lit) {
  const colours = ["#9e2b25", "#b8442f", "#c98a2b", "#e9e1d2", "#7a2420"];
  let out = "";
  let cx = x;
  for (let i = 0; i < count; i++) {
    const w = size * r.between(0.9, 1.4);
    const h = size * r.between(0.6, 0.85);
    const roof = h * 0.55;
    const c = r.pick(colours);
    out += `<rect x="${n(cx)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" fill="${c}"/>`;
    out += `<path d="M${n(cx - w * 0.06)},${n(y - h)} L${n(cx + w / 2)},${n(y - h - roof)} L${n(cx + w * 1.06)},${n(y - h)}Z" fill="#2a2026"/>`;
    if (lit && r() < 0.75) out += `<rect x="${n(cx + w * 0.35)}" y="${n(y - h * 0.7)}" width="${n(w * 0.28)}" height="${n(h * 0.3)}" fill="${lit}"/>`;
    cx += w * r.between(1.1, 1.5);
  }
  return out;
}

/** A lighthouse with its beam; the beam fans out to the side away from the tower's foot. */
export function lighthouse(x, y, h, body, light, beam) {
  const w = h * 0.16;
  let out = "";
  if (beam)
    out += `<path d="M${n(x)},${n(y - h * 0.95)} L${n(x - h * 3.2)},${n(y - h * 1.6)} L${n(x - h * 3.2)},${n(y - h * 0.6)}Z" fill="${light}" opacity="0.18"/>`;
  out += `<path d="M${n(x - w / 2)},${n(y)} L${n(x - w * 0.32)},${n(y - h * 0.85)} L${n(x + w * 0.32)},${n(y - h * 0.85)} L${n(x + w / 2)},${n(y)}Z" fill="${body}"/>`;
  out += `<rect x="${n(x - w * 0.3)}" y="${n(y - h * 0.62)}" width="${n(w * 0.6)}" height="${n(h * 0.1)}" fill="#b3262b"/>`;
  out += `<rect x="${n(x - w * 0.3)}" y="${n(y - h * 0.35)}" width="${n(w * 0.6)}" height="${n(h * 0.1)}" fill="#b3262b"/>`;
  out += `<rect x="${n(x - w * 0.26)}" y="${n(y - h)}" width="${n(w * 0.52)}" height="${n(h * 0.15)}" fill="${light}"/>`;
  out += `<path d="M${n(x - w * 0.36)},${n(y - h)} L${n(x)},${n(y - h * 1.12)} L${n(x + w * 0.36)},${n(y - h)}Z" fill="${body}"/>`;
  return out;
}

/** An old street lamp by the water, its light a warm halo. */
export function lampPost(x, y, h, colour, light) {
  return `<circle cx="${n(x)}" cy="${n(y - h)}" r="${n(h * 0.35)}" fill="${light}" opacity="0.18"/><circle cx="${n(x)}" cy="${n(y - h)}" r="${n(h * 0.12)}" fill="${light}" opacity="0.5"/>
<rect x="${n(x - h * 0.018)}" y="${n(y - h)}" width="${n(h * 0.036)}" height="${n(h)}" fill="${colour}"/><rect x="${n(x - h * 0.05)}" y="${n(y - h * 1.06)}" width="${n(h * 0.1)}" height="${n(h * 0.1)}" rx="2" fill="${light}"/><path d="M${n(x - h * 0.07)},${n(y - h * 1.06)} L${n(x)},${n(y - h * 1.13)} L${n(x + h * 0.07)},${n(y - h * 1.06)}Z" fill="${colour}"/>`;
}

/** Gulls: a few shallow "m" strokes. */
export function gulls(r, W, H, count, colour, area = [0.1, 0.45]) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = r.between(0.05, 0.95) * W;
    const y = r.between(area[0], area[1]) * H;
    const s = r.between(0.008, 0.02) * W;
    out += `<path d="M${n(x - s)},${n(y)} Q${n(x - s / 2)},${n(y - s * 0.5)} ${n(x)},${n(y)} Q${n(x + s / 2)},${n(y - s * 0.5)} ${n(x + s)},${n(y)}" stroke="${colour}" stroke-width="${n(Math.max(1.5, s * 0.14))}" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}

/** A standing person seen from behind (head, coat), `h` tall, feet at y. */
export function person(x, y, h, colour) {
  const w = h * 0.26;
  return `<circle cx="${n(x)}" cy="${n(y - h * 0.9)}" r="${n(h * 0.085)}" fill="${colour}"/><path d="M${n(x - w / 2)},${n(y - h * 0.1)} Q${n(x - w * 0.55)},${n(y - h * 0.72)} ${n(x)},${n(y - h * 0.8)} Q${n(x + w * 0.55)},${n(y - h * 0.72)} ${n(x + w / 2)},${n(y - h * 0.1)}Z" fill="${colour}"/><rect x="${n(x - w * 0.3)}" y="${n(y - h * 0.12)}" width="${n(w * 0.22)}" height="${n(h * 0.12)}" fill="${colour}"/><rect x="${n(x + w * 0.08)}" y="${n(y - h * 0.12)}" width="${n(w * 0.22)}" height="${n(h * 0.12)}" fill="${colour}"/>`;
}

/** Festoon lights hung in sagging curves between x0 and x1. */
export function festoon(r, x0, x1, y, sag, colour, wire) {
  let out = `<path d="M${n(x0)},${n(y)} Q${n((x0 + x1) / 2)},${n(y + sag * 2)} ${n(x1)},${n(y)}" stroke="${wire}" stroke-width="2" fill="none"/>`;
  const bulbs = Math.round((x1 - x0) / 38);
  for (let i = 1; i < bulbs; i++) {
    const t = i / bulbs;
    const bx = x0 + (x1 - x0) * t;
    const by = (1 - t) ** 2 * y + 2 * t * (1 - t) * (y + sag * 2) + t ** 2 * y + 6;
    out += `<circle cx="${n(bx)}" cy="${n(by)}" r="14" fill="${colour}" opacity="0.18"/><circle cx="${n(bx)}" cy="${n(by)}" r="${n(r.between(3.5, 5))}" fill="${colour}"/>`;
  }
  return out;
}
