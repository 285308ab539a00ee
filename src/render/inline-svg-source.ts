import manifest from "../../build/client-manifest.json";

/** What the build inlined of the theme's logo and favicon (scripts/build-inline-svgs.mjs): data URIs by the address they were made from. */
const inlined: Readonly<Record<string, string>> = (manifest as { inlined?: Record<string, string> }).inlined ?? {};

/**
 * The `src`/`href` for the theme's logo or favicon: the build's data URI while the theme still
 * names the file it was made from, so a first visit asks for neither file during its first paint
 * (docs/decisions/054); the theme's own address otherwise (a file published after the build, a
 * raster or a large one).
 *
 * @example inlinedSource("/images/logo.svg") // "data:image/svg+xml,%3Csvg …" after a build that inlined it
 */
export function inlinedSource(src: string): string {
  return Object.hasOwn(inlined, src) ? (inlined[src] ?? src) : src;
}
