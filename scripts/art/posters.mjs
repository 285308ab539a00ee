// Poster compositions: a film poster is designed, not photographed, so besides the scenes there
// are two graphic layouts, each a key shape and one silhouette (figures.mjs) in the film's palette.
// The seed picks the layout within each, so no two posters with the same idea look the same.
import { figure } from "./figures.mjs";
import { moon } from "./outdoors.mjs";
import { mix } from "./palettes.mjs";
import { n } from "./random.mjs";
import { stars } from "./sky.mjs";

const SNOW = "#eef3f8";

/** The ground a figure stands on, from y to the bottom. */
function groundOf(r, p, W, H, y, kind) {
  switch (kind) {
    case "sea": {
      let out = `<rect x="0" y="${n(y)}" width="${W}" height="${n(H - y)}" fill="${p.sea[1]}"/>`;
      for (let i = 0; i < 16; i++)
        out += `<rect x="${n(W * r.between(0.25, 0.6))}" y="${n(y + (H - y) * ((i + 0.5) / 16))}" width="${n(W * r.between(0.05, 0.25))}" height="${n(2 + i * 0.3)}" fill="${p.sun}" opacity="${n(0.5 - i * 0.025)}"/>`;
      return out;
    }
    case "snow":
    case "ice":
      return `<path d="M0,${n(y + H * 0.02)} Q${n(W * 0.3)},${n(y - H * 0.03)} ${n(W * 0.6)},${n(y)} T${W},${n(y - H * 0.01)} L${W},${H} L0,${H}Z" fill="${kind === "ice" ? mix(SNOW, p.sky[1], 0.2) : SNOW}"/>`;
    case "floor": {
      let out = `<rect x="0" y="${n(y)}" width="${W}" height="${n(H - y)}" fill="${mix(p.land[1], "#000000", 0.2)}"/>`;
      for (let i = -6; i <= 6; i++)
        out += `<path d="M${n(W / 2 + i * W * 0.03)},${n(y)} L${n(W / 2 + i * W * 0.2)},${H}" stroke="${p.accent}" stroke-opacity="0.25" stroke-width="2"/>`;
      return out;
    }
    case "peaks":
      return `<path d="M0,${n(y + H * 0.05)} L${n(W * 0.2)},${n(y - H * 0.06)} L${n(W * 0.35)},${n(y + H * 0.02)} L${n(W * 0.5)},${n(y - H * 0.08)} L${n(W * 0.7)},${n(y + H * 0.03)} L${n(W * 0.85)},${n(y - H * 0.04)} L${W},${n(y + H * 0.02)} L${W},${H} L0,${H}Z" fill="${p.land[1]}"/>`;
    case "none":
      return "";
    default:
      return `<ellipse cx="${n(W * 0.25)}" cy="${n(y + H * 0.08)}" rx="${n(W * 0.55)}" ry="${n(H * 0.1)}" fill="${mix(p.land[0], p.land[1], 0.5)}"/><ellipse cx="${n(W * 0.8)}" cy="${n(y + H * 0.1)}" rx="${n(W * 0.5)}" ry="${n(H * 0.1)}" fill="${p.land[1]}"/><rect x="0" y="${n(y + H * 0.1)}" width="${W}" height="${n(H)}" fill="${p.land[1]}"/>`;
  }
}

/**
 * A big sun, moon or planet and one silhouette in front of it. Four layouts: eclipse (the disc
 * behind the figure), rising (half the disc on the horizon), offset (a large figure beside it),
 * ring (an outline circle framing the figure).
 */
export function disc(r, p, W, H, o = {}) {
  const layout = r.pick(["eclipse", "eclipse", "rising", "rising", "offset", "offset", "ring"]);
  const night = o.body !== "sun";
  let body = `<linearGradient id="discSky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="0.7" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient><rect width="${W}" height="${H}" fill="url(#discSky)"/>`;
  if (night) body += stars(r, W, H * 0.7, 70);
  const groundY = H * (layout === "rising" ? 0.66 : 0.76);
  const place = {
    eclipse: { x: W / 2, y: H * 0.4, radius: W * 0.36, fx: W / 2, fh: H * 0.34 },
    rising: { x: W / 2, y: groundY, radius: W * 0.42, fx: W * r.between(0.42, 0.58), fh: H * 0.24 },
    offset: { x: W * 0.66, y: H * 0.3, radius: W * 0.25, fx: W * 0.38, fh: H * 0.46 },
    ring: { x: W / 2, y: H * 0.44, radius: W * 0.34, fx: W / 2, fh: H * 0.26 },
  }[layout];
  const colour = o.body === "planet" ? "#5fa8d3" : o.body === "moon" ? mix(p.sun, "#ffffff", 0.5) : p.sun;
  body += `<circle cx="${n(place.x)}" cy="${n(place.y)}" r="${n(place.radius * 1.35)}" fill="${colour}" opacity="0.1"/>`;
  if (layout === "ring") {
    body +=
      `<circle cx="${n(place.x)}" cy="${n(place.y)}" r="${n(place.radius)}" fill="none" stroke="${colour}" stroke-width="${n(W * 0.03)}"/>` +
      moon(W * 0.78, H * 0.14, W * 0.05, colour);
  } else if (night && o.body === "moon") {
    body += moon(place.x, place.y, place.radius, colour);
  } else {
    body += `<circle cx="${n(place.x)}" cy="${n(place.y)}" r="${n(place.radius)}" fill="${colour}"/>`;
    if (o.body === "planet")
      body += `<ellipse cx="${n(place.x)}" cy="${n(place.y)}" rx="${n(place.radius * 1.6)}" ry="${n(place.radius * 0.25)}" fill="none" stroke="${mix(colour, "#ffffff", 0.4)}" stroke-width="${n(W * 0.012)}"/>`;
  }
  // Screen-print stripes across the disc on every other poster: the same idea, another hand.
  if (r() < 0.5)
    for (let i = 0; i < 7; i++)
      body += `<rect x="${n(place.x - place.radius)}" y="${n(place.y + place.radius * (0.1 + i * 0.12))}" width="${n(place.radius * 2)}" height="${n(H * 0.006 + i * 0.8)}" fill="${p.sky[1]}" opacity="0.55"/>`;
  body += groundOf(r, p, W, H, groundY, o.ground ?? "hills");
  const dark = mix(p.land[1], "#000000", 0.45);
  body += figure(o.figure ?? "person", place.fx, o.ground === "none" ? H * 0.72 : groundY + H * 0.01, place.fh, dark, p.accent);
  return { defs: "", body };
}

/**
 * Flat bands of colour from the sky to the ground, straight, waving or peaked, with one
 * silhouette on the nearest edge and a small sun or moon: a printed poster's look, margin and all.
 */
export function bands(r, p, W, H, o = {}) {
  const count = o.count ?? 5;
  const style = r.pick(["flat", "flat", "waves", "waves", "peaks"]);
  const margin = r() < 0.5 ? W * 0.05 : 0;
  let body = `<rect width="${W}" height="${H}" fill="${mix(p.sky[2], "#ffffff", 0.5)}"/>`;
  const inner = { x: margin, y: margin, w: W - margin * 2, h: H - margin * 2 };
  body += `<svg x="${n(inner.x)}" y="${n(inner.y)}" width="${n(inner.w)}" height="${n(inner.h)}" viewBox="0 0 ${n(inner.w)} ${n(inner.h)}">`;
  body += `<rect width="${n(inner.w)}" height="${n(inner.h)}" fill="${p.sky[0]}"/>`;
  const w = inner.w;
  const h = inner.h;
  const top = h * 0.35;
  const disc = o.moon ? mix(p.sun, "#ffffff", 0.5) : p.sun;
  body += `<circle cx="${n(w * r.between(0.25, 0.75))}" cy="${n(h * r.between(0.14, 0.26))}" r="${n(w * r.between(0.08, 0.14))}" fill="${disc}"/>`;
  let edge = top;
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const colour = mix(mix(p.sky[1], p.sky[2], 0.5), p.land[1], t);
    const y = top + (h - top) * (i / count) ** 0.9;
    const amp = h * (0.015 + (style === "flat" ? 0 : 0.03));
    const phase = r() * 6;
    const pts = [];
    for (let k = 0; k <= 16; k++) {
      const x = (k / 16) * w;
      const dy = style === "waves" ? Math.sin(phase + k * 0.7) * amp : style === "peaks" ? (k % 2 ? -amp * 2 : amp) * (0.5 + r() * 0.5) : 0;
      pts.push(`${n(x)},${n(y + dy)}`);
    }
    body += `<path d="M${pts.join("L")} L${n(w)},${n(h)} L0,${n(h)}Z" fill="${colour}"/>`;
    edge = y;
  }
  const dark = mix(p.land[1], "#000000", 0.5);
  body += figure(o.figure ?? "person", w * r.between(0.35, 0.65), edge + (h - edge) * 0.55, h * 0.26, dark, p.accent);
  body += "</svg>";
  return { defs: "", body };
}
