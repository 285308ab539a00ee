// Cold water and deep water: sea ice with a ship or a glacier front, the sea seen from below, and
// space (the one place colder than the Barents Sea).
import { figure } from "./figures.mjs";
import { mountains, sea } from "./land.mjs";
import { skyOf } from "./outdoors.mjs";
import { mix } from "./palettes.mjs";
import { n } from "./random.mjs";
import { stars } from "./sky.mjs";

const ICE = "#f2f7fb";

function floe(r, x, y, w, colour) {
  const h = w * r.between(0.12, 0.22);
  const pts = Array.from({ length: 7 }, (_, i) => {
    const a = (i / 7) * Math.PI * 2;
    return `${n(x + Math.cos(a) * w * r.between(0.4, 0.55))},${n(y + Math.sin(a) * h * r.between(0.6, 1))}`;
  });
  return `<path d="M${pts.join("L")}Z" fill="${colour}"/><path d="M${pts.slice(3, 6).join("L")}" stroke="#9cc3d8" stroke-width="2" fill="none" opacity="0.6"/>`;
}

export function ice(r, p, W, H, o = {}) {
  const s = skyOf(r, p, W, H, r.between(0.48, 0.56), o);
  const { horizon, at, night } = s;
  let body = s.body + mountains(r, { ...p, land: [mix(p.land[0], ICE, 0.6), mix(p.land[1], ICE, 0.2)] }, W, H, horizon, 2, 0.14);
  if (o.glacier) {
    body += `<path d="M${n(W * 0.05)},${n(horizon)} L${n(W * 0.1)},${n(horizon - H * 0.12)} L${n(W * 0.55)},${n(horizon - H * 0.15)} L${n(W * 0.62)},${n(horizon)}Z" fill="${ICE}"/>`;
    for (let i = 0; i < 9; i++)
      body += `<rect x="${n(W * (0.12 + i * 0.05))}" y="${n(horizon - H * 0.13)}" width="${n(W * 0.006)}" height="${n(H * 0.13)}" fill="#7fb8d4" opacity="0.7"/>`;
  }
  body += sea(r, p, W, H, horizon, at.x);
  if (o.hut)
    body += `<rect x="${n(W * 0.72)}" y="${n(horizon - H * 0.05)}" width="${n(W * 0.06)}" height="${n(H * 0.05)}" fill="#b3262b"/><path d="M${n(W * 0.715)},${n(horizon - H * 0.05)} L${n(W * 0.75)},${n(horizon - H * 0.08)} L${n(W * 0.785)},${n(horizon - H * 0.05)}Z" fill="#3a2a2a"/>`;
  const dark = night ? "#0b1220" : mix(p.land[1], "#000000", 0.35);
  if (o.ship) {
    const kind = o.ship === true ? "ship" : o.ship;
    body += figure("ship", W * r.between(0.35, 0.65), horizon + (H - horizon) * 0.3, W * (kind === "whaler" ? 0.13 : 0.16), dark, p.accent);
    if (kind === "whaler") body += `<rect x="${n(W * 0.4)}" y="${n(horizon - H * 0.12)}" width="${n(W * 0.004)}" height="${n(H * 0.16)}" fill="${dark}"/>`;
  }
  for (let i = 0; i < (o.floes ?? 0); i++) {
    const depth = (i + r()) / (o.floes ?? 1);
    body += floe(r, W * r(), horizon + (H - horizon) * (0.1 + depth * 0.85), W * (0.05 + depth * 0.25), mix(ICE, p.sky[1], 0.15 * (1 - depth)));
  }
  if (o.bear) body += floe(r, W * 0.5, H * 0.88, W * 0.5, ICE) + figure("bear", W * 0.5, H * 0.86, H * 0.2, mix(ICE, "#d9d2c0", 0.6));
  if (o.sled) {
    const y = H * 0.9;
    body +=
      `<rect x="0" y="${n(H * 0.82)}" width="${W}" height="${n(H * 0.18)}" fill="${ICE}"/><path d="M${n(W * 0.55)},${n(y)} L${n(W * 0.75)},${n(y)} q${n(W * 0.03)},0 ${n(W * 0.03)},${n(-H * 0.03)}" stroke="${dark}" stroke-width="3" fill="none"/><rect x="${n(W * 0.56)}" y="${n(y - H * 0.05)}" width="${n(W * 0.17)}" height="${n(H * 0.04)}" fill="${dark}"/>` +
      [0.25, 0.33, 0.41, 0.49].map((u) => figure("wolf", W * u, y, H * 0.07, dark)).join("");
  }
  return { defs: s.defs, body };
}

/** The sea from below: light from the surface, kelp, fish, and whatever swims there. */
export function deep(r, p, W, H, o = {}) {
  const top = mix(p.sea[0], p.sky[2], 0.4);
  let body = `<linearGradient id="deepG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.5" stop-color="${p.sea[0]}"/><stop offset="1" stop-color="${p.sea[1]}"/></linearGradient><rect width="${W}" height="${H}" fill="url(#deepG)"/>`;
  body += `<rect x="0" y="0" width="${W}" height="${n(H * 0.04)}" fill="${p.sun}" opacity="0.35"/>`;
  if (o.rays)
    for (let i = 0; i < 7; i++) {
      const x = W * r.between(0, 1);
      const w = W * r.between(0.02, 0.07);
      body += `<path d="M${n(x)},0 L${n(x + w)},0 L${n(x + w * 3 + W * 0.1)},${H} L${n(x + W * 0.1)},${H}Z" fill="${p.sun}" opacity="${n(r.between(0.05, 0.14))}"/>`;
    }
  const dark = mix(p.sea[1], "#000000", 0.35);
  if (o.boat) {
    // A hull seen from below, at the surface, with a line down into the deep.
    const x = W * r.between(0.25, 0.75);
    const w = W * 0.22;
    body += `<path d="M${n(x - w / 2)},${n(H * 0.02)} L${n(x + w / 2)},${n(H * 0.02)} Q${n(x + w * 0.35)},${n(H * 0.09)} ${n(x)},${n(H * 0.095)} Q${n(x - w * 0.35)},${n(H * 0.09)} ${n(x - w / 2)},${n(H * 0.02)}Z" fill="${dark}"/><path d="M${n(x + w * 0.3)},${n(H * 0.05)} L${n(x + w * 0.45)},${n(H * 0.55)}" stroke="${dark}" stroke-width="1.5" opacity="0.7"/>`;
  }
  for (let i = 0; i < (o.kelp ?? 0); i++) {
    const x = W * r();
    const h = H * r.between(0.3, 0.6);
    body += `<path d="M${n(x)},${H} C${n(x - W * 0.04)},${n(H - h * 0.4)} ${n(x + W * 0.04)},${n(H - h * 0.7)} ${n(x + W * 0.01)},${n(H - h)}" stroke="${mix(p.land[1], "#1f5a3a", 0.5)}" stroke-width="${n(W * 0.012)}" fill="none" stroke-linecap="round"/>`;
  }
  for (let i = 0; i < (o.fish ?? 0); i++) body += figure("fish", W * r(), H * r.between(0.25, 0.8), H * r.between(0.03, 0.06), mix(p.sea[0], "#ffffff", 0.35));
  for (let i = 0; i < 18; i++)
    body += `<circle cx="${n(W * r())}" cy="${n(H * r())}" r="${n(r.between(2, 6))}" fill="none" stroke="${p.sun}" stroke-opacity="0.35"/>`;
  if (o.whale) body += figure("whale", W * 0.5, H * 0.62, W * 0.4, dark);
  if (o.shark) body += figure("shark", W * 0.48, H * 0.62, W * 0.35, mix(p.accent, "#000000", 0.3), p.sun);
  if (o.crab) {
    const x = W * 0.5;
    const y = H * 0.9;
    body +=
      `<ellipse cx="${n(x)}" cy="${n(H)}" rx="${n(W * 0.6)}" ry="${n(H * 0.1)}" fill="${dark}"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(W * 0.1)}" ry="${n(H * 0.04)}" fill="#c0492b"/>` +
      [-1, 1]
        .flatMap((side) =>
          [0, 1, 2].map(
            (k) =>
              `<path d="M${n(x + side * W * 0.08)},${n(y)} q${n(side * W * 0.06)},${n(-H * 0.05 + k * H * 0.02)} ${n(side * W * 0.1)},${n(H * 0.03 + k * H * 0.01)}" stroke="#c0492b" stroke-width="${n(W * 0.008)}" fill="none"/>`,
          ),
        )
        .join("");
  }
  return { defs: "", body };
}

export function space(r, p, W, H, o = {}) {
  let body = `<rect width="${W}" height="${H}" fill="${mix(p.sky[0], "#000000", 0.5)}"/>` + stars(r, W, H, Math.round((W * H) / 5000));
  if (o.planet) {
    const cx = W * 0.5;
    const cy = H * 1.35;
    const rr = Math.max(W, H) * 0.75;
    body += `<radialGradient id="planetG" cx="0.5" cy="0.2" r="0.8"><stop offset="0" stop-color="#5fa8d3"/><stop offset="0.6" stop-color="#1d4e89"/><stop offset="1" stop-color="#0a1a33"/></radialGradient><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rr * 1.02)}" fill="#9cd3ff" opacity="0.25"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rr)}" fill="url(#planetG)"/>`;
    for (let i = 0; i < 6; i++)
      body += `<ellipse cx="${n(cx + rr * r.between(-0.6, 0.6))}" cy="${n(cy - rr * r.between(0.75, 0.95))}" rx="${n(rr * r.between(0.1, 0.25))}" ry="${n(rr * 0.02)}" fill="#ffffff" opacity="0.5"/>`;
  }
  if (o.station) {
    const x = W * 0.55;
    const y = H * 0.35;
    const s = Math.min(W, H) * 0.3;
    const c = "#c9d2dc";
    body += `<rect x="${n(x - s)}" y="${n(y - s * 0.02)}" width="${n(s * 2)}" height="${n(s * 0.04)}" fill="${c}"/>`;
    for (const u of [-0.9, -0.55, 0.55, 0.9])
      body += `<rect x="${n(x + u * s - s * 0.12)}" y="${n(y - s * 0.35)}" width="${n(s * 0.24)}" height="${n(s * 0.7)}" fill="#2b4a8a" stroke="${c}" stroke-width="2"/>`;
    body += `<rect x="${n(x - s * 0.2)}" y="${n(y - s * 0.1)}" width="${n(s * 0.4)}" height="${n(s * 0.2)}" rx="${n(s * 0.05)}" fill="${c}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.04)}" fill="${p.accent}"/>`;
  }
  return { defs: "", body };
}
