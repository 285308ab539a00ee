// Compositions: each scene paints a whole picture from the pieces, its layout varied by the seed.
// A scene returns the SVG body; `picture` wraps it with the size. No text anywhere: titles are
// the page's business (HTML), not the picture's.
import { beam, curtains, dinner, hall, screenRect, seats } from "./cinema.mjs";
import { figure } from "./figures.mjs";
import { fjordWalls, island, mountains, sea, shore } from "./land.mjs";
import { mix } from "./palettes.mjs";
import { boat, festoon, gulls, houses, lampPost, lighthouse, person } from "./props.mjs";
import { n } from "./random.mjs";
import { aurora, clouds, sky, skyDefs, stars, sun } from "./sky.mjs";

/** The sky of an outdoor scene: where the horizon is, where the sun stands, and their gradients. */
export function open(r, p, W, H, horizonAt, sunHigh = 0) {
  const horizon = H * horizonAt;
  const at = { x: W * r.between(0.25, 0.75), y: horizon - H * (0.02 + sunHigh), r: Math.max(W, H) * 0.55 };
  return { horizon, at, defs: skyDefs(p, at) };
}

export function coast(r, p, W, H, o = {}) {
  const { horizon, at, defs } = open(r, p, W, H, o.horizon ?? r.between(0.55, 0.66), o.sunHigh ?? r.between(0, 0.12));
  let body = sky(W, H) + sun(p, at, Math.min(W, H) * r.between(0.05, 0.09)) + clouds(r, W, H, p.sun, r.int(2, 5));
  body += mountains(r, p, W, H, horizon, o.layers ?? r.int(2, 3), o.peaks ?? r.between(0.12, 0.24));
  body += sea(r, p, W, H, horizon, at.x);
  if (o.island) body += island(r, p, W, horizon, W * r.between(0.05, 0.6), W * r.between(0.15, 0.3));
  if (o.lighthouse) body += lighthouse(W * r.between(0.7, 0.88), horizon + H * 0.012, H * 0.22, mix(p.land[1], "#ffffff", 0.75), p.accent, true);
  for (let i = 0; i < (o.boats ?? 0); i++) {
    const s = W * r.between(0.08, 0.16) * (1 + i * 0.4);
    body += boat(r, p.land[1], W * r.between(0.08, 0.7), horizon + (H - horizon) * r.between(0.2, 0.6) * (1 + i * 0.3), s, o.night ? p.accent : undefined);
  }
  if (o.ship) body += figure(o.ship === "sail" ? "sailship" : "ship", W * r.between(0.3, 0.7), horizon + (H - horizon) * 0.25, W * 0.14, p.land[1], p.accent);
  if (o.whale)
    body += `<path d="M${n(W * 0.6)},${n(horizon + (H - horizon) * 0.45)} q${n(W * 0.02)},${n(-H * 0.1)} ${n(-W * 0.05)},${n(-H * 0.14)} q${n(W * 0.06)},${n(H * 0.02)} ${n(W * 0.07)},${n(H * 0.08)} q${n(W * 0.01)},${n(-H * 0.06)} ${n(W * 0.07)},${n(-H * 0.08)} q${n(-W * 0.07)},${n(H * 0.04)} ${n(-W * 0.05)},${n(H * 0.14)}Z" fill="${p.land[1]}"/>`;
  if (o.cliff)
    body +=
      `<path d="M${W},${n(H * 0.12)} L${n(W * 0.78)},${n(H * 0.2)} L${n(W * 0.72)},${n(H * 0.45)} L${n(W * 0.66)},${n(horizon + (H - horizon) * 0.6)} L${n(W * 0.6)},${H} L${W},${H}Z" fill="${mix(p.land[1], "#000000", 0.15)}"/>` +
      Array.from(
        { length: 14 },
        () =>
          `<rect x="${n(W * r.between(0.74, 0.98))}" y="${n(H * r.between(0.25, 0.9))}" width="${n(W * 0.01)}" height="${n(H * 0.004)}" fill="#f2f2ea" opacity="0.7"/>`,
      ).join("");
  if (o.eagle) body += figure("eagle", W * 0.38, H * 0.42, W * 0.22, mix(p.land[1], "#000000", 0.3));
  if (o.gulls) body += gulls(r, W, H, o.gulls, p.land[1]);
  if (o.shore) {
    const top = H * 0.86;
    body += shore(r, p, W, H, top);
    if (o.bunker)
      body += `<rect x="${n(W * 0.12)}" y="${n(top - H * 0.07)}" width="${n(W * 0.16)}" height="${n(H * 0.09)}" fill="${mix(p.land[0], "#8a8a80", 0.5)}"/><rect x="${n(W * 0.15)}" y="${n(top - H * 0.045)}" width="${n(W * 0.1)}" height="${n(H * 0.02)}" fill="#111"/>`;
    if (o.fire)
      body +=
        `<circle cx="${n(W * 0.45)}" cy="${n(top)}" r="${n(H * 0.25)}" fill="${p.accent}" opacity="0.18"/>` +
        figure("pyre", W * 0.45, top + H * 0.02, H * 0.16, p.land[1], p.accent);
    if (o.lamp) body += lampPost(W * r.between(0.12, 0.3), top + H * 0.02, H * 0.42, p.land[1], p.accent);
    if (o.person) body += person(W * r.between(0.55, 0.8), top + H * 0.03, H * 0.2, p.land[1]);
  }
  return { defs, body };
}

export function fjord(r, p, W, H, o = {}) {
  const { horizon, at, defs } = open(r, p, W, H, r.between(0.52, 0.6), 0.05);
  let body = sky(W, H) + sun(p, { ...at, x: W * r.between(0.42, 0.58) }, Math.min(W, H) * 0.06) + clouds(r, W, H, p.sun, 3);
  body += mountains(r, p, W, H, horizon, 1, 0.12) + fjordWalls(r, p, W, H, horizon) + sea(r, p, W, H, horizon, W / 2);
  if (o.houses) body += houses(r, W * r.between(0.04, 0.1), horizon + 2, r.int(3, 5), W * 0.035, p.accent);
  if (o.boats) body += boat(r, p.land[1], W * r.between(0.45, 0.65), horizon + (H - horizon) * 0.45, W * 0.13);
  if (o.serpent) body += figure("serpent", W * 0.45, horizon + (H - horizon) * 0.55, W * 0.22, mix("#2f8f6a", p.land[1], 0.3), "#ffffff");
  if (o.gulls) body += gulls(r, W, H, o.gulls, p.land[1]);
  return { defs, body };
}

export function northernLights(r, p, W, H, o = {}) {
  const { horizon, defs } = open(r, p, W, H, r.between(0.66, 0.74), 0.3);
  const lights = aurora(r, W, H, o.colours ?? ["#5cf2a6", "#3fd0c9", "#b57cf2"]);
  let body = sky(W, H) + stars(r, W, H * 0.7, Math.round((W * H) / 9000)) + lights.svg;
  body += mountains(r, { ...p, land: ["#dfe9f5", "#0a1424"] }, W, H, horizon, 2, 0.2);
  body += o.water
    ? sea(r, { ...p, sun: o.colours?.[0] ?? "#5cf2a6" }, W, H, horizon, W * 0.5)
    : `<rect x="0" y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="#c9d8ea"/><rect x="0" y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="${p.sky[1]}" opacity="0.55"/>`;
  if (o.person) body += person(W * r.between(0.3, 0.7), H * 0.93, H * 0.2, "#070d18");
  if (o.igloos)
    for (let i = 0; i < 3; i++)
      body += figure("igloo", W * (0.25 + i * 0.25), horizon + (H - horizon) * (0.5 + (i % 2) * 0.15), H * (0.14 + (i % 2) * 0.04), "#1c2433", "#ffd9a0");
  if (o.lavvu) {
    const x = W * r.between(0.15, 0.35);
    const y = horizon + (H - horizon) * 0.55;
    const s = H * 0.2;
    body += `<path d="M${n(x - s * 0.45)},${n(y)} L${n(x - s * 0.05)},${n(y - s)} L${n(x + s * 0.05)},${n(y - s)} L${n(x + s * 0.45)},${n(y)}Z" fill="#1c2433"/><path d="M${n(x - s * 0.08)},${n(y)} L${n(x)},${n(y - s * 0.35)} L${n(x + s * 0.08)},${n(y)}Z" fill="${p.accent}" opacity="0.85"/><path d="M${n(x - s * 0.1)},${n(y - s * 1.05)} L${n(x)},${n(y - s * 0.92)} L${n(x + s * 0.1)},${n(y - s * 1.05)}" stroke="#1c2433" stroke-width="3" fill="none"/>`;
  }
  return { defs: defs + lights.defs, body };
}

export function harbour(r, p, W, H, o = {}) {
  const { horizon, at, defs } = open(r, p, W, H, r.between(0.5, 0.58), r.between(0.02, 0.1));
  let body = sky(W, H) + sun(p, at, Math.min(W, H) * 0.05) + (o.night ? stars(r, W, H * 0.5, 60) : clouds(r, W, H, p.sun, 3));
  body += mountains(r, p, W, H, horizon, 2, 0.16) + sea(r, p, W, H, horizon, at.x);
  const quay = H * r.between(0.72, 0.8);
  body += houses(r, W * r.between(-0.02, 0.05), horizon + H * 0.03, r.int(4, 7), W * 0.045, p.accent);
  for (let i = 0; i < (o.boats ?? 2); i++)
    body += boat(
      r,
      p.land[1],
      W * r.between(0.35, 0.85),
      horizon + (quay - horizon) * r.between(0.35, 0.8),
      W * r.between(0.1, 0.18),
      o.night ? p.accent : undefined,
    );
  if (o.ship)
    body += figure(o.ship === "sail" ? "sailship" : "ship", W * r.between(0.55, 0.75), horizon + (quay - horizon) * 0.55, W * 0.16, p.land[1], p.accent);
  if (o.factory)
    body +=
      `<rect x="${n(W * 0.55)}" y="${n(horizon - H * 0.12)}" width="${n(W * 0.38)}" height="${n(H * 0.15)}" fill="${mix(p.land[1], "#e9e1d2", 0.25)}"/><rect x="${n(W * 0.85)}" y="${n(horizon - H * 0.26)}" width="${n(W * 0.025)}" height="${n(H * 0.14)}" fill="${p.land[1]}"/>` +
      Array.from(
        { length: 8 },
        (_, i) => `<rect x="${n(W * (0.57 + i * 0.045))}" y="${n(horizon - H * 0.08)}" width="${n(W * 0.025)}" height="${n(H * 0.03)}" fill="${p.accent}"/>`,
      ).join("");
  if (o.moon)
    body += `<circle cx="${n(W * 0.75)}" cy="${n(H * 0.16)}" r="${n(H * 0.06)}" fill="${p.sun}"/><circle cx="${n(W * 0.75)}" cy="${n(H * 0.16)}" r="${n(H * 0.15)}" fill="${p.sun}" opacity="0.1"/>`;
  body += `<rect x="0" y="${n(quay)}" width="${W}" height="${n(H - quay)}" fill="${p.land[1]}"/>`;
  for (let x = W * 0.03; x < W; x += W * 0.09)
    body += `<rect x="${n(x)}" y="${n(quay)}" width="${n(W * 0.012)}" height="${n(H - quay)}" fill="${mix(p.land[1], "#000000", 0.3)}"/>`;
  if (o.lights)
    for (let i = 0; i < 3; i++) body += festoon(r, -20 + i * W * 0.36, W * 0.36 * (i + 1) + 20, H * r.between(0.06, 0.16), H * 0.05, p.accent, p.land[1]);
  if (o.crowd) for (let i = 0; i < o.crowd; i++) body += person(W * r(), H * r.between(0.97, 1.05), H * r.between(0.14, 0.24), mix(p.land[1], "#000000", 0.4));
  if (o.lamp) body += lampPost(W * r.between(0.75, 0.92), quay, H * 0.36, mix(p.land[1], "#000000", 0.3), p.accent);
  return { defs, body };
}

/** A cinema hall; the screen shows `screen` (a scene function) or, empty, a plain glow. */
export function cinema(r, p, W, H, o = {}) {
  const rect = screenRect(W, H, r);
  let body = hall(p, W, H) + curtains(p, W, H, rect);
  if (o.screen) {
    const inner = o.screen(r, o.screenPalette, 800, 336, o.screenOptions ?? {});
    const prefixed = (s) => s.replaceAll('id="', 'id="s-').replaceAll("url(#", "url(#s-");
    body += `<svg x="${n(rect.x)}" y="${n(rect.y)}" width="${n(rect.w)}" height="${n(rect.h)}" viewBox="0 0 800 336" preserveAspectRatio="xMidYMid slice"><defs>${prefixed(inner.defs)}</defs>${prefixed(inner.body)}</svg>`;
  } else {
    body += `<rect x="${n(rect.x)}" y="${n(rect.y)}" width="${n(rect.w)}" height="${n(rect.h)}" fill="${mix(p.sun, p.sky[2], 0.25)}"/>`;
  }
  body += `<rect x="${n(rect.x - 6)}" y="${n(rect.y - 6)}" width="${n(rect.w + 12)}" height="${n(rect.h + 12)}" fill="none" stroke="#000" stroke-opacity="0.45" stroke-width="12"/>`;
  body += beam(p, W, H, rect) + seats(r, p, W, H, H * 0.58, o.people ?? 0);
  return { defs: "", body };
}

export function culinary(r, p, W, H) {
  return { defs: "", body: hall(p, W, H) + dinner(r, p, W, H) };
}

/** The whole SVG document. */
export function picture(scene, W, H) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${scene.defs}</defs>${scene.body}</svg>`;
}
