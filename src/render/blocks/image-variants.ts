import manifest from "../../../build/image-manifest.json";

/** One picture as scripts/build-images.mjs cut it: intrinsic size, content hash, widths made. */
type ManifestEntry = { w: number; h: number; hash: string; name: string; widths: number[] };

const entries: Record<string, ManifestEntry | undefined> = manifest;

/** Width variants of a picture, ready for `<picture>`: WebP for `<source>`, JPEG for `<img>`. */
export type ImageVariants = {
  width: number;
  height: number;
  webp: string;
  jpeg: string;
  /** The JPEG a browser without srcset takes: the widest up to 1280 px. */
  src: string;
};

const variantUrl = (e: ManifestEntry, w: number, ext: "webp" | "jpg") => `/img/${e.name}.${e.hash}.${w}.${ext}`;
const srcset = (e: ManifestEntry, widths: number[], ext: "webp" | "jpg") => widths.map((w) => `${variantUrl(e, w, ext)} ${w}w`).join(", ");

/**
 * The variants built for a picture URL of the content (`/images/art/nff-2025.jpg`), or undefined
 * for a picture the build never saw (a CMS image on another host): that one is drawn as it is.
 * Variant URLs carry the source's hash, so they are cached for a year (public/_headers, written by scripts/build-headers.mjs).
 *
 * `widest`, for a picture never drawn wider (a programme row's still: 160 CSS px, 480 device pixels
 * at 3×), leaves out the wider variants: no screen would take them, and a page of forty rows
 * carried each of their addresses twice.
 *
 * @example imageVariants("/images/art/nff-2025.jpg")?.webp // "/img/nff-2025.1a2b3c4d5e.320.webp 320w, …"
 */
export function imageVariants(url: string, widest = Number.POSITIVE_INFINITY): ImageVariants | undefined {
  const e = entries[url];
  if (!e) return undefined;
  const narrow = e.widths.filter((w) => w <= widest);
  const widths = narrow.length > 0 ? narrow : e.widths.slice(0, 1);
  const fallback = widths.filter((w) => w <= 1280).at(-1) ?? widths[0] ?? e.w;
  return { width: e.w, height: e.h, webp: srcset(e, widths, "webp"), jpeg: srcset(e, widths, "jpg"), src: variantUrl(e, fallback, "jpg") };
}
