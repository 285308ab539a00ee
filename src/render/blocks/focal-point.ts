/**
 * The CMS gives an image's focal point as a query, `fp-x=0.5&fp-y=0.4` (0 = left/top, 1 =
 * right/bottom). A cropped image should keep that point in view: CSS `object-position: 50% 40%`.
 * It is written as a style attribute, which the site's CSP allows (`style-src-attr`): attributes
 * cannot run code, and a class per position would cost more CSS than it saves.
 *
 * @example focalPosition("fp-x=0.5&fp-y=0.4") // "50% 40%"
 */
export function focalPosition(query: string | undefined): string | undefined {
  const x = focalFraction(query, "x");
  const y = focalFraction(query, "y");
  return x === undefined && y === undefined ? undefined : `${percent(x)} ${percent(y)}`;
}

/**
 * One coordinate of the focal point, 0–1, rounded to a thousandth: the same text for the same point,
 * and the key of the phone's square the build cut around it (scripts/hero-crops.mjs rounds alike).
 * Undefined when the query does not give it.
 *
 * @example focalFraction("fp-x=0.3456", "x") // 0.346
 */
export function focalFraction(query: string | undefined, axis: "x" | "y"): number | undefined {
  if (!query) return undefined;
  const value = new URLSearchParams(query.replace(/^\?/, "")).get(`fp-${axis}`);
  if (value === null || value.trim() === "") return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) return undefined;
  return Math.round(Math.min(1, Math.max(0, n)) * 1000) / 1000;
}

// A tenth of a percent: exact enough.
const percent = (fraction: number | undefined) => (fraction === undefined ? "50%" : `${Math.round(fraction * 1000) / 10}%`);
