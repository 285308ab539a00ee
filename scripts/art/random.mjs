// A seeded random source, so the same picture name draws the same picture on every machine.

/** FNV-1a of a string: the seed for `random`. */
function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * mulberry32: small, fast and good enough for scenery.
 * @example const r = random("film-kystlinjer"); r() // 0 ≤ n < 1, the same on every run
 */
export function random(seed) {
  let a = hash(String(seed));
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.between = (lo, hi) => lo + next() * (hi - lo);
  next.int = (lo, hi) => Math.floor(next.between(lo, hi + 1));
  next.pick = (list) => list[Math.floor(next() * list.length)];
  return next;
}

/** Numbers in SVG with one decimal: smaller files, and the same text on every platform. */
export const n = (x) => Math.round(x * 10) / 10;
