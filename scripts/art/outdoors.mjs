// Scenes inland: the open plateau (vidda) with reindeer, a forest, and a road into the mountains.
import { figure } from "./figures.mjs";
import { mountains } from "./land.mjs";
import { mix } from "./palettes.mjs";
import { gulls, person } from "./props.mjs";
import { n } from "./random.mjs";
import { open } from "./scenes.mjs";
import { aurora, clouds, sky, stars, sun } from "./sky.mjs";
import { vehicle } from "./vehicles.mjs";

const SNOW = "#eef3f8";

/** The sky for a scene: sun and clouds by day, stars (and aurora, a moon) by night. */
export function skyOf(r, p, W, H, horizonAt, o) {
  const night = Boolean(o.night || o.aurora);
  const { horizon, at, defs } = open(r, p, W, H, horizonAt, night ? 0.3 : r.between(0.02, 0.12));
  let body = sky(W, H);
  let extra = "";
  if (night) {
    // A light palette at night: the same colours, darkened, so the picture is the night it says.
    if (!o.aurora) body += `<rect width="${W}" height="${n(horizon)}" fill="#050a1a" opacity="0.4"/>`;
    body += stars(r, W, H * 0.6, Math.round((W * H) / 12000));
    if (o.aurora) {
      const lights = aurora(r, W, H * 0.9, ["#5cf2a6", "#3fd0c9", "#b57cf2"]);
      body += lights.svg;
      extra = lights.defs;
    }
  } else {
    body += sun(p, at, Math.min(W, H) * r.between(0.05, 0.08)) + clouds(r, W, H, p.sun, r.int(2, 4));
  }
  if (o.moon) body += moon(W * r.between(0.15, 0.85), H * r.between(0.1, 0.22), Math.min(W, H) * 0.06, p.sun);
  return { horizon, at, night, defs: defs + extra, body };
}

export function moon(x, y, radius, colour) {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius * 2.4)}" fill="${colour}" opacity="0.08"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}" fill="${colour}"/><circle cx="${n(x + radius * 0.3)}" cy="${n(y - radius * 0.2)}" r="${n(radius * 0.22)}" fill="#000" opacity="0.07"/>`;
}

/** Flat ground from the horizon down, snow-white or the land's colour. */
export function ground(p, W, H, top, snow, id = "groundG") {
  const near = snow ? mix(SNOW, p.land[1], 0.25) : p.land[1];
  const far = snow ? SNOW : mix(p.land[0], p.land[1], 0.5);
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${far}"/><stop offset="1" stop-color="${near}"/></linearGradient><rect x="0" y="${n(top)}" width="${W}" height="${n(H - top)}" fill="url(#${id})"/>`;
}

/** A wind turbine on the hills: a pale tower, three blades. */
function turbine(r, x, y, h, colour) {
  const hub = [x, y - h];
  const turn = r() * 120;
  const blades = [0, 120, 240].map((a) => {
    const rad = ((a + turn) * Math.PI) / 180;
    return `<path d="M${n(hub[0])},${n(hub[1])}L${n(hub[0] + Math.cos(rad) * h * 0.45)},${n(hub[1] + Math.sin(rad) * h * 0.45)}" stroke="${colour}" stroke-width="${n(Math.max(1.5, h * 0.025))}" stroke-linecap="round"/>`;
  });
  return `<path d="M${n(x - h * 0.02)},${n(y)}L${n(x - h * 0.008)},${n(y - h)}L${n(x + h * 0.008)},${n(y - h)}L${n(x + h * 0.02)},${n(y)}Z" fill="${colour}"/>${blades.join("")}`;
}

/** Depth 0 (horizon) … 1 (bottom edge): where on the ground, and how big things are there. */
const at = (horizon, H, depth) => horizon + (H - horizon) * depth;

export function vidda(r, p, W, H, o = {}) {
  const s = skyOf(r, p, W, H, r.between(0.52, 0.62), o);
  const { horizon } = s;
  const dark = s.night ? "#0b1220" : mix(p.land[1], "#000000", 0.2);
  let body = s.body + mountains(r, p, W, H, horizon, 2, 0.05);
  if (o.turbines)
    for (let i = 0; i < o.turbines; i++)
      body += turbine(r, W * (0.45 + i * 0.11 + r.between(-0.03, 0.03)), horizon - H * 0.01, H * r.between(0.16, 0.22), mix(p.sky[2], "#ffffff", 0.6));
  body += ground(p, W, H, horizon, o.snow);
  if (o.hills)
    for (let i = 0; i < 3; i++)
      body += `<ellipse cx="${n(W * (0.15 + i * 0.35))}" cy="${n(H)}" rx="${n(W * 0.32)}" ry="${n(H * r.between(0.18, 0.28))}" fill="${mix(p.land[0], p.land[1], 0.3 + i * 0.2)}"/>`;
  if (o.farm)
    body += figure("house", W * 0.3, at(horizon, H, 0.08), H * 0.12, dark, p.accent) + figure("house", W * 0.4, at(horizon, H, 0.08), H * 0.09, dark, p.accent);
  if (o.cairn) body += figure("cairn", W * r.between(0.6, 0.8), at(horizon, H, 0.35), H * 0.16, dark);
  if (o.lavvu) body += figure("lavvu", W * r.between(0.12, 0.3), at(horizon, H, 0.3), H * 0.18, dark, p.accent);
  for (let i = 0; i < (o.reindeer ?? 0); i++) {
    const depth = r.between(0.12, 0.6);
    body += figure("reindeer", W * r.between(0.08, 0.92), at(horizon, H, depth), H * (0.04 + depth * 0.12), dark);
  }
  if (o.calf) body += figure("reindeer", W * 0.6, at(horizon, H, 0.7), H * 0.16, dark) + figure("calf", W * 0.72, at(horizon, H, 0.72), H * 0.16, dark);
  if (o.snowmobile) {
    const y = at(horizon, H, 0.55);
    body +=
      `<path d="M0,${n(y + H * 0.05)} Q${n(W * 0.3)},${n(y)} ${n(W * 0.55)},${n(y)}" stroke="${mix(SNOW, dark, 0.2)}" stroke-width="${n(H * 0.012)}" fill="none"/>` +
      vehicle("motorbike", W * 0.6, y, H * 0.14, dark, p.accent);
  }
  for (let i = 0; i < (o.people ?? (o.person ? 1 : 0)); i++) body += person(W * r.between(0.3, 0.75), at(horizon, H, r.between(0.55, 0.8)), H * 0.18, dark);
  if (o.owls)
    body +=
      `<ellipse cx="${n(W * 0.5)}" cy="${n(H * 0.98)}" rx="${n(W * 0.22)}" ry="${n(H * 0.1)}" fill="${mix(p.land[1], SNOW, 0.3)}"/>` +
      figure("owl", W * 0.44, H * 0.92, H * 0.2, mix(SNOW, "#c9d2dc", 0.3), "#f2c14e") +
      figure("owl", W * 0.56, H * 0.93, H * 0.16, mix(SNOW, "#c9d2dc", 0.5), "#f2c14e");
  if (o.snail)
    body += `<circle cx="${n(W * 0.62)}" cy="${n(H * 0.86)}" r="${n(H * 0.06)}" fill="none" stroke="${p.accent}" stroke-width="${n(H * 0.018)}"/><path d="M${n(W * 0.55)},${n(H * 0.92)} L${n(W * 0.7)},${n(H * 0.92)} L${n(W * 0.72)},${n(H * 0.88)}" stroke="${p.accent}" stroke-width="${n(H * 0.02)}" fill="none" stroke-linecap="round"/>`;
  return { defs: s.defs, body };
}

function pine(x, y, h, colour, snow) {
  const w = h * 0.32;
  let out = `<rect x="${n(x - h * 0.02)}" y="${n(y - h * 0.15)}" width="${n(h * 0.04)}" height="${n(h * 0.15)}" fill="${colour}"/>`;
  for (let i = 0; i < 3; i++) {
    const top = y - h * (0.45 + i * 0.25);
    const base = y - h * (0.1 + i * 0.25);
    const half = w * (1 - i * 0.25);
    out += `<path d="M${n(x - half)},${n(base)} L${n(x)},${n(top)} L${n(x + half)},${n(base)}Z" fill="${colour}"/>`;
    if (snow)
      out += `<path d="M${n(x - half * 0.35)},${n(top + (base - top) * 0.35)} L${n(x)},${n(top)} L${n(x + half * 0.35)},${n(top + (base - top) * 0.35)}Z" fill="${SNOW}" opacity="0.9"/>`;
  }
  return out;
}

function birch(r, x, y, h, trunk, crown) {
  let out = `<rect x="${n(x - h * 0.015)}" y="${n(y - h)}" width="${n(h * 0.03)}" height="${n(h)}" fill="${trunk}"/>`;
  for (let i = 0; i < 4; i++)
    out += `<rect x="${n(x - h * 0.015)}" y="${n(y - h * r.between(0.2, 0.9))}" width="${n(h * 0.03)}" height="${n(h * 0.02)}" fill="#2a2a2a" opacity="0.6"/>`;
  for (let i = 0; i < 4; i++)
    out += `<ellipse cx="${n(x + h * r.between(-0.12, 0.12))}" cy="${n(y - h * r.between(0.6, 0.95))}" rx="${n(h * r.between(0.1, 0.18))}" ry="${n(h * r.between(0.08, 0.14))}" fill="${crown}" opacity="0.85"/>`;
  return out;
}

export function forest(r, p, W, H, o = {}) {
  const s = skyOf(r, p, W, H, r.between(0.6, 0.7), { ...o, night: o.night || o.moon });
  const { horizon } = s;
  let body = s.body;
  if (o.fire)
    body +=
      `<radialGradient id="fireG" cx="0.5" cy="1" r="0.8"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.7"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient><rect x="0" y="${n(horizon - H * 0.35)}" width="${W}" height="${n(H * 0.35)}" fill="url(#fireG)"/>` +
      Array.from(
        { length: 5 },
        (_, i) =>
          `<ellipse cx="${n(W * (0.5 + (i - 2) * 0.09 + r.between(-0.03, 0.03)))}" cy="${n(horizon - H * (0.15 + i * 0.06))}" rx="${n(W * (0.08 + i * 0.03))}" ry="${n(H * 0.04)}" fill="${mix(p.land[1], p.sky[1], 0.5)}" opacity="0.45"/>`,
      ).join("");
  body += mountains(r, p, W, H, horizon, 1, 0.1);
  body += ground(p, W, H, horizon, o.snow);
  const rows = 3;
  for (let row = 0; row < rows; row++) {
    const t = row / (rows - 1);
    const colour = mix(mix(p.land[0], p.sky[2], 0.3), p.land[1], 0.3 + t * 0.7);
    const y = horizon + (H - horizon) * (0.05 + t * 0.3);
    const h = H * (0.12 + t * 0.22);
    const gap = W * (0.04 + t * 0.05);
    for (let x = -gap * r(); x < W + gap; x += gap * r.between(0.6, 1.3)) {
      // Keep a clearing in the middle of the nearest row for whatever stands there.
      if (row === rows - 1 && x > W * 0.3 && x < W * 0.7) continue;
      body +=
        o.trees === "birch"
          ? birch(r, x, y, h, row === rows - 1 ? "#efeae0" : mix("#efeae0", colour, 0.5), mix(p.accent, colour, 0.45 + t * 0.3))
          : pine(x, y, h, colour, o.snow);
    }
  }
  const near = horizon + (H - horizon) * 0.55;
  const dark = mix(p.land[1], "#000000", 0.35);
  if (o.fence)
    body +=
      Array.from(
        { length: 9 },
        (_, i) => `<rect x="${n(W * (0.02 + i * 0.12))}" y="${n(near - H * 0.1)}" width="${n(W * 0.006)}" height="${n(H * 0.1)}" fill="${dark}"/>`,
      ).join("") +
      `<path d="M0,${n(near - H * 0.07)}L${W},${n(near - H * 0.07)}M0,${n(near - H * 0.04)}L${W},${n(near - H * 0.04)}" stroke="${dark}" stroke-width="2"/>`;
  if (o.cabin) body += figure("cabin", W * 0.5, near - H * 0.02, H * 0.2, dark, p.accent);
  if (o.animal) body += figure(o.animal, W * r.between(0.42, 0.58), near + H * 0.05, H * (o.animal === "moose" ? 0.26 : 0.2), dark, p.accent);
  for (let i = 0; i < (o.people ?? (o.person ? 1 : 0)); i++) body += person(W * (0.36 + i * 0.1 + r.between(-0.02, 0.02)), near + H * 0.08, H * 0.2, dark);
  if (o.birds) body += gulls(r, W, H, o.birds, dark, [0.08, 0.3]);
  return { defs: s.defs, body };
}

export function road(r, p, W, H, o = {}) {
  const s = skyOf(r, p, W, H, r.between(0.5, 0.58), o);
  const { horizon } = s;
  const vx = W * r.between(0.42, 0.58);
  let body = s.body + mountains(r, p, W, H, horizon, 2, 0.18) + ground(p, W, H, horizon, o.snow);
  const asphalt = o.snow ? mix(SNOW, "#5a6470", 0.45) : mix(p.land[1], "#1a1a1a", 0.4);
  body += `<path d="M${n(vx - W * 0.01)},${n(horizon)} L${n(vx + W * 0.01)},${n(horizon)} L${n(W * 0.85)},${H} L${n(W * 0.15)},${H}Z" fill="${asphalt}"/>`;
  for (let i = 0; i < 8; i++) {
    const t0 = (i + 0.2) / 8;
    const t1 = (i + 0.55) / 8;
    const y0 = horizon + (H - horizon) * t0 ** 1.6;
    const y1 = horizon + (H - horizon) * t1 ** 1.6;
    const x0 = vx + (W * 0.5 - vx) * t0 ** 1.6;
    const x1 = vx + (W * 0.5 - vx) * t1 ** 1.6;
    body += `<path d="M${n(x0)},${n(y0)}L${n(x1)},${n(y1)}" stroke="${o.snow ? "#ffffff" : "#f2e6c0"}" stroke-width="${n(1 + t1 * 7)}" opacity="0.8"/>`;
  }
  if (o.snow)
    body += `<path d="M0,${H} L0,${n(H * 0.8)} Q${n(W * 0.1)},${n(H * 0.78)} ${n(W * 0.16)},${H}Z" fill="${SNOW}"/><path d="M${W},${H} L${W},${n(H * 0.8)} Q${n(W * 0.9)},${n(H * 0.78)} ${n(W * 0.84)},${H}Z" fill="${SNOW}"/>`;
  const dark = mix(p.land[1], "#000000", 0.4);
  if (o.poles) {
    let prev;
    for (let i = 0; i < 7; i++) {
      const t = (i + 1) / 7;
      const x = vx + (W * 0.95 - vx) * t ** 1.5;
      const y = horizon + (H - horizon) * t ** 1.5;
      const h = H * (0.03 + t * 0.3);
      body += `<rect x="${n(x - h * 0.02)}" y="${n(y - h)}" width="${n(Math.max(1.5, h * 0.04))}" height="${n(h)}" fill="${dark}"/><rect x="${n(x - h * 0.12)}" y="${n(y - h * 0.95)}" width="${n(h * 0.24)}" height="${n(Math.max(1, h * 0.02))}" fill="${dark}"/>`;
      if (prev)
        body += `<path d="M${n(prev[0])},${n(prev[1])} Q${n((prev[0] + x) / 2)},${n((prev[1] + y - h * 0.95) / 2 + h * 0.05)} ${n(x)},${n(y - h * 0.95)}" stroke="${dark}" stroke-width="1" fill="none"/>`;
      prev = [x, y - h * 0.95];
    }
  }
  if (o.station) {
    const x = W * 0.2;
    const y = horizon + (H - horizon) * 0.35;
    body += `<rect x="${n(x - W * 0.12)}" y="${n(y - H * 0.16)}" width="${n(W * 0.24)}" height="${n(H * 0.025)}" fill="${dark}"/><rect x="${n(x - W * 0.11)}" y="${n(y - H * 0.135)}" width="${n(W * 0.22)}" height="${n(H * 0.01)}" fill="${p.accent}"/><rect x="${n(x - W * 0.1)}" y="${n(y - H * 0.135)}" width="${n(W * 0.01)}" height="${n(H * 0.135)}" fill="${dark}"/><rect x="${n(x + W * 0.09)}" y="${n(y - H * 0.135)}" width="${n(W * 0.01)}" height="${n(H * 0.135)}" fill="${dark}"/><rect x="${n(x - W * 0.02)}" y="${n(y - H * 0.07)}" width="${n(W * 0.03)}" height="${n(H * 0.07)}" fill="${p.accent}" opacity="0.8"/>`;
  }
  for (let i = 0; i < (o.reindeer ?? 0); i++) body += figure("reindeer", vx + W * (0.04 + i * 0.05), horizon + (H - horizon) * 0.3, H * 0.08, dark);
  if (o.vehicle) {
    const t = r.between(0.45, 0.6);
    const y = horizon + (H - horizon) * t ** 1.2;
    body += vehicle(o.vehicle, vx + (W * 0.5 - vx) * t, y, W * (0.12 + t * 0.16), dark, p.accent);
  }
  return { defs: s.defs, body };
}
