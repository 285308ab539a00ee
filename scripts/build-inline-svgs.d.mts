// Types for the tests that read what the build inlines (scripts/build-inline-svgs.mjs).
export const INLINE_SVG_MAX_BYTES: number;
export function svgDataUri(svg: string): string;
export function svgDrawing(svg: string): { viewBox: string; body: string } | null;
export function buildInlineSvgs(
  themeFile?: string,
  publicDir?: string,
): Promise<{ uris: Record<string, string>; drawings: Record<string, { viewBox: string; body: string }> }>;
