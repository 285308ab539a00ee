import manifest from "../../build/client-manifest.json";

/** What the build inlined of the theme's logo (scripts/build-inline-logo.mjs), if it could. */
const inlined = (manifest as { logo?: { src: string; uri: string } | null }).logo ?? null;

/**
 * The header logo's `src`: the build's data URI when the theme still names the file it was made
 * from, so a first visit's first paint asks for no logo file (docs/decisions/054); the theme's own
 * address otherwise (a logo published after the build, a raster or large one).
 *
 * @example logoSource("/images/logo.svg") // "data:image/svg+xml,%3Csvg …" after a build that inlined it
 */
export function logoSource(src: string): string {
  return inlined && inlined.src === src ? inlined.uri : src;
}
