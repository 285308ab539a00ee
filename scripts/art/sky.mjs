// Skies: the gradient, the sun or moon with its glow, stars, aurora ribbons and soft clouds.
import { n } from "./random.mjs";

/**
 * Gradient definitions every scene uses; ids are per picture, so nothing clashes. Soft edges come
 * from gradients, never from blur filters: a blur costs the renderer ten times the picture.
 */
export function skyDefs(p, sunAt) {
  return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="0.62" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient>
<radialGradient id="glow" cx="${n(sunAt.x)}" cy="${n(sunAt.y)}" r="${n(sunAt.r)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.75"/><stop offset="0.35" stop-color="${p.sun}" stop-opacity="0.22"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>
<radialGradient id="cloud"><stop offset="0" stop-color="${p.sun}"/><stop offset="0.55" stop-color="${p.sun}" stop-opacity="0.6"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>`;
}

export function sky(W, H) {
  return `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
}

/** A sun (or moon) on the horizon: disc plus glow; `cut` hides what is below the horizon. */
export function sun(p, at, radius) {
  return `<rect x="0" y="0" width="100%" height="100%" fill="url(#glow)"/><circle cx="${n(at.x)}" cy="${n(at.y)}" r="${n(radius)}" fill="${p.sun}"/>`;
}

export function stars(r, W, H, count) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const size = r() < 0.9 ? r.between(0.6, 1.6) : r.between(1.8, 2.8);
    out += `<circle cx="${n(r() * W)}" cy="${n(r() ** 1.6 * H)}" r="${n(size)}" fill="#fff" opacity="${n(r.between(0.35, 0.95))}"/>`;
  }
  return out;
}

/** Aurora: a few wavy curtains, each a band brighter towards its lower edge, with a faint glow around it. */
export function aurora(r, W, H, colours) {
  let defs = "";
  let out = "";
  const bands = r.int(2, 4);
  for (let b = 0; b < bands; b++) {
    const colour = colours[b % colours.length];
    const id = `au${b}`;
    defs += `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}" stop-opacity="0"/><stop offset="0.7" stop-color="${colour}" stop-opacity="0.5"/><stop offset="0.93" stop-color="${colour}" stop-opacity="0.85"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></linearGradient>`;
    const base = H * r.between(0.28, 0.5);
    const height = H * r.between(0.18, 0.32);
    const phase = r() * Math.PI * 2;
    const wave = r.between(1.2, 2.6);
    const points = [];
    for (let i = 0; i <= 24; i++) {
      const x = (i / 24) * W * 1.2 - W * 0.1;
      const y = base + Math.sin(phase + (i / 24) * Math.PI * wave) * H * 0.09 + Math.sin(i * 1.7 + b) * H * 0.012;
      points.push([x, y]);
    }
    const lower = points.map(([x, y]) => `${n(x)},${n(y)}`).join(" L");
    const upper = [...points]
      .reverse()
      .map(([x, y]) => `${n(x + W * 0.02)},${n(y - height)}`)
      .join(" L");
    // A wider, fainter copy behind the band stands in for the glow a blur would give.
    const glow = [...points]
      .reverse()
      .map(([x, y]) => `${n(x + W * 0.02)},${n(y - height * 1.25)}`)
      .join(" L");
    const opacity = r.between(0.65, 0.95);
    out += `<path d="M${lower} L${glow} Z" fill="url(#${id})" opacity="${n(opacity * 0.35)}" transform="translate(0 ${n(H * 0.015)})"/>`;
    out += `<path d="M${lower} L${upper} Z" fill="url(#${id})" opacity="${n(opacity)}"/>`;
  }
  return { defs, svg: out };
}

/** Long low clouds, lit by the sun's colour (the `cloud` gradient of skyDefs); `colour` is kept for callers. */
export function clouds(r, W, H, _colour, count) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const y = H * r.between(0.08, 0.42);
    const x = r.between(-0.2, 0.9) * W;
    const w = W * r.between(0.18, 0.5);
    const h = Math.min(W, H) * r.between(0.008, 0.016);
    out += `<ellipse cx="${n(x + w / 2)}" cy="${n(y)}" rx="${n(w / 2)}" ry="${n(h * 2.2)}" fill="url(#cloud)" opacity="${n(r.between(0.3, 0.6))}"/>`;
  }
  return out;
}
