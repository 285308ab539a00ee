/**
 * The CMS gives an image's focal point as a query, `fp-x=0.5&fp-y=0.4` (0 = left/top, 1 =
 * right/bottom). A cropped image should keep that point in view: CSS `object-position: 50% 40%`.
 *
 * The CSP allows no inline `style` attributes, so the position is expressed as two classes on a
 * 10 % grid (`fx-5 fy-4`) that 40-blocks.css maps to custom properties.
 *
 * @example focalClasses("fp-x=0.5&fp-y=0.4") // "fx-5 fy-4"
 */
export function focalClasses(query: string | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams(query.replace(/^\?/, ""));
  return [axis(params.get("fp-x"), "fx"), axis(params.get("fp-y"), "fy")].filter(Boolean).join(" ");
}

function axis(value: string | null, prefix: "fx" | "fy"): string {
  if (value === null || value.trim() === "") return "";
  const n = Number(value);
  if (!Number.isFinite(n)) return "";
  return `${prefix}-${Math.round(Math.min(1, Math.max(0, n)) * 10)}`;
}

/** The same point as a CSS position, for places that can use one (tests, documentation). */
export function focalPosition(query: string | undefined): string {
  const classes = focalClasses(query);
  const x = /fx-(\d+)/.exec(classes)?.[1] ?? "5";
  const y = /fy-(\d+)/.exec(classes)?.[1] ?? "5";
  return `${Number(x) * 10}% ${Number(y) * 10}%`;
}
