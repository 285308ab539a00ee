// Icons drawn by CSS instead of an <svg><use> pair: for controls repeated on every row of the
// longest pages (a festival day's ticket and calendar links, a catalogue card's ticket), where the
// two elements per icon were a tenth of the page's DOM; and for every icon the server draws, as an
// empty `<svg class="icon ic-NAME">` whose drawing is in the linked stylesheet only (iconElementCss):
// a `<use href>` to the sprite file is fetched as soon as the parser meets it, before the first
// paint, while the stylesheet comes after it (docs/decisions/054). Each rule masks a pseudo-element with the
// icon's drawing from src/render/icon-symbols.tsx (the drawings' one home), as an SVG data URI:
// no element, no request (the CSP allows `img-src data:`), and `currentColor` still paints it.
import { build } from "esbuild";
import { createRequire } from "node:module";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** The icons a class `i-<name>` draws before its element's text. */
export const MASK_ICONS = ["ticket", "calendar"];

/** Every icon's drawing (src/render/icon-symbols.tsx), by name: React elements. */
export async function iconDrawings() {
  const { outputFiles } = await build({
    entryPoints: ["src/render/icon-symbols.tsx"],
    bundle: true,
    write: false,
    format: "cjs",
    platform: "node",
    jsx: "automatic",
    external: ["react", "react/jsx-runtime"],
  });
  // Run as CommonJS with this project's `require`, so the drawings use the same React as the renderer.
  const module = { exports: {} };
  new Function("require", "module", "exports", outputFiles[0].text)(createRequire(import.meta.url), module, module.exports);
  return module.exports.ICON_DRAWINGS;
}

/** The sprite's symbol attributes, so a masked icon is drawn as its `<use>` twin. */
const svgOf = (drawing) =>
  renderToStaticMarkup(
    createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "#000",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
      },
      drawing,
    ),
  );

const dataUri = (svg) =>
  `url("data:image/svg+xml,${encodeURIComponent(svg.replace(/"/g, "'")).replace(/%20/g, " ").replace(/%3D/g, "=").replace(/%3A/g, ":").replace(/%2F/g, "/")}")`;

/**
 * The blocks that show rows' ticket and calendar links drawn by the masks (screening-actions.tsx),
 * whose first screen needs the drawing. The front page's next screenings draw theirs in the page
 * (`inlineIcons`), so the front page carries no mask's data URI (docs/decisions/055).
 */
export const MASK_BLOCKS = ["programme", "events", "ticket-list", "now-and-next", "programme-changes", "catalogue", "account"];

/**
 * The CSS for `.i-ticket`, `.i-calendar`, …, appended to the site stylesheet by build-styles.mjs in
 * two parts: the pseudo-element's box (`box`, inline on every page, so nothing moves when the
 * drawing comes) and the drawing (`drawing`, inline only where a block in `MASK_BLOCKS` opens the
 * page, otherwise from the linked file after the first paint: docs/decisions/054).
 */
export async function iconMaskCss() {
  const all = await iconDrawings();
  const rules = MASK_ICONS.map((name) => `.i-${name}{--icon:${dataUri(svgOf(all[name]))}}`);
  const before = MASK_ICONS.map((name) => `.i-${name}::before`).join(",");
  // Sized as `.icon` (10-base.css); forced colours keep the pseudo-element's own colour, which
  // `currentColor` takes from the link, so the icon stays visible in Windows' contrast themes.
  const box = `${before}{content:"";display:inline-block;width:1.25em;height:1.25em;flex:none;vertical-align:-0.25em}\n`;
  const drawing =
    [
      `${before}{background:currentColor;-webkit-mask:var(--icon) center/contain no-repeat;mask:var(--icon) center/contain no-repeat;forced-color-adjust:none}`,
      ...rules,
    ].join("\n") + "\n";
  return { box, drawing };
}

/**
 * The CSS for `<svg class="icon ic-NAME">` (src/render/Icon.tsx): every icon's drawing as the
 * element's mask, painted in `currentColor`. In the linked stylesheet only (build-styles.mjs), so
 * the icons below the first screen cost the first paint no request; the box is `.icon`'s
 * (10-base.css, inline), so nothing moves when the drawing arrives. Print keeps the colour.
 */
export async function iconElementCss() {
  const all = await iconDrawings();
  const names = Object.keys(all);
  const drawn = `${names.map((name) => `.ic-${name}`).join(",")}{background:currentColor;-webkit-mask:var(--icon) center/contain no-repeat;mask:var(--icon) center/contain no-repeat;forced-color-adjust:none;print-color-adjust:exact;-webkit-print-color-adjust:exact}`;
  return [drawn, ...names.map((name) => `.ic-${name}{--icon:${dataUri(svgOf(all[name]))}}`)].join("\n") + "\n";
}
