import manifest from "../../build/client-manifest.json";

/** What scripts/build-client.mjs produced: the inline CSS, the hashed script URLs and the typeface file to preload. */
export const clientAssets: { css: string; cssHash: string; scripts: Record<string, string>; font: string } = manifest;

/** FNV-1a: a short, stable tag of the client build for ETags (not for security). */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** Changes whenever the CSS or any script changes, so cached HTML never names old files. */
export const buildTag = fnv1a(manifest.cssHash + JSON.stringify(manifest.scripts));
