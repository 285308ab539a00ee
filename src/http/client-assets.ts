import manifest from "../../build/client-manifest.json";

/**
 * The site stylesheet as the build wrote it (scripts/build-styles.mjs): the inline rule of the
 * typeface's metric-matched fallback (`font`; the typeface itself is in the file only), each
 * source file's minified rules with the blocks that need them on the first screen ("always": every
 * page), the cascade layer they sit in, and the whole stylesheet's hashed file.
 * Declared with the build's other facts, below render/, which reads it (first-screen-css.ts).
 */
export type SiteStyles = {
  font: string;
  layer: string;
  parts: { for: "always" | string[]; css: string }[];
  file: string;
};

/**
 * What scripts/build-client.mjs produced: the site stylesheet (its first-screen parts and its
 * file), the hashed script URLs and the typeface's Latin file (the service worker keeps it). (JSON's types widen a part's
 * `"always"` to string; the build writes nothing else there.)
 */
export const clientAssets = manifest as { css: SiteStyles; cssHash: string; scripts: Record<string, string>; font: string };

/** FNV-1a: a short, stable tag of the client build for ETags (not for security). */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** Changes whenever the CSS, any script, the inlined logo and favicon or the inline script changes, so cached HTML never names old files or hashes. */
export const buildTag = fnv1a(
  manifest.cssHash + manifest.icons + JSON.stringify(manifest.scripts) + JSON.stringify(manifest.inlined) + manifest.afterPaint.hash,
);
