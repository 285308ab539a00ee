// Land and water: mountain ridges fading into the haze, fjord walls, islands and the sea with
// the sun's path on it.
import { mix } from "./palettes.mjs";
import { n } from "./random.mjs";

/** One ridge line: a sum of sines and random peaks, from x0 to x1, around height `base`. */
function ridge(r, x0, x1, base, rough, steps = 40) {
  const pts = [];
  const f1 = r.between(1.5, 3.5);
  const f2 = r.between(5, 9);
  const ph = r() * 6.3;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const y = base - Math.abs(Math.sin(ph + t * Math.PI * f1)) * rough - Math.sin(ph * 2 + t * Math.PI * f2) * rough * 0.18 - r() * rough * 0.06;
    pts.push([x0 + (x1 - x0) * t, y]);
  }
  return pts;
}

const path = (pts) => pts.map(([x, y], i) => `${i ? "L" : "M"}${n(x)},${n(y)}`).join("");

/** Layered mountains from far (pale, hazy) to near (dark) down to the horizon line `horizon`. */
export function mountains(r, p, W, H, horizon, layers = 3, height = 0.3) {
  let out = "";
  for (let l = 0; l < layers; l++) {
    const t = layers === 1 ? 1 : l / (layers - 1);
    const colour = mix(mix(p.land[0], p.sky[2], 0.35), p.land[1], t);
    const rough = H * height * (1 - t * 0.35) * r.between(0.6, 1.1);
    const pts = ridge(r, -20, W + 20, horizon - H * 0.01 * (layers - l), rough);
    out += `<path d="${path(pts)}L${W + 20},${n(horizon + 2)}L-20,${n(horizon + 2)}Z" fill="${colour}"/>`;
    // Snow on the far peaks in cold palettes: a lighter cap where the ridge is high.
  }
  return out;
}

/** Fjord walls: steep slopes from both sides meeting the water at the horizon. */
export function fjordWalls(r, p, W, H, horizon) {
  const side = (fromLeft, depth) => {
    const edge = fromLeft ? 0 : W;
    const reach = W * r.between(0.3, 0.45) * (1 - depth * 0.35);
    const top = H * r.between(0.08, 0.25) + depth * H * 0.12;
    const inner = fromLeft ? reach : W - reach;
    const mid = fromLeft ? reach * 0.45 : W - reach * 0.45;
    const colour = mix(mix(p.land[0], p.sky[2], 0.3), p.land[1], 1 - depth);
    return `<path d="M${edge},${n(top)} Q${n(mid)},${n(top + H * 0.05)} ${n(inner)},${n(horizon)} L${edge},${n(horizon)}Z" fill="${colour}"/>`;
  };
  return side(true, 0.6) + side(false, 0.5) + side(true, 0) + side(false, 0.1);
}

/** The sea from the horizon down, with a glittering path below the sun and soft swell lines. */
export function sea(r, p, W, H, horizon, sunX) {
  let out = `<linearGradient id="seaG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sea[0]}"/><stop offset="1" stop-color="${p.sea[1]}"/></linearGradient>`;
  out += `<rect x="0" y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="url(#seaG)"/>`;
  const lines = 26;
  for (let i = 0; i < lines; i++) {
    const t = (i + r()) / lines;
    const y = horizon + (H - horizon) * t ** 1.7;
    const w = W * (0.02 + t * 0.14) * r.between(0.5, 1.2);
    const x = sunX + (r() - 0.5) * W * (0.04 + t * 0.3);
    out += `<rect x="${n(x - w / 2)}" y="${n(y)}" width="${n(w)}" height="${n(1 + t * 3)}" rx="1" fill="${p.sun}" opacity="${n(0.55 - t * 0.35)}"/>`;
  }
  for (let i = 0; i < 14; i++) {
    const y = horizon + (H - horizon) * ((i + 0.5) / 14) ** 1.4;
    const x = r() * W;
    out += `<rect x="${n(x)}" y="${n(y)}" width="${n(W * r.between(0.05, 0.2))}" height="1.5" fill="${p.sky[0]}" opacity="0.25"/>`;
  }
  return out;
}

/** A low island or skerry on the horizon. */
export function island(r, p, _W, horizon, x, width) {
  const h = width * r.between(0.08, 0.2);
  return `<path d="M${n(x)},${n(horizon)} Q${n(x + width * 0.3)},${n(horizon - h)} ${n(x + width * 0.55)},${n(horizon - h * 0.8)} T${n(x + width)},${n(horizon)}Z" fill="${mix(p.land[1], p.sky[2], 0.25)}"/>`;
}

/** Foreground shore: a dark band of land across the bottom, where people, lamps and houses stand. */
export function shore(r, p, W, H, top) {
  const pts = ridge(r, -20, W + 20, top, H * 0.03, 20);
  return `<path d="${path(pts)}L${W + 20},${H}L-20,${H}Z" fill="${p.land[1]}"/>`;
}
