// Scenes where people live: a street of wooden houses, a city skyline, and a room with a window
// that looks out on another scene.
import { figure } from "./figures.mjs";
import { mountains } from "./land.mjs";
import { ground, skyOf } from "./outdoors.mjs";
import { mix } from "./palettes.mjs";
import { festoon, lampPost, person } from "./props.mjs";
import { n } from "./random.mjs";
import { vehicle } from "./vehicles.mjs";

const HOUSE_COLOURS = ["#9e2b25", "#c98a2b", "#e9e1d2", "#4f6d7a", "#7a2420", "#d9c27a", "#6f8f4e"];

/** A row of houses standing on y: wide and low or tall and narrow, lit at night, white-roofed in snow. */
function street(r, W, y, count, h, night, snow, lit) {
  let out = "";
  let x = -W * 0.02;
  const step = W / count;
  for (let i = 0; i < count; i++) {
    const w = step * r.between(0.6, 0.9);
    const hh = h * r.between(0.7, 1.2);
    const colour = night ? mix(r.pick(HOUSE_COLOURS), "#0a0f1e", 0.55) : r.pick(HOUSE_COLOURS);
    out += `<rect x="${n(x)}" y="${n(y - hh)}" width="${n(w)}" height="${n(hh)}" fill="${colour}"/>`;
    out += `<path d="M${n(x - w * 0.06)},${n(y - hh)} L${n(x + w / 2)},${n(y - hh - hh * 0.45)} L${n(x + w * 1.06)},${n(y - hh)}Z" fill="${snow ? "#f3f6fa" : "#2a2026"}"/>`;
    for (let k = 0; k < 2; k++) {
      if (!night && r() < 0.5) continue;
      const on = night ? r() < 0.7 : false;
      out += `<rect x="${n(x + w * (0.18 + k * 0.4))}" y="${n(y - hh * 0.7)}" width="${n(w * 0.22)}" height="${n(hh * 0.25)}" fill="${on ? lit : "#1d2430"}" opacity="${on ? 1 : 0.55}"/>`;
    }
    x += step;
  }
  return out;
}

export function town(r, p, W, H, o = {}) {
  const s = skyOf(r, p, W, H, r.between(0.6, 0.68), o);
  const { horizon, night } = s;
  const dark = night ? "#0b1020" : mix(p.land[1], "#000000", 0.3);
  let body = s.body + mountains(r, p, W, H, horizon - H * 0.05, 2, 0.16);
  if (o.mast) body += figure("mast", W * 0.78, horizon - H * 0.04, H * 0.45, dark, "#ff3b30");
  if (o.headframe) body += figure("headframe", W * 0.72, horizon - H * 0.03, H * 0.32, dark);
  if (o.church)
    body += `<rect x="${n(W * 0.2)}" y="${n(horizon - H * 0.2)}" width="${n(W * 0.035)}" height="${n(H * 0.2)}" fill="${mix(dark, "#ffffff", 0.7)}"/><path d="M${n(W * 0.195)},${n(horizon - H * 0.2)} L${n(W * 0.2175)},${n(horizon - H * 0.3)} L${n(W * 0.24)},${n(horizon - H * 0.2)}Z" fill="${dark}"/>`;
  body += ground(p, W, H, horizon, o.snow);
  body += street(r, W, horizon + H * 0.02, o.houses ?? r.int(5, 8), H * 0.13, night, o.snow, p.accent);
  if (o.hall)
    body +=
      `<rect x="${n(W * 0.32)}" y="${n(horizon - H * 0.14)}" width="${n(W * 0.36)}" height="${n(H * 0.18)}" fill="${mix(dark, p.land[0], 0.3)}"/><rect x="${n(W * 0.46)}" y="${n(horizon - H * 0.06)}" width="${n(W * 0.08)}" height="${n(H * 0.1)}" fill="${p.accent}"/>` +
      [0.36, 0.41, 0.57, 0.62]
        .map((u) => `<rect x="${n(W * u)}" y="${n(horizon - H * 0.1)}" width="${n(W * 0.035)}" height="${n(H * 0.05)}" fill="${p.accent}" opacity="0.85"/>`)
        .join("");
  if (o.school)
    body +=
      `<rect x="${n(W * 0.55)}" y="${n(horizon - H * 0.12)}" width="${n(W * 0.3)}" height="${n(H * 0.16)}" fill="${mix("#c98a2b", dark, 0.2)}"/>` +
      [0.58, 0.65, 0.72, 0.79]
        .map((u) => `<rect x="${n(W * u)}" y="${n(horizon - H * 0.08)}" width="${n(W * 0.04)}" height="${n(H * 0.05)}" fill="#f4f1e8"/>`)
        .join("") +
      `<rect x="${n(W * 0.52)}" y="${n(horizon - H * 0.3)}" width="${n(W * 0.004)}" height="${n(H * 0.34)}" fill="${dark}"/><rect x="${n(W * 0.524)}" y="${n(horizon - H * 0.3)}" width="${n(W * 0.05)}" height="${n(H * 0.035)}" fill="#c8102e"/>`;
  if (o.pitch)
    body +=
      `<path d="M${n(W * 0.3)},${n(H * 0.9)} L${n(W * 0.3)},${n(H * 0.72)} L${n(W * 0.7)},${n(H * 0.72)} L${n(W * 0.7)},${n(H * 0.9)}" stroke="#f4f6f8" stroke-width="${n(H * 0.012)}" fill="none"/>` +
      [0.08, 0.92]
        .map(
          (u) =>
            `<rect x="${n(W * u)}" y="${n(H * 0.3)}" width="${n(W * 0.006)}" height="${n(H * 0.6)}" fill="${dark}"/><rect x="${n(W * u - W * 0.03)}" y="${n(H * 0.28)}" width="${n(W * 0.066)}" height="${n(H * 0.03)}" fill="#fffbe6"/><path d="M${n(W * u)},${n(H * 0.31)} L${n(W * 0.5)},${n(H)} L${n(W * (u < 0.5 ? 0.2 : 0.8))},${n(H)}Z" fill="#fffbe6" opacity="0.12"/>`,
        )
        .join("");
  if (o.festoon) body += festoon(r, -20, W + 20, H * 0.12, H * 0.06, p.accent, dark);
  if (o.christmas)
    body +=
      `<path d="M${n(W * 0.12)},${n(H * 0.92)} L${n(W * 0.2)},${n(H * 0.62)} L${n(W * 0.28)},${n(H * 0.92)}Z" fill="#1f4d35"/>` +
      Array.from(
        { length: 9 },
        () => `<circle cx="${n(W * r.between(0.15, 0.25))}" cy="${n(H * r.between(0.7, 0.9))}" r="${n(H * 0.008)}" fill="${p.accent}"/>`,
      ).join("") +
      `<circle cx="${n(W * 0.2)}" cy="${n(H * 0.61)}" r="${n(H * 0.015)}" fill="#ffe27a"/>`;
  for (let i = 0; i < (o.lamps ?? 0); i++) body += lampPost(W * (0.15 + i * (0.7 / Math.max(1, o.lamps - 1 || 1))), H * 0.97, H * 0.3, dark, p.accent);
  for (let i = 0; i < (o.people ?? 0); i++) body += person(W * r.between(0.08, 0.92), H * r.between(0.93, 1.0), H * r.between(0.12, 0.2), dark);
  return { defs: s.defs, body };
}

export function city(r, p, W, H, o = {}) {
  const s = skyOf(r, p, W, H, r.between(0.6, 0.7), o);
  const { horizon, night } = s;
  const base = o.river ? horizon : H * 0.86;
  let body = s.body;
  const far = mix(p.land[0], p.sky[2], 0.3);
  const near = night ? "#0c0f1c" : p.land[1];
  for (const [colour, hMax, lit] of [
    [far, 0.28, 0.25],
    [near, 0.2, 0.6],
  ]) {
    for (let x = -W * 0.02; x < W; ) {
      const w = W * r.between(0.04, 0.09);
      const h = H * r.between(0.05, hMax);
      body += `<rect x="${n(x)}" y="${n(base - h)}" width="${n(w)}" height="${n(h + 1)}" fill="${colour}"/>`;
      if (night)
        for (let wy = base - h + H * 0.02; wy < base - H * 0.02; wy += H * 0.03)
          for (let wx = x + w * 0.15; wx < x + w * 0.85; wx += w * 0.25)
            if (r() < lit * 0.5) body += `<rect x="${n(wx)}" y="${n(wy)}" width="${n(w * 0.1)}" height="${n(H * 0.012)}" fill="${p.accent}" opacity="0.85"/>`;
      x += w * r.between(0.9, 1.1);
    }
  }
  for (let i = 0; i < (o.towers ?? 0); i++) {
    const x = W * r.between(0.1, 0.9);
    const h = H * r.between(0.3, 0.45);
    body += `<rect x="${n(x)}" y="${n(base - h)}" width="${n(W * 0.035)}" height="${n(h)}" fill="${near}"/><rect x="${n(x + W * 0.015)}" y="${n(base - h - H * 0.05)}" width="${n(W * 0.004)}" height="${n(H * 0.05)}" fill="${near}"/>`;
    if (night) body += `<circle cx="${n(x + W * 0.017)}" cy="${n(base - h - H * 0.05)}" r="${n(H * 0.005)}" fill="#ff3b30"/>`;
  }
  if (o.river) {
    body += `<rect x="0" y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="${mix(p.sea[0], p.sea[1], 0.4)}"/>`;
    for (let i = 0; i < 30; i++)
      body += `<rect x="${n(W * r())}" y="${n(horizon + (H - horizon) * r())}" width="${n(W * r.between(0.01, 0.05))}" height="2" fill="${night ? p.accent : p.sun}" opacity="${n(r.between(0.2, 0.6))}"/>`;
  } else {
    body += `<rect x="0" y="${n(base)}" width="${W}" height="${n(H - base)}" fill="${mix(near, "#000000", 0.3)}"/>`;
  }
  if (o.bridge) {
    const y = horizon + (H - horizon) * 0.35;
    body +=
      `<path d="M0,${n(y)} L${W},${n(y - H * 0.08)}" stroke="${near}" stroke-width="${n(H * 0.02)}"/>` +
      Array.from(
        { length: 9 },
        (_, i) =>
          `<rect x="${n(W * (0.05 + i * 0.11))}" y="${n(y - H * 0.008 * i)}" width="${n(W * 0.008)}" height="${n(H - y)}" fill="${near}" opacity="0.9"/>`,
      ).join("");
    if (night)
      body += Array.from(
        { length: 14 },
        (_, i) => `<circle cx="${n(W * (i / 13))}" cy="${n(y - H * 0.02 - (H * 0.08 * i) / 13)}" r="${n(H * 0.005)}" fill="${p.accent}"/>`,
      ).join("");
  }
  if (o.car)
    body +=
      vehicle("car", W * r.between(0.35, 0.65), H * 0.97, W * 0.3, mix(near, "#000000", 0.4), p.accent) +
      `<path d="M${n(W * 0.64)},${n(H * 0.9)} L${W},${n(H * 0.82)} L${W},${n(H)}Z" fill="${p.accent}" opacity="0.12"/>`;
  return { defs: s.defs, body };
}

/**
 * A room seen from inside, its window looking out on `view` (a scene function, resolved by the
 * catalogue) in `viewPalette`: the wall, the frame, rain on the glass, a lamp, a cup, a plant.
 */
export function window_(r, p, W, H, o = {}) {
  const ww = W * (W > H ? 0.46 : 0.66);
  const wh = H * (W > H ? 0.58 : 0.42);
  const wx = (W - ww) / 2 + W * r.between(-0.12, 0.12);
  const wy = H * r.between(0.12, 0.18);
  const wall = mix(p.land[1], "#000000", 0.2);
  let body = `<linearGradient id="wallG" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(wall, "#000000", 0.3)}"/><stop offset="0.5" stop-color="${wall}"/><stop offset="1" stop-color="${mix(wall, "#000000", 0.35)}"/></linearGradient><rect width="${W}" height="${H}" fill="url(#wallG)"/>`;
  const inner = o.view(r, o.viewPalette, 800, 560, o.viewOptions ?? {});
  const prefixed = (text) => text.replaceAll('id="', 'id="v-').replaceAll("url(#", "url(#v-");
  body += `<svg x="${n(wx)}" y="${n(wy)}" width="${n(ww)}" height="${n(wh)}" viewBox="0 0 800 560" preserveAspectRatio="xMidYMid slice"><defs>${prefixed(inner.defs)}</defs>${prefixed(inner.body)}</svg>`;
  if (o.rain)
    for (let i = 0; i < 60; i++) {
      const x = wx + ww * r();
      const y = wy + wh * r();
      body += `<path d="M${n(x)},${n(y)} l${n(-ww * 0.01)},${n(wh * 0.05)}" stroke="#e8f0f8" stroke-width="1.5" opacity="${n(r.between(0.3, 0.7))}"/>`;
    }
  if (o.festoon) body += festoon(r, wx - 10, wx + ww + 10, wy + wh * 0.08, wh * 0.06, p.accent, mix(wall, "#000000", 0.4));
  const frame = mix(p.land[0], "#ffffff", 0.35);
  const t = Math.min(W, H) * 0.018;
  body += `<rect x="${n(wx)}" y="${n(wy)}" width="${n(ww)}" height="${n(wh)}" fill="none" stroke="${frame}" stroke-width="${n(t * 2)}"/><rect x="${n(wx + ww / 2 - t / 2)}" y="${n(wy)}" width="${n(t)}" height="${n(wh)}" fill="${frame}"/><rect x="${n(wx)}" y="${n(wy + wh * 0.45 - t / 2)}" width="${n(ww)}" height="${n(t)}" fill="${frame}"/>`;
  const sill = wy + wh + t;
  body += `<rect x="${n(wx - t * 2)}" y="${n(sill)}" width="${n(ww + t * 4)}" height="${n(t * 1.4)}" fill="${frame}"/>`;
  const dark = mix(wall, "#000000", 0.55);
  if (o.plant)
    body +=
      `<path d="M${n(wx + ww * 0.08)},${n(sill)} L${n(wx + ww * 0.1)},${n(sill - H * 0.06)} L${n(wx + ww * 0.2)},${n(sill - H * 0.06)} L${n(wx + ww * 0.22)},${n(sill)}Z" fill="#9a4a2e"/>` +
      Array.from(
        { length: 6 },
        (_, i) =>
          `<ellipse cx="${n(wx + ww * (0.1 + i * 0.02))}" cy="${n(sill - H * (0.09 + (i % 3) * 0.03))}" rx="${n(W * 0.02)}" ry="${n(H * 0.012)}" fill="#4f7f4e" transform="rotate(${-40 + i * 16} ${n(wx + ww * (0.1 + i * 0.02))} ${n(sill - H * (0.09 + (i % 3) * 0.03))})"/>`,
      ).join("");
  if (o.cup)
    body += `<rect x="${n(wx + ww * 0.7)}" y="${n(sill - H * 0.045)}" width="${n(W * 0.03)}" height="${n(H * 0.045)}" rx="3" fill="#efe7da"/><path d="M${n(wx + ww * 0.7 + W * 0.03)},${n(sill - H * 0.035)} q${n(W * 0.012)},${n(H * 0.012)} 0,${n(H * 0.022)}" stroke="#efe7da" stroke-width="3" fill="none"/>`;
  if (o.lamp) {
    const lx = wx + ww + (W - wx - ww) * 0.5;
    const ly = H * 0.78;
    body += `<circle cx="${n(lx)}" cy="${n(ly - H * 0.22)}" r="${n(H * 0.2)}" fill="${p.accent}" opacity="0.12"/><path d="M${n(lx - W * 0.04)},${n(ly - H * 0.16)} L${n(lx - W * 0.025)},${n(ly - H * 0.26)} L${n(lx + W * 0.025)},${n(ly - H * 0.26)} L${n(lx + W * 0.04)},${n(ly - H * 0.16)}Z" fill="${p.accent}"/><rect x="${n(lx - 2)}" y="${n(ly - H * 0.16)}" width="4" height="${n(H * 0.16)}" fill="${dark}"/><rect x="${n(lx - W * 0.03)}" y="${n(ly - 4)}" width="${n(W * 0.06)}" height="6" fill="${dark}"/>`;
  }
  body += `<rect x="0" y="${n(H * 0.8)}" width="${W}" height="${n(H * 0.2)}" fill="${dark}"/>`;
  if (o.person) body += person(wx + ww * 0.35, H * 1.02, H * 0.5, mix(dark, "#000000", 0.5));
  return { defs: "", body };
}
