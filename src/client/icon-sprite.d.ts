/**
 * The icon sprite's URL (/build/icons-HASH.svg), written into the bundle by the build (esbuild's
 * `define` in scripts/build-client.mjs), which makes the sprite before the scripts.
 */
declare const ICON_SPRITE: string;
