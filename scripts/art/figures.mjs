// Silhouettes that stand in a picture or carry a poster: people, animals, boats, buildings and a
// few things. Each is drawn with its foot at (x, y), `s` high (about), in `c`, with `light` for a
// lit window, a lamp or a beak. The alt texts name them (describe.mjs), so each must read as itself.
import { box, line, oval, poly } from "./shape.mjs";
import { n } from "./random.mjs";
import { boat as sjark, lighthouse as fyr, person as standing } from "./props.mjs";

const person = (x, y, s, c) => standing(x, y, s, c);
/** props.boat places its cabin by the seed; a figure is the same every time. */
const middle = Object.assign(() => 0.5, { between: (a, b) => (a + b) / 2 });

/** Legs under a four-legged body: `at` are the u positions. */
const legs = (at, top, x, y, s, c, w = 0.05) => at.map((u) => box(u, 0, w, top, x, y, s, c)).join("");

export const FIGURES = {
  person,
  couple: (x, y, s, c) => person(x - s * 0.1, y, s, c) + person(x + s * 0.1, y, s * 0.93, c),
  children: (x, y, s, c) => person(x - s * 0.22, y, s * 0.62, c) + person(x, y, s * 0.75, c) + person(x + s * 0.2, y, s * 0.55, c),
  dancers: (x, y, s, c) =>
    person(x - s * 0.12, y, s, c) +
    person(x + s * 0.12, y, s * 0.92, c) +
    poly(
      [
        [0.02, 0.02],
        [0.26, 0.02],
        [0.16, 0.5],
        [0.1, 0.5],
      ],
      x,
      y,
      s,
      c,
    ) +
    line(-0.06, 0.6, 0.08, 0.66, x, y, s, c, 0.04),
  hero: (x, y, s, c) =>
    poly(
      [
        [-0.05, 0.75],
        [0.05, 0.75],
        [0.3, 0.05],
        [-0.3, 0.05],
      ],
      x,
      y,
      s,
      c,
      ' opacity="0.8"',
    ) +
    person(x, y, s, c) +
    line(0.08, 0.72, 0.2, 1.0, x, y, s, c, 0.06),
  goalkeeper: (x, y, s, c) =>
    `<path d="M${n(x - s * 0.9)},${n(y)} L${n(x - s * 0.9)},${n(y - s * 0.95)} L${n(x + s * 0.9)},${n(y - s * 0.95)} L${n(x + s * 0.9)},${n(y)}" stroke="${c}" stroke-width="${n(s * 0.04)}" fill="none"/>` +
    person(x, y, s * 0.8, c) +
    line(-0.05, 0.6, -0.35, 0.75, x, y, s, c, 0.06) +
    line(0.05, 0.6, 0.35, 0.75, x, y, s, c, 0.06),
  climber: (x, y, s, c) =>
    poly(
      [
        [-0.9, 0],
        [-0.1, 0.9],
        [0.05, 0.95],
        [0.9, 0],
      ],
      x,
      y,
      s,
      c,
    ) + person(x - s * 0.02, y - s * 0.9, s * 0.28, c),
  astronaut: (x, y, s, c, light) =>
    box(-0.2, 0.35, 0.4, 0.45, x, y, s, c) +
    oval(0, 0.9, 0.19, 0.19, x, y, s, c) +
    oval(0.03, 0.9, 0.12, 0.1, x, y, s, light) +
    box(-0.16, 0, 0.13, 0.36, x, y, s, c) +
    box(0.03, 0, 0.13, 0.36, x, y, s, c) +
    box(-0.32, 0.4, 0.12, 0.36, x, y, s, c),
  skater: (x, y, s, c) =>
    person(x, y - s * 0.06, s * 0.94, c) +
    box(-0.28, 0.02, 0.56, 0.04, x, y, s, c) +
    oval(-0.2, 0.015, 0.035, 0.035, x, y, s, c) +
    oval(0.2, 0.015, 0.035, 0.035, x, y, s, c),
  birds: (x, y, s, c) => {
    let out = "";
    for (const [u, v, k] of [
      [-0.4, 0.7, 1],
      [-0.1, 0.9, 0.8],
      [0.2, 0.6, 1.2],
      [0.45, 0.85, 0.7],
      [0.05, 0.35, 0.9],
    ]) {
      out += `<path d="M${n(x + (u - 0.1 * k) * s)},${n(y - v * s)} Q${n(x + (u - 0.05 * k) * s)},${n(y - (v + 0.06 * k) * s)} ${n(x + u * s)},${n(y - v * s)} Q${n(x + (u + 0.05 * k) * s)},${n(y - (v + 0.06 * k) * s)} ${n(x + (u + 0.1 * k) * s)},${n(y - v * s)}" stroke="${c}" stroke-width="${n(s * 0.018)}" fill="none" stroke-linecap="round"/>`;
    }
    return out;
  },
  house: (x, y, s, c, light) =>
    box(-0.4, 0, 0.8, 0.55, x, y, s, c) +
    poly(
      [
        [-0.48, 0.55],
        [0, 0.95],
        [0.48, 0.55],
      ],
      x,
      y,
      s,
      c,
    ) +
    box(-0.1, 0.22, 0.2, 0.16, x, y, s, light),
  cabin: (x, y, s, c, light) =>
    FIGURES.house(x, y, s, c, light) +
    box(0.18, 0.7, 0.1, 0.25, x, y, s, c) +
    oval(0.28, 1.02, 0.09, 0.05, x, y, s, c, ' opacity="0.35"') +
    oval(0.38, 1.12, 0.12, 0.06, x, y, s, c, ' opacity="0.2"'),
  lavvu: (x, y, s, c, light) =>
    poly(
      [
        [-0.45, 0],
        [-0.04, 0.95],
        [0.04, 0.95],
        [0.45, 0],
      ],
      x,
      y,
      s,
      c,
    ) +
    poly(
      [
        [-0.08, 0],
        [0, 0.32],
        [0.08, 0],
      ],
      x,
      y,
      s,
      light,
    ) +
    line(-0.1, 1.05, 0.02, 0.92, x, y, s, c, 0.02) +
    line(0.1, 1.05, -0.02, 0.92, x, y, s, c, 0.02),
  igloo: (x, y, s, c, light) =>
    `<path d="M${n(x - s * 0.6)},${n(y)} A${n(s * 0.6)},${n(s * 0.6)} 0 0 1 ${n(x + s * 0.6)},${n(y)}Z" fill="${light}" opacity="0.85"/>` +
    [-0.3, 0, 0.3].map((u) => line(u, 0, u * 0.6, 0.55 - Math.abs(u) * 0.2, x, y, s, c, 0.025)).join("") +
    line(-0.55, 0.25, 0.55, 0.25, x, y, s, c, 0.025),
  headframe: (x, y, s, c) =>
    poly(
      [
        [-0.35, 0],
        [-0.06, 0.85],
        [0.06, 0.85],
        [0.35, 0],
        [0.25, 0],
        [0, 0.72],
        [-0.25, 0],
      ],
      x,
      y,
      s,
      c,
    ) +
    line(-0.3, 0.15, 0.28, 0.45, x, y, s, c, 0.03) +
    line(0.3, 0.15, -0.28, 0.45, x, y, s, c, 0.03) +
    `<circle cx="${n(x)}" cy="${n(y - s * 0.9)}" r="${n(s * 0.1)}" fill="none" stroke="${c}" stroke-width="${n(s * 0.03)}"/>`,
  mast: (x, y, s, c, light) =>
    poly(
      [
        [-0.12, 0],
        [0, 1],
        [0.12, 0],
      ],
      x,
      y,
      s,
      "none",
      ` stroke="${c}" stroke-width="${n(s * 0.02)}"`,
    ) +
    [0.2, 0.4, 0.6, 0.8].map((v) => line(-0.12 * (1 - v), v, 0.12 * (1 - v), v, x, y, s, c, 0.015)).join("") +
    oval(0, 1.02, 0.03, 0.03, x, y, s, light),
  tower: (x, y, s, c) =>
    box(-0.3, 0.62, 0.6, 0.3, x, y, s, c) +
    poly(
      [
        [-0.36, 0.92],
        [0, 1.05],
        [0.36, 0.92],
      ],
      x,
      y,
      s,
      c,
    ) +
    line(-0.25, 0, -0.2, 0.62, x, y, s, c, 0.04) +
    line(0.25, 0, 0.2, 0.62, x, y, s, c, 0.04) +
    line(-0.23, 0.1, 0.21, 0.55, x, y, s, c, 0.025),
  lighthouse: (x, y, s, c, light) => fyr(x, y, s, c, light, true),
  cairn: (x, y, s, c) =>
    [
      [0, 0.12, 0.4, 0.13],
      [0.02, 0.36, 0.32, 0.12],
      [-0.02, 0.57, 0.24, 0.1],
      [0.01, 0.74, 0.16, 0.08],
      [0, 0.87, 0.09, 0.06],
    ]
      .map(([u, v, ru, rv]) => oval(u, v, ru, rv, x, y, s, c))
      .join(""),
  island: (x, y, s, c, light) =>
    `<path d="M${n(x - s)},${n(y)} Q${n(x - s * 0.3)},${n(y - s * 0.35)} ${n(x + s * 0.2)},${n(y - s * 0.3)} T${n(x + s)},${n(y)}Z" fill="${c}"/>` +
    fyr(x + s * 0.1, y - s * 0.3, s * 0.55, c, light, false),
  boat: (x, y, s, c, light) => sjark(middle, c, x - s * 0.8, y, s * 1.6, light),
  ship: (x, y, s, c, light) =>
    poly(
      [
        [-1, 0.22],
        [1.05, 0.26],
        [0.85, 0],
        [-0.88, 0],
      ],
      x,
      y,
      s,
      c,
    ) +
    box(-0.45, 0.22, 0.7, 0.2, x, y, s, c) +
    box(-0.3, 0.42, 0.4, 0.14, x, y, s, c) +
    box(0.05, 0.56, 0.12, 0.2, x, y, s, c) +
    [-0.38, -0.22, -0.06, 0.1].map((u) => box(u, 0.28, 0.07, 0.06, x, y, s, light)).join(""),
  sailship: (x, y, s, c) =>
    poly(
      [
        [-0.9, 0.18],
        [0.95, 0.2],
        [0.75, 0],
        [-0.75, 0],
      ],
      x,
      y,
      s,
      c,
    ) +
    [-0.35, 0.3]
      .map(
        (u) =>
          box(u - 0.015, 0.18, 0.03, 1.0, x, y, s, c) +
          poly(
            [
              [u - 0.28, 0.35],
              [u + 0.28, 0.35],
              [u + 0.24, 0.62],
              [u - 0.24, 0.62],
            ],
            x,
            y,
            s,
            c,
            ' opacity="0.85"',
          ) +
          poly(
            [
              [u - 0.22, 0.68],
              [u + 0.22, 0.68],
              [u + 0.18, 0.92],
              [u - 0.18, 0.92],
            ],
            x,
            y,
            s,
            c,
            ' opacity="0.85"',
          ),
      )
      .join("") +
    poly(
      [
        [0.33, 1.0],
        [0.95, 0.22],
        [0.33, 0.22],
      ],
      x,
      y,
      s,
      c,
      ' opacity="0.6"',
    ),
  whale: (x, y, s, c) =>
    `<path d="M${n(x - s)},${n(y)} Q${n(x - s * 0.4)},${n(y - s * 0.55)} ${n(x + s * 0.35)},${n(y - s * 0.2)} L${n(x + s * 0.62)},${n(y - s * 0.42)} L${n(x + s * 0.58)},${n(y - s * 0.16)} L${n(x + s * 0.85)},${n(y - s * 0.1)} L${n(x + s * 0.5)},${n(y - s * 0.05)} Q${n(x)},${n(y + s * 0.06)} ${n(x - s)},${n(y)}Z" fill="${c}"/>`,
  shark: (x, y, s, c, light) =>
    `<path d="M${n(x - s)},${n(y - s * 0.15)} Q${n(x - s * 0.2)},${n(y - s * 0.45)} ${n(x + s * 0.55)},${n(y - s * 0.2)} L${n(x + s * 0.9)},${n(y - s * 0.5)} L${n(x + s * 0.8)},${n(y - s * 0.15)} L${n(x + s * 0.95)},${n(y + s * 0.1)} L${n(x + s * 0.55)},${n(y - s * 0.08)} Q${n(x - s * 0.2)},${n(y + s * 0.08)} ${n(x - s)},${n(y - s * 0.15)}Z" fill="${c}"/>` +
    poly(
      [
        [-0.1, 0.33],
        [0.05, 0.72],
        [0.15, 0.3],
      ],
      x,
      y,
      s,
      c,
    ) +
    oval(-0.75, 0.2, 0.04, 0.04, x, y, s, light),
  fish: (x, y, s, c) =>
    `<path d="M${n(x - s * 0.6)},${n(y - s * 0.35)} Q${n(x)},${n(y - s * 0.75)} ${n(x + s * 0.4)},${n(y - s * 0.35)} L${n(x + s * 0.7)},${n(y - s * 0.6)} L${n(x + s * 0.62)},${n(y - s * 0.35)} L${n(x + s * 0.7)},${n(y - s * 0.1)} L${n(x + s * 0.4)},${n(y - s * 0.35)} Q${n(x)},${n(y + s * 0.05)} ${n(x - s * 0.6)},${n(y - s * 0.35)}Z" fill="${c}"/>`,
  serpent: (x, y, s, c, light) =>
    [-0.6, -0.15, 0.3]
      .map(
        (u, i) =>
          `<path d="M${n(x + (u - 0.18) * s)},${n(y)} A${n(s * 0.18)},${n(s * (0.22 - i * 0.03))} 0 0 1 ${n(x + (u + 0.18) * s)},${n(y)}Z" fill="${c}"/>`,
      )
      .join("") +
    poly(
      [
        [0.62, 0],
        [0.66, 0.45],
        [0.9, 0.55],
        [0.92, 0.45],
        [0.74, 0.38],
        [0.76, 0],
      ],
      x,
      y,
      s,
      c,
    ) +
    oval(0.84, 0.5, 0.02, 0.02, x, y, s, light),
  fox: (x, y, s, c, light) =>
    oval(0, 0.36, 0.36, 0.14, x, y, s, c) +
    legs([-0.26, -0.16, 0.12, 0.22], 0.3, x, y, s, c, 0.07) +
    poly(
      [
        [0.26, 0.42],
        [0.42, 0.6],
        [0.5, 0.56],
        [0.72, 0.5],
        [0.5, 0.4],
        [0.3, 0.3],
      ],
      x,
      y,
      s,
      c,
    ) +
    poly(
      [
        [0.4, 0.57],
        [0.43, 0.74],
        [0.5, 0.58],
      ],
      x,
      y,
      s,
      c,
    ) +
    poly(
      [
        [0.47, 0.57],
        [0.53, 0.72],
        [0.56, 0.55],
      ],
      x,
      y,
      s,
      c,
    ) +
    `<path d="M${n(x - s * 0.32)},${n(y - s * 0.42)} Q${n(x - s * 0.9)},${n(y - s * 0.6)} ${n(x - s * 0.82)},${n(y - s * 0.2)} Q${n(x - s * 0.6)},${n(y - s * 0.26)} ${n(x - s * 0.32)},${n(y - s * 0.3)}Z" fill="${c}"/>` +
    oval(-0.78, 0.24, 0.07, 0.05, x, y, s, light),
  wolf: (x, y, s, c) =>
    oval(0, 0.48, 0.45, 0.17, x, y, s, c) +
    legs([-0.32, -0.2, 0.18, 0.3], 0.42, x, y, s, c, 0.06) +
    poly(
      [
        [0.3, 0.55],
        [0.5, 0.95],
        [0.62, 1.0],
        [0.6, 0.88],
        [0.48, 0.5],
      ],
      x,
      y,
      s,
      c,
    ) +
    poly(
      [
        [0.52, 0.92],
        [0.5, 1.06],
        [0.58, 0.96],
      ],
      x,
      y,
      s,
      c,
    ) +
    poly(
      [
        [-0.4, 0.52],
        [-0.72, 0.3],
        [-0.65, 0.26],
        [-0.38, 0.42],
      ],
      x,
      y,
      s,
      c,
    ),
  bear: (x, y, s, c) =>
    oval(0, 0.5, 0.55, 0.3, x, y, s, c) +
    legs([-0.4, -0.25, 0.15, 0.32], 0.35, x, y, s, c, 0.13) +
    oval(0.55, 0.62, 0.18, 0.15, x, y, s, c) +
    oval(0.5, 0.76, 0.05, 0.05, x, y, s, c),
  moose: (x, y, s, c) =>
    oval(0, 0.62, 0.45, 0.2, x, y, s, c) +
    legs([-0.33, -0.22, 0.18, 0.3], 0.5, x, y, s, c, 0.05) +
    poly(
      [
        [0.35, 0.7],
        [0.55, 0.9],
        [0.78, 0.72],
        [0.72, 0.66],
        [0.5, 0.72],
        [0.4, 0.58],
      ],
      x,
      y,
      s,
      c,
    ) +
    poly(
      [
        [0.5, 0.9],
        [0.35, 1.08],
        [0.45, 1.02],
        [0.52, 1.12],
        [0.58, 1.02],
        [0.66, 1.1],
        [0.62, 0.92],
      ],
      x,
      y,
      s,
      c,
    ),
  reindeer: (x, y, s, c) =>
    oval(0, 0.56, 0.38, 0.17, x, y, s, c) +
    legs([-0.28, -0.18, 0.14, 0.24], 0.48, x, y, s, c, 0.055) +
    poly(
      [
        [0.3, 0.62],
        [0.5, 0.85],
        [0.62, 0.8],
        [0.42, 0.55],
      ],
      x,
      y,
      s,
      c,
    ) +
    line(0.5, 0.86, 0.36, 1.2, x, y, s, c, 0.03) +
    line(0.42, 1.0, 0.3, 1.05, x, y, s, c, 0.025) +
    line(0.55, 0.86, 0.68, 1.18, x, y, s, c, 0.03) +
    line(0.62, 1.02, 0.74, 1.02, x, y, s, c, 0.025),
  calf: (x, y, s, c) => FIGURES.reindeer(x, y, s * 0.6, c).replace(/<path d="M[^"]*" stroke[^>]*\/>/g, ""),
  puffin: (x, y, s, c, light) =>
    oval(0, 0.45, 0.28, 0.42, x, y, s, c) +
    oval(0.05, 0.92, 0.2, 0.18, x, y, s, c) +
    poly(
      [
        [0.22, 0.96],
        [0.42, 0.86],
        [0.22, 0.8],
      ],
      x,
      y,
      s,
      light,
    ) +
    oval(0.1, 0.45, 0.16, 0.3, x, y, s, "#ffffff", ' opacity="0.85"'),
  owl: (x, y, s, c, light) =>
    oval(0, 0.45, 0.32, 0.45, x, y, s, c) +
    poly(
      [
        [-0.28, 0.8],
        [-0.22, 1.02],
        [-0.1, 0.86],
      ],
      x,
      y,
      s,
      c,
    ) +
    poly(
      [
        [0.28, 0.8],
        [0.22, 1.02],
        [0.1, 0.86],
      ],
      x,
      y,
      s,
      c,
    ) +
    oval(-0.12, 0.72, 0.08, 0.08, x, y, s, light) +
    oval(0.12, 0.72, 0.08, 0.08, x, y, s, light),
  eagle: (x, y, s, c) =>
    `<path d="M${n(x - s)},${n(y - s * 0.7)} Q${n(x - s * 0.5)},${n(y - s * 1.0)} ${n(x - s * 0.08)},${n(y - s * 0.62)} L${n(x)},${n(y - s * 0.72)} L${n(x + s * 0.08)},${n(y - s * 0.62)} Q${n(x + s * 0.5)},${n(y - s * 1.0)} ${n(x + s)},${n(y - s * 0.7)} Q${n(x + s * 0.45)},${n(y - s * 0.72)} ${n(x + s * 0.1)},${n(y - s * 0.45)} L${n(x + s * 0.15)},${n(y - s * 0.3)} L${n(x - s * 0.15)},${n(y - s * 0.3)} L${n(x - s * 0.1)},${n(y - s * 0.45)} Q${n(x - s * 0.45)},${n(y - s * 0.72)} ${n(x - s)},${n(y - s * 0.7)}Z" fill="${c}"/>`,
  sleigh: (x, y, s, c, light) =>
    `<path d="M${n(x - s * 0.7)},${n(y)} L${n(x + s * 0.6)},${n(y)} Q${n(x + s * 0.85)},${n(y)} ${n(x + s * 0.8)},${n(y - s * 0.2)}" stroke="${c}" stroke-width="${n(s * 0.04)}" fill="none"/>` +
    poly(
      [
        [-0.6, 0.08],
        [0.45, 0.08],
        [0.55, 0.4],
        [-0.5, 0.35],
        [-0.65, 0.6],
        [-0.72, 0.55],
      ],
      x,
      y,
      s,
      c,
    ) +
    oval(-0.2, 0.55, 0.2, 0.18, x, y, s, light),
  scissors: (x, y, s, c) =>
    `<circle cx="${n(x - s * 0.22)}" cy="${n(y - s * 0.18)}" r="${n(s * 0.15)}" fill="none" stroke="${c}" stroke-width="${n(s * 0.05)}"/><circle cx="${n(x + s * 0.22)}" cy="${n(y - s * 0.18)}" r="${n(s * 0.15)}" fill="none" stroke="${c}" stroke-width="${n(s * 0.05)}"/>` +
    poly(
      [
        [-0.14, 0.3],
        [0.12, 1.0],
        [0.18, 0.98],
        [0.0, 0.4],
      ],
      x,
      y,
      s,
      c,
    ) +
    poly(
      [
        [0.14, 0.3],
        [-0.12, 1.0],
        [-0.18, 0.98],
        [0.0, 0.4],
      ],
      x,
      y,
      s,
      c,
    ),
  suitcase: (x, y, s, c) =>
    box(-0.45, 0, 0.9, 0.62, x, y, s, c, ` rx="${n(s * 0.06)}"`) +
    `<path d="M${n(x - s * 0.15)},${n(y - s * 0.62)} L${n(x - s * 0.15)},${n(y - s * 0.78)} L${n(x + s * 0.15)},${n(y - s * 0.78)} L${n(x + s * 0.15)},${n(y - s * 0.62)}" stroke="${c}" stroke-width="${n(s * 0.05)}" fill="none"/>`,
  key: (x, y, s, c) =>
    `<circle cx="${n(x)}" cy="${n(y - s * 0.8)}" r="${n(s * 0.16)}" fill="none" stroke="${c}" stroke-width="${n(s * 0.06)}"/>` +
    box(-0.03, 0, 0.06, 0.64, x, y, s, c) +
    box(0.03, 0.05, 0.14, 0.06, x, y, s, c) +
    box(0.03, 0.18, 0.1, 0.06, x, y, s, c),
  cloud: (x, y, s, c) =>
    [
      [-0.35, 0.3, 0.25],
      [0, 0.42, 0.32],
      [0.35, 0.3, 0.24],
      [0.12, 0.22, 0.26],
      [-0.15, 0.2, 0.24],
    ]
      .map(([u, v, rr]) => oval(u, v, rr, rr * 0.85, x, y, s, c))
      .join(""),
  guitar: (x, y, s, c, light) =>
    oval(0, 0.2, 0.22, 0.2, x, y, s, c) +
    oval(0, 0.45, 0.16, 0.15, x, y, s, c) +
    oval(0, 0.28, 0.06, 0.06, x, y, s, light) +
    box(-0.03, 0.55, 0.06, 0.4, x, y, s, c) +
    box(-0.05, 0.92, 0.1, 0.1, x, y, s, c),
  flowers: (x, y, s, c, light) =>
    [-0.25, -0.1, 0.05, 0.2, 0.3]
      .map((u, i) => line(0, 0, u, 0.65 + (i % 2) * 0.12, x, y, s, c, 0.025) + oval(u, 0.7 + (i % 2) * 0.12, 0.09, 0.09, x, y, s, i % 2 ? light : c))
      .join("") +
    poly(
      [
        [-0.1, 0.02],
        [0.1, 0.02],
        [0.05, 0.3],
        [-0.05, 0.3],
      ],
      x,
      y,
      s,
      c,
    ),
  glasses: (x, y, s, c, light) =>
    [-0.15, 0.15]
      .map((u, i) => {
        const tilt = i ? -1 : 1;
        return (
          box(u - 0.02, 0, 0.04, 0.45, x, y, s, c) +
          box(u - 0.12, 0, 0.24, 0.03, x, y, s, c) +
          poly(
            [
              [u - 0.1 + tilt * 0.05, 0.95],
              [u + 0.1 + tilt * 0.05, 0.95],
              [u + 0.05, 0.45],
              [u - 0.05, 0.45],
            ],
            x,
            y,
            s,
            light,
            ' opacity="0.9"',
          )
        );
      })
      .join(""),
  pyre: (x, y, s, c, light) =>
    [0, 0.1, 0.2].map((v, i) => box(-0.5 + i * 0.08, v, 1 - i * 0.16, 0.08, x, y, s, c)).join("") +
    poly(
      [
        [-0.35, 0.3],
        [-0.2, 0.75],
        [-0.1, 0.5],
        [0, 1.0],
        [0.12, 0.55],
        [0.22, 0.8],
        [0.35, 0.3],
      ],
      x,
      y,
      s,
      light,
    ) +
    poly(
      [
        [-0.15, 0.3],
        [0, 0.68],
        [0.15, 0.3],
      ],
      x,
      y,
      s,
      "#fff2c0",
    ),
};

export const FIGURE_NAMES = Object.keys(FIGURES);

/** Draws a named figure; an unknown name is an error, so a table typo is found at once. */
export function figure(name, x, y, s, c, light) {
  const draw = FIGURES[name];
  if (!draw) throw new Error(`art: no figure "${name}" (known: ${FIGURE_NAMES.join(", ")})`);
  return draw(x, y, s, c, light);
}
