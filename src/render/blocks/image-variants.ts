import manifest from "../../../build/image-manifest.json";
import type { PictureLayout } from "./image-sizes";

/**
 * One picture as scripts/build-images.mjs cut it: intrinsic size, content hash, the WebP widths
 * made, and the one width made in JPEG too (the fallback).
 */
type ManifestEntry = { w: number; h: number; hash: string; name: string; widths: number[]; jpg: number };

const entries: Record<string, ManifestEntry | undefined> = manifest;

/** A picture's srcset for one layout, ready for an `<img>`: WebP widths, and the JPEG for `src`. */
export type ImageVariants = {
  width: number;
  height: number;
  /** The WebP widths some screen takes in this layout (image-sizes.ts). */
  srcset: string;
  /** The JPEG a browser without srcset or WebP would take (none the site supports does). */
  src: string;
};

const variantUrl = (e: ManifestEntry, w: number, ext: "webp" | "jpg") => `/img/${e.name}.${e.hash}.${w}.${ext}`;

/**
 * The widths of a picture that some screen takes in a layout: those between its narrowest and
 * widest. A picture whose widths all fall outside keeps the one a screen would take instead: its
 * widest when all are narrower (a 720 px poster as a hero), its narrowest when all are wider.
 */
function widthsFor(e: ManifestEntry, { narrowest, widest }: PictureLayout): number[] {
  const inRange = e.widths.filter((w) => w >= narrowest && w <= widest);
  if (inRange.length > 0) return inRange;
  const below = e.widths.filter((w) => w <= widest).at(-1);
  return [below ?? e.widths[0] ?? e.w];
}

/**
 * The variants built for a picture URL of the content (`/images/art/nff-2025.jpg`) as a layout
 * draws it, or undefined for a picture the build never saw (a CMS image on another host): that
 * one is drawn as it is. Variant URLs carry the source's hash, so they are cached for a year
 * (public/_headers, written by scripts/build-headers.mjs).
 *
 * @example imageVariants("/images/art/nff-2025.jpg", SCREENING)?.srcset // "/img/nff-2025.1a2b3c4d5e.320.webp 320w, ….480.webp 480w"
 */
export function imageVariants(url: string, layout: PictureLayout): ImageVariants | undefined {
  const e = entries[url];
  if (!e) return undefined;
  const srcset = widthsFor(e, layout)
    .map((w) => `${variantUrl(e, w, "webp")} ${w}w`)
    .join(", ");
  return { width: e.w, height: e.h, srcset, src: variantUrl(e, e.jpg, "jpg") };
}
