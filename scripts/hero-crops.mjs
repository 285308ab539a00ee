// Which pictures the front page's festival hero draws, and around which point, read from the
// content's pages (published and drafts): the build cuts a phone's square of those pictures only,
// not of every picture at a few guessed places (docs/decisions/056).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { jsonFiles, readJson } from "./bundle-content.mjs";

/**
 * The focal point's x as the content gives it (`fp-x=0.3&fp-y=0.4`, 0 = left), clamped to 0–1 and
 * rounded to a thousandth; the middle when the content names none. The worker looks the crop up by
 * this number, parsed and rounded the same way (src/render/blocks/focal-point.ts).
 *
 * @example focalX("fp-x=0.3456&fp-y=0.4") // 0.346
 */
export function focalX(query) {
  const value = new URLSearchParams(String(query ?? "").replace(/^\?/, "")).get("fp-x");
  const n = value === null || value.trim() === "" ? Number.NaN : Number(value);
  return Number.isFinite(n) ? Math.round(Math.min(1, Math.max(0, n)) * 1000) / 1000 : 0.5;
}

/**
 * The square a phone draws of a landscape picture, its full height, placed so that the focal point
 * sits as far across the square as across the whole picture: the box's `object-position: x%` then
 * shows the very same part of the picture from the square as from the whole (decision 056).
 * Undefined for a picture already as tall as it is wide.
 *
 * @example squareAround(1280, 720, 0.5) // { left: 280, top: 0, width: 720, height: 720 }
 */
export function squareAround(width, height, x) {
  if (height >= width) return undefined;
  return { left: Math.round(x * (width - height)), top: 0, width: height, height };
}

/** The pages of a content folder: files of one page or of several; none when the folder is missing. */
async function pages(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const file of await jsonFiles(dir)) {
    const value = await readJson(file);
    out.push(...(Array.isArray(value) ? value : [value]));
  }
  return out;
}

/**
 * Every picture a `festival-hero` block of the content draws (its own image, by URL) and the focal
 * x each asks for: `Map<url, Set<x>>`. A picture the content later gives the hero without a new build
 * has no square and keeps the whole picture on a phone too (BlockImage).
 */
export async function heroCrops(root = "content") {
  const crops = new Map();
  const all = [...(await pages(join(root, "pages"))), ...(await pages(join(root, "drafts", "pages")))];
  for (const page of all) {
    for (const block of Array.isArray(page?.blocks) ? page.blocks : []) {
      const image = block?.component === "festival-hero" ? block.props?.image : undefined;
      if (typeof image?.url !== "string") continue;
      if (!crops.has(image.url)) crops.set(image.url, new Set());
      crops.get(image.url).add(focalX(image.focalPointQuery));
    }
  }
  return crops;
}
