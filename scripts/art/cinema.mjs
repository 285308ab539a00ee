// Indoor pictures: a cinema hall (screen, projector beam, seat rows, audience) and a long dinner
// table under lamps for the culinary cinema.
import { mix } from "./palettes.mjs";
import { n } from "./random.mjs";

/** The screen's frame; what it shows is drawn by the caller inside `rect`. */
export function screenRect(W, H, r) {
  const w = W * r.between(0.56, 0.7);
  const h = w * 0.42;
  return { x: (W - w) / 2 + W * r.between(-0.04, 0.04), y: H * r.between(0.1, 0.16), w, h };
}

export function hall(p, W, H) {
  return `<linearGradient id="hallG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient><rect width="${W}" height="${H}" fill="url(#hallG)"/>`;
}

/** Curtains at both sides of the screen, folds drawn as darker stripes. */
export function curtains(p, W, H, rect) {
  const colour = p.land[0];
  let out = "";
  for (const left of [true, false]) {
    const x0 = left ? 0 : rect.x + rect.w + W * 0.02;
    const x1 = left ? rect.x - W * 0.02 : W;
    out += `<rect x="${n(x0)}" y="0" width="${n(x1 - x0)}" height="${n(H * 0.72)}" fill="${colour}"/>`;
    for (let x = x0; x < x1; x += 26) out += `<rect x="${n(x)}" y="0" width="10" height="${n(H * 0.72)}" fill="${p.land[1]}" opacity="0.45"/>`;
  }
  return out;
}

/** The light from the projection window at the back, widening towards the screen. */
export function beam(p, W, H, rect, from = { x: 0.5, y: 0.98 }) {
  return `<linearGradient id="beamG" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0.04"/></linearGradient>
<path d="M${n(W * from.x - 8)},${n(H * from.y)} L${n(rect.x)},${n(rect.y + rect.h)} L${n(rect.x + rect.w)},${n(rect.y)} L${n(W * from.x + 8)},${n(H * from.y)}Z" fill="url(#beamG)"/>`;
}

/** Rows of seat backs, nearer rows larger and darker; `people` of them occupied by heads. */
export function seats(r, p, W, H, top, people) {
  let out = "";
  const rows = 5;
  for (let row = 0; row < rows; row++) {
    const t = row / (rows - 1);
    const y = top + (H - top) * (0.05 + t ** 1.2 * 0.85);
    const sw = W * (0.045 + t * 0.035);
    const colour = mix(p.land[0], p.land[1], 0.4 + t * 0.6);
    const offset = row % 2 ? sw / 2 : 0;
    for (let x = -sw + offset; x < W + sw; x += sw * 1.05) {
      if (people > 0 && r() < people) {
        out += `<circle cx="${n(x + sw / 2)}" cy="${n(y - sw * 0.62)}" r="${n(sw * 0.26)}" fill="${mix(colour, "#000000", 0.35)}"/><rect x="${n(x + sw * 0.2)}" y="${n(y - sw * 0.42)}" width="${n(sw * 0.6)}" height="${n(sw * 0.5)}" rx="${n(sw * 0.2)}" fill="${mix(colour, "#000000", 0.35)}"/>`;
      }
      out += `<rect x="${n(x)}" y="${n(y - sw * 0.25)}" width="${n(sw * 0.98)}" height="${n(sw * 1.1)}" rx="${n(sw * 0.22)}" fill="${colour}"/>`;
    }
  }
  return out;
}

/** A long table in perspective with plates and candle light, lamps hanging above. */
export function dinner(r, p, W, H) {
  let out = `<path d="M${n(W * 0.08)},${H} L${n(W * 0.4)},${n(H * 0.52)} L${n(W * 0.6)},${n(H * 0.52)} L${n(W * 0.92)},${H}Z" fill="#efe6d6"/>`;
  for (let i = 0; i < 7; i++) {
    const t = i / 6;
    const y = H * 0.55 + H * 0.4 * t ** 1.3;
    const spread = W * (0.1 + t * 0.35) * 0.55;
    const s = 8 + t * 44;
    for (const side of [-1, 1]) {
      const x = W / 2 + side * spread * 0.62;
      out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s)}" ry="${n(s * 0.42)}" fill="#ffffff" stroke="#c9bca6" stroke-width="1.5"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 0.55)}" ry="${n(s * 0.22)}" fill="${r.pick(["#d9774a", "#8c3b3b", "#e0b04f", "#6f8f4e"])}"/>`;
    }
    const cy = y - s * 0.5;
    out += `<circle cx="${n(W / 2)}" cy="${n(cy)}" r="${n(s * 0.9)}" fill="${p.accent}" opacity="0.16"/><rect x="${n(W / 2 - s * 0.06)}" y="${n(cy)}" width="${n(s * 0.12)}" height="${n(s * 0.5)}" fill="#f5efe4"/><circle cx="${n(W / 2)}" cy="${n(cy - s * 0.08)}" r="${n(s * 0.1)}" fill="${p.accent}"/>`;
  }
  for (let i = 0; i < 4; i++) {
    const x = W * (0.2 + i * 0.2);
    const y = H * r.between(0.18, 0.28);
    out += `<rect x="${n(x - 1)}" y="0" width="2" height="${n(y)}" fill="${p.land[1]}"/><path d="M${n(x - 34)},${n(y + 24)} Q${n(x)},${n(y - 16)} ${n(x + 34)},${n(y + 24)}Z" fill="${p.land[1]}"/><ellipse cx="${n(x)}" cy="${n(y + 26)}" rx="60" ry="22" fill="${p.accent}" opacity="0.3"/>`;
  }
  return out;
}
