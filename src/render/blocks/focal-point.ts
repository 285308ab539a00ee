/**
 * The CMS gives an image's focal point as a query, `fp-x=0.5&fp-y=0.4` (0 = left/top, 1 =
 * right/bottom). A cropped image should keep that point in view: CSS `object-position: 50% 40%`.
 * It is written as a style attribute, which the site's CSP allows (`style-src-attr`): attributes
 * cannot run code, and a class per position would cost more CSS than it saves.
 *
 * @example focalPosition("fp-x=0.5&fp-y=0.4") // "50% 40%"
 */
export function focalPosition(query: string | undefined): string | undefined {
  if (!query) return undefined;
  const params = new URLSearchParams(query.replace(/^\?/, ""));
  const x = percent(params.get("fp-x"));
  const y = percent(params.get("fp-y"));
  return x === undefined && y === undefined ? undefined : `${x ?? "50%"} ${y ?? "50%"}`;
}

function percent(value: string | null): string | undefined {
  if (value === null || value.trim() === "") return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) return undefined;
  // Rounded to a tenth of a percent: exact enough, and the same text for the same point.
  return `${Math.round(Math.min(1, Math.max(0, n)) * 1000) / 10}%`;
}
