// Types for the test that reads what the build would draw in the page (scripts/build-inline-svgs.mjs).
export function svgDrawing(svg: string): { viewBox: string; body: string } | null;
