/** Pip positions on a 3×3 grid (0 = top left … 8 = bottom right) for each face of a die. */
const FACES = ["", "4", "08", "048", "0268", "02468", "023568"];

/**
 * A die showing a "terningkast" (dice score, 1–6), the Norwegian way to rate a film, as SVG
 * markup. Decoration only: the text beside it says the score. A fraction shows the nearest face.
 *
 * @example `<p class="rating">${diceHtml(4.6, "dice-large")} …</p>`
 */
export function diceHtml(value: number, className = ""): string {
  const face = Math.min(6, Math.max(1, Math.round(value)));
  const pips = [...(FACES[face] ?? "")]
    .map(Number)
    .map((pip) => `<circle cx="${8 + (pip % 3) * 7}" cy="${8 + Math.floor(pip / 3) * 7}" r="2.6" class="dice-pip"/>`);
  return `<svg class="dice ${className}" viewBox="0 0 30 30" width="30" height="30" aria-hidden="true" focusable="false"><rect x="1" y="1" width="28" height="28" rx="6" class="dice-face"/>${pips.join("")}</svg>`;
}
