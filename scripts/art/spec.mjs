// A picture as data, `[scene, palette, options]`, and the scene functions the names stand for.
// The film tables (scripts/festival-content/films/) describe their pictures this way; the
// catalogue draws them and describe.mjs writes their alt texts from the same spec.
import { bands, disc } from "./posters.mjs";
import { forest, road, vidda } from "./outdoors.mjs";
import { PALETTES } from "./palettes.mjs";
import { cinema, coast, culinary, fjord, harbour, northernLights } from "./scenes.mjs";
import { city, town, window_ } from "./settlements.mjs";
import { deep, ice, space } from "./waters.mjs";

export const SCENES = {
  coast,
  fjord,
  harbour,
  northernLights,
  cinema,
  culinary,
  vidda,
  forest,
  road,
  town,
  city,
  window: window_,
  ice,
  deep,
  space,
  disc,
  bands,
};

/** Draws a spec at W × H with the random source `r`; a `window` gets its view scene and palette resolved. */
export function drawSpec([scene, palette, options = {}], r, W, H) {
  const draw = SCENES[scene];
  const p = PALETTES[palette];
  if (!draw || !p) throw new Error(`art: unknown scene "${scene}" or palette "${palette}"`);
  const o = { ...options };
  if (scene === "window") {
    o.view = SCENES[options.view];
    o.viewPalette = PALETTES[options.viewPalette ?? palette];
    if (!o.view || !o.viewPalette) throw new Error(`art: a window's view "${options.view}" in "${options.viewPalette}" is unknown`);
  }
  return draw(r, p, W, H, o);
}
