// Side views of what drives on the road: a truck, a bus, a car and a motorbike with a sidecar,
// wheels on y, `s` long, with lit lights at night.
import { box, oval } from "./shape.mjs";

const wheels = (at, x, y, s, c) => at.map((u) => oval(u, 0.07, 0.07, 0.07, x, y, s, c)).join("");

export const VEHICLES = {
  truck: (x, y, s, c, light) =>
    box(-0.5, 0.06, 0.7, 0.38, x, y, s, c) +
    box(0.22, 0.06, 0.26, 0.3, x, y, s, c) +
    box(0.34, 0.22, 0.12, 0.1, x, y, s, light, ' opacity="0.7"') +
    oval(0.49, 0.1, 0.025, 0.02, x, y, s, light) +
    wheels([-0.4, -0.25, 0.05, 0.36], x, y, s, c),
  bus: (x, y, s, c, light) =>
    box(-0.5, 0.05, 1, 0.32, x, y, s, c, ` rx="${s * 0.03}"`) +
    [-0.42, -0.27, -0.12, 0.03, 0.18, 0.33].map((u) => box(u, 0.22, 0.11, 0.1, x, y, s, light, ' opacity="0.85"')).join("") +
    oval(0.5, 0.1, 0.02, 0.02, x, y, s, light) +
    wheels([-0.32, 0.32], x, y, s, c),
  car: (x, y, s, c, light) =>
    box(-0.5, 0.06, 1, 0.18, x, y, s, c, ` rx="${s * 0.04}"`) +
    box(-0.25, 0.22, 0.5, 0.14, x, y, s, c, ` rx="${s * 0.04}"`) +
    box(-0.19, 0.25, 0.18, 0.09, x, y, s, light, ' opacity="0.6"') +
    box(0.03, 0.25, 0.16, 0.09, x, y, s, light, ' opacity="0.6"') +
    oval(0.49, 0.14, 0.03, 0.02, x, y, s, light) +
    wheels([-0.3, 0.3], x, y, s, c),
  motorbike: (x, y, s, c, light) =>
    oval(-0.25, 0.1, 0.1, 0.1, x, y, s, c) +
    oval(0.22, 0.1, 0.1, 0.1, x, y, s, c) +
    box(-0.2, 0.14, 0.4, 0.08, x, y, s, c) +
    box(-0.55, 0.06, 0.28, 0.16, x, y, s, c, ` rx="${s * 0.05}"`) +
    oval(0, 0.38, 0.06, 0.06, x, y, s, c) +
    box(-0.06, 0.2, 0.12, 0.16, x, y, s, c) +
    oval(-0.42, 0.3, 0.05, 0.05, x, y, s, c) +
    oval(0.3, 0.24, 0.025, 0.025, x, y, s, light),
};

export function vehicle(name, x, y, s, c, light) {
  const draw = VEHICLES[name];
  if (!draw) throw new Error(`art: no vehicle "${name}" (known: ${Object.keys(VEHICLES).join(", ")})`);
  return draw(x, y, s, c, light);
}
