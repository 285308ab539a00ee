import manifest from "../../../build/image-manifest.json";
import type { PictureLayout } from "./image-sizes";

/** A phone's square of a picture (scripts/hero-crops.mjs): its size, its own hash and the WebP widths made. */
type Square = { w: number; h: number; hash: string; widths: number[] };

/**
 * One picture as scripts/build-images.mjs cut it: intrinsic size, content hash, the WebP widths
 * made, the one width made in JPEG too (the fallback), and the squares cut for a phone, by the
 * focal point's x they were cut around (only for pictures a festival hero of the content draws).
 */
type ManifestEntry = { w: number; h: number; hash: string; name: string; widths: number[]; jpg: number; crops?: Record<string, Square | undefined> };

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

const variantUrl = (name: string, hash: string, w: number, ext: "webp" | "jpg") => `/img/${name}.${hash}.${w}.${ext}`;

/**
 * The widths of a picture that some screen takes in a layout: those between its narrowest and
 * widest. A picture whose widths all fall outside keeps the one a screen would take instead: its
 * widest when all are narrower (a 720 px poster as a hero), its narrowest when all are wider.
 */
function widthsFor(e: Square, { narrowest, widest }: PictureLayout): number[] {
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
  return { width: e.w, height: e.h, srcset: srcsetOf(e.name, e, layout), src: variantUrl(e.name, e.hash, e.jpg, "jpg") };
}

const srcsetOf = (name: string, e: Square, layout: PictureLayout) =>
  widthsFor(e, layout)
    .map((w) => `${variantUrl(name, e.hash, w, "webp")} ${w}w`)
    .join(", ");

/**
 * The square the build cut of a picture around a focal point's x (0–1, as focal-point.ts rounds it)
 * for a phone, as a layout draws it: its size and WebP srcset. Undefined when the build cut none
 * there (a picture the content gave the hero since, a point moved since, a CMS image on another
 * host): the phone then draws the whole picture, as a laptop does (docs/decisions/056).
 *
 * @example squareVariants("/images/art/nff-2025.jpg", 0.5, FESTIVAL_HERO_PHONE)?.srcset // "/img/nff-2025.0a1b2c3d4e.480.webp 480w, …"
 */
export function squareVariants(url: string, x: number, layout: PictureLayout): Omit<ImageVariants, "src"> | undefined {
  const e = entries[url];
  const square = e?.crops?.[String(x)];
  return e && square && { width: square.w, height: square.h, srcset: srcsetOf(e.name, square, layout) };
}
