// Types for the tests that read which squares the build cuts for a phone (scripts/hero-crops.mjs).
export function focalX(query: string | undefined): number;
export function squareAround(width: number, height: number, x: number): { left: number; top: number; width: number; height: number } | undefined;
export function heroCrops(root?: string): Promise<Map<string, Set<number>>>;
