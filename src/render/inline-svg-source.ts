import manifest from "../../build/client-manifest.json";

/** A drawing the build took from an SVG file of ours for the page itself: its `viewBox` and shapes. */
export type InlineDrawing = { readonly viewBox: string; readonly body: string };

type Inlined = { inlined?: Record<string, string>; drawn?: Record<string, InlineDrawing> };

/** What the build inlined of the theme's favicon and logo (scripts/build-inline-svgs.mjs), by the address it was made from. */
const { inlined = {}, drawn = {} } = manifest as Inlined;

/**
 * The `href` for the theme's favicon: the build's data URI while the theme still names the file it
 * was made from, so a first visit asks for no file during its first paint (docs/decisions/054);
 * the theme's own address otherwise (a file published after the build, a raster or a large one).
 *
 * @example inlinedSource("/images/favicon.svg") // "data:image/svg+xml,%3Csvg …" after a build that inlined it
 */
export function inlinedSource(src: string): string {
  return Object.hasOwn(inlined, src) ? (inlined[src] ?? src) : src;
}

/**
 * The theme's logo as a drawing for an `<svg>` in the page, while the theme still names the file
 * the build made it from; undefined otherwise, and the page links the file. Not a data URI: the
 * browser reports an `<img>` of one as a request, and Lighthouse's simulation counts it as one
 * before the first paint (docs/decisions/055). The build let through shapes only (no script, style,
 * link or id), so the markup can go into the page as it is.
 */
export function inlinedDrawing(src: string): InlineDrawing | undefined {
  return Object.hasOwn(drawn, src) ? drawn[src] : undefined;
}
