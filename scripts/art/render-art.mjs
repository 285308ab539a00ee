// Draws the demo pictures (scripts/art/catalogue.mjs) as SVG and renders each to a JPEG under
// public/images/art/ (not committed), which the image build then turns into width variants like any other image.
// Deterministic: a picture is drawn from its name's seed, and redrawn only when its SVG changed.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { CATALOGUE } from "./catalogue.mjs";
import { random } from "./random.mjs";
import { picture } from "./scenes.mjs";

export const ART_DIR = "public/images/art";
// The SVG of each picture as last rendered: when it is the same, the JPEG is already right.
const SVG_DIR = "build/art";

export async function renderArt(dir = ART_DIR) {
  await mkdir(dir, { recursive: true });
  await mkdir(SVG_DIR, { recursive: true });
  let drawn = 0;
  const draw = async (item) => {
    const svg = picture(item.draw(random(item.name), item.width, item.height), item.width, item.height);
    const svgFile = join(SVG_DIR, `${item.name}.svg`);
    const jpgFile = join(dir, `${item.name}.jpg`);
    if ((await readFile(svgFile, "utf8").catch(() => "")) === svg && (await readFile(jpgFile).catch(() => null))) return;
    // The source the variants are cut from, not what a visitor downloads: quality high, encoder fast.
    await sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toFile(jpgFile);
    await writeFile(svgFile, svg);
    drawn++;
  };
  // One picture per core: rendering an SVG runs on one thread.
  let next = 0;
  const worker = async () => {
    while (next < CATALOGUE.length) await draw(CATALOGUE[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  return { total: CATALOGUE.length, drawn };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t = performance.now();
  const { total, drawn } = await renderArt();
  console.log(`art: ${drawn} of ${total} pictures drawn in ${Math.round(performance.now() - t)} ms`);
}
