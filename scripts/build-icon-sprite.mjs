// The icon sprite as a file of its own, /build/icons-HASH.svg (docs/decisions/030): an icon is
// `<svg><use href="/build/icons-HASH.svg#icon-search">`, so the sprite is fetched once, kept by the
// browser's cache and the service worker, and no page carries its 7 KB of symbols any more. Built
// before the scripts: the islands' icons name the same file (esbuild's `define`, ICON_SPRITE).
import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { iconDrawings } from "./build-icon-masks.mjs";

/**
 * Writes the sprite into `outDir` and answers its URL. Each symbol keeps the stroke defaults, so an
 * icon is drawn right whatever the page's stylesheet says.
 *
 * @returns {Promise<{ url: string, bytes: number }>}
 */
export async function buildIconSprite(outDir) {
  const drawings = await iconDrawings();
  const symbols = Object.entries(drawings).map(([name, drawing]) =>
    createElement(
      "symbol",
      {
        key: name,
        id: `icon-${name}`,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
      },
      drawing,
    ),
  );
  const svg = renderToStaticMarkup(createElement("svg", { xmlns: "http://www.w3.org/2000/svg" }, symbols));
  const name = `icons-${createHash("sha256").update(svg).digest("base64url").slice(0, 10)}.svg`;
  await writeFile(join(outDir, name), svg);
  return { url: `/build/${name}`, bytes: Buffer.byteLength(svg) };
}
