// Every raster under public/images/ (editors' pictures and the drawn demo art) in width variants:
// WebP at every width for every browser of today, and one JPEG (the img's `src`, for a browser
// that reads neither srcset nor WebP: decision 039), named by the source's content hash and
// served immutable from /img/. Writes build/image-manifest.json (source URL → intrinsic size,
// widths, the JPEG's width and any phone's squares), which the worker imports to write srcset
// (src/render/blocks/image-variants.ts).
// The pictures the front page's hero draws are also cut to a square around their focal point, for
// a phone (scripts/hero-crops.mjs, docs/decisions/056): WebP only, the img's JPEG stays the fallback.
// Variants already on disk are not made again, so a rebuild with unchanged pictures costs a hash.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { basename, extname, join, relative } from "node:path";
import sharp from "sharp";
import { heroCrops, squareAround } from "./hero-crops.mjs";

export const SOURCE_DIR = "public/images";
export const VARIANT_DIR = "public/img";

/**
 * How a kind of picture is cut: the widths it is offered at (none wider than the source), the
 * encoders, and a recipe name that goes into the variants' hash, so a changed recipe makes every
 * variant again under a new name. WebP is made at every width, JPEG at one (FALLBACK_WIDEST).
 */
const PHOTO = {
  // 720 and 768 because phones at 1.75–2x (Lighthouse's 412 px phone: 721 px) would otherwise take 960.
  widths: [320, 480, 640, 720, 768, 960, 1280, 1600, 1920],
  formats: { webp: { quality: 74, effort: 4 }, jpg: { quality: 76, mozjpeg: true } },
  recipe: "1",
};
/**
 * The drawn demo art (public/images/art/): flat colour, a few kilobytes at any width, so every
 * step between widths wastes almost nothing and fewer steps save most of the build (decision 026).
 * WebP effort 2 gives the same bytes as 4 here in two thirds of the time; the JPEG is the
 * fallback few browsers take, so it skips mozjpeg's slow trellis.
 */
const ART = {
  widths: [320, 480, 640, 768, 960, 1280],
  formats: { webp: { quality: 74, effort: 2 }, jpg: { quality: 78 } },
  recipe: "art-1",
};
export const WIDTHS = PHOTO.widths;
/** The JPEG fallback: the widest width up to this, a size that serves any screen passably. */
const FALLBACK_WIDEST = 1280;
const recipeFor = (file) => (file.split("\\").join("/").startsWith(`${SOURCE_DIR}/art/`) ? ART : PHOTO);

async function sources(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && /\.(jpe?g|png|webp)$/i.test(e.name))
    .map((e) => join(e.parentPath ?? e.path, e.name))
    .sort();
}

const exists = (file) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** The widths of a picture `width` px wide a recipe offers: those narrower, and its own (at most the widest). */
const widthsUpTo = (offered, width) => [...offered.filter((w) => w < width), Math.min(width, offered.at(-1))].filter((w, i, all) => all.indexOf(w) === i);

/**
 * The phone's squares of one source, one per focal x the content asks for (`xs`): each named by a
 * hash of the recipe, the place and the source, so a moved focal point makes a new file. Returns the
 * manifest's `crops` (x → size, hash, widths) and the files to make.
 */
function squares(bytes, recipe, name, meta, xs, written) {
  const crops = {};
  const missing = [];
  for (const x of xs) {
    const square = squareAround(meta.width ?? 0, meta.height ?? 0, x);
    if (!square) continue;
    const hash = createHash("sha256").update(recipe.recipe).update(`square ${x}`).update(bytes).digest("hex").slice(0, 10);
    const widths = widthsUpTo(recipe.widths, square.width);
    crops[String(x)] = { w: square.width, h: square.height, hash, widths };
    for (const w of widths) {
      const out = join(VARIANT_DIR, `${name}.${hash}.${w}.webp`);
      written.add(out);
      missing.push({ w, ext: "webp", options: recipe.formats.webp, out, square });
    }
  }
  return { crops, missing };
}

/** One source: its size and, for each width, the variants in every format (made when missing), and the phone's squares. */
async function variants(file, written, cropsOf) {
  const bytes = await readFile(file);
  const { widths: WIDTHS_OF, formats, recipe } = recipeFor(file);
  const url = `/${relative("public", file).split("\\").join("/")}`;
  const hash = createHash("sha256").update(recipe).update(bytes).digest("hex").slice(0, 10);
  const name = basename(file, extname(file));
  const meta = await sharp(bytes).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const widths = widthsUpTo(WIDTHS_OF, width);
  const jpg = widths.filter((w) => w <= FALLBACK_WIDEST).at(-1) ?? widths[0];
  const missing = [];
  for (const w of widths) {
    for (const [ext, options] of Object.entries(formats)) {
      if (ext === "jpg" && w !== jpg) continue;
      const out = join(VARIANT_DIR, `${name}.${hash}.${w}.${ext}`);
      written.add(out);
      if (!(await exists(out))) missing.push({ w, ext, options, out });
    }
  }
  const square = squares(bytes, recipeFor(file), name, meta, cropsOf.get(url) ?? [], written);
  for (const m of square.missing) if (!(await exists(m.out))) missing.push(m);
  // Decoded once for all its variants, not once per variant.
  const pixels = missing.length ? await sharp(bytes).raw().toBuffer({ resolveWithObject: true }) : undefined;
  for (const { w, ext, options, out, square: part } of missing) {
    const decoded = sharp(pixels.data, { raw: pixels.info });
    const pipeline = (part ? decoded.extract(part) : decoded).resize({ width: w });
    await (ext === "webp" ? pipeline.webp(options) : pipeline.jpeg(options)).toFile(out);
  }
  const crops = Object.keys(square.crops).length > 0 ? { crops: square.crops } : {};
  return { url, entry: { w: width, h: height, hash, name, widths, jpg, ...crops } };
}

/** Runs `work` over `items`, `limit` at a time: sharp is fast per picture, but two cores are few. */
async function pool(items, limit, work) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export async function buildImages({ manifestFile = "build/image-manifest.json" } = {}) {
  await mkdir(VARIANT_DIR, { recursive: true });
  await mkdir("build", { recursive: true });
  const written = new Set();
  const files = await sources(SOURCE_DIR);
  const cropsOf = await heroCrops();
  const results = await pool(files, Math.max(2, availableParallelism()), (file) => variants(file, written, cropsOf));
  // Variants of pictures since changed or removed would pile up: everything not written now goes.
  for (const old of await readdir(VARIANT_DIR)) {
    const file = join(VARIANT_DIR, old);
    if (!written.has(file)) await rm(file);
  }
  const manifest = Object.fromEntries(results.map((r) => [r.url, r.entry]));
  await writeFile(manifestFile, JSON.stringify(manifest));
  return { sources: files.length, variants: written.size };
}
