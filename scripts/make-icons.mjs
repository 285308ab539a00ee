#!/usr/bin/env node
// Makes the home screen icons (public/icons/*.png) from the festival's favicon artwork
// (public/images/favicon.svg), drawn by Debian's Chromium. Run once after the artwork changes and
// commit the PNGs:   node scripts/make-icons.mjs
//
// - icon-192/512: the artwork with its rounded corners on transparency (manifest purpose "any");
// - maskable-192/512: full bleed, square corners (purpose "maskable": the phone cuts its own
//   shape; the moon and the coastline stay inside the 80 % safe circle);
// - apple-touch-icon (180): full bleed too, since iOS fills transparency with black.
import { mkdirSync, readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from "../tests/e2e/support/ensure-chromium.mjs";

const SOURCE = "public/images/favicon.svg";
const OUT = "public/icons";
const ICONS = [
  { file: "icon-192.png", size: 192, fullBleed: false },
  { file: "icon-512.png", size: 512, fullBleed: false },
  { file: "maskable-192.png", size: 192, fullBleed: true },
  { file: "maskable-512.png", size: 512, fullBleed: true },
  { file: "apple-touch-icon.png", size: 180, fullBleed: true },
];

const artwork = readFileSync(SOURCE, "utf8");

/** The artwork at `size` pixels; full bleed drops the background's rounded corners. */
function svgAt(size, fullBleed) {
  let svg = artwork.replace(/\swidth="\d+"/, ` width="${size}"`).replace(/\sheight="\d+"/, ` height="${size}"`);
  if (fullBleed) svg = svg.replace(/(<rect[^>]*?)\srx="[\d.]+"/, "$1");
  return svg;
}

ensureChromium();
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, fullBleed } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<!doctype html><body style="margin:0;background:transparent">${svgAt(size, fullBleed)}</body>`);
    await page.screenshot({ path: `${OUT}/${file}`, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    console.log(`${OUT}/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
