// node scripts/art/contact-sheet.mjs [posters|stills] [out.png]: every drawn poster (or still) of
// the catalogue side by side, small, to see at a glance that no two look alike. Run the build first.
import { existsSync } from "node:fs";
import sharp from "sharp";
import { CATALOGUE } from "./catalogue.mjs";
import { ART_DIR } from "./render-art.mjs";

const kind = process.argv[2] ?? "posters";
const out = process.argv[3] ?? `test-results/contact-${kind}.png`;
const items = CATALOGUE.filter((i) => (kind === "posters" ? i.name.startsWith("poster-") : i.name.startsWith("film-")));
const cell = kind === "posters" ? { w: 160, h: 240 } : { w: 256, h: 144 };
const columns = kind === "posters" ? 10 : 8;
const rows = Math.ceil(items.length / columns);
const tiles = [];
for (const [i, item] of items.entries()) {
  const file = `${ART_DIR}/${item.name}.jpg`;
  if (!existsSync(file)) throw new Error(`${file} is missing: run node scripts/build.mjs first`);
  tiles.push({ input: await sharp(file).resize(cell.w, cell.h).toBuffer(), left: (i % columns) * (cell.w + 4), top: Math.floor(i / columns) * (cell.h + 4) });
}
await sharp({ create: { width: columns * (cell.w + 4), height: rows * (cell.h + 4), channels: 3, background: "#ffffff" } })
  .composite(tiles)
  .png()
  .toFile(out);
console.log(`${items.length} ${kind} in ${out}`);
