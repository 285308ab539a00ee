/** Pip positions on a 3×3 grid (0 = top left … 8 = bottom right) for each face of a die. */
const FACES: Record<number, readonly number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/**
 * A die showing a "terningkast" (dice score, 1–6), the Norwegian way to rate a film. Decoration
 * only: the text beside it says the score. A score of 0 or a fraction shows the nearest face.
 */
export function Dice({ value, className }: { value: number; className?: string }) {
  const face = Math.min(6, Math.max(1, Math.round(value)));
  return (
    <svg className={className ? `dice ${className}` : "dice"} viewBox="0 0 30 30" width="30" height="30" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="28" height="28" rx="6" className="dice-face" />
      {(FACES[face] ?? []).map((pip) => (
        <circle key={pip} cx={8 + (pip % 3) * 7} cy={8 + Math.floor(pip / 3) * 7} r="2.6" className="dice-pip" />
      ))}
    </svg>
  );
}
