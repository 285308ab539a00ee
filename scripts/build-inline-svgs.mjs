// The theme's logo and favicon as data URIs (docs/decisions/054): drawn with the document, so a
// first visit asks for neither file during its first paint. Only a small SVG of our own (public/…)
// is inlined; anything else — a raster, a large drawing, another host — stays a file. The worker
// uses one only while the theme names the same file (src/render/inline-svg-source.ts): a theme
// published later with another logo gets that file linked, as before.
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";

/** Larger drawings cost every page more bytes than the one request they save. */
export const INLINE_SVG_MAX_BYTES = 2048;

/**
 * The SVG as a data URI an HTML attribute can hold: whitespace between tags, its `<title>`, `role`
 * and `aria-*` (an `<img>` takes its name from `alt`) dropped, quotes, spaces and what a URL may not hold
 * percent-encoded (the HTML checker refuses a raw space; React would write a quote as six bytes).
 */
export function svgDataUri(svg) {
  const compact = svg
    .replace(/<title[^>]*>[^<]*<\/title>/g, "")
    .replace(/\s(?:role|aria-[a-z]+)="[^"]*"/g, "")
    .replace(/>\s+</g, "><")
    .replace(/\s+/g, " ")
    .trim();
  return `data:image/svg+xml,${compact.replace(/[<>#%"' {}|\\^`]/g, (c) => encodeURIComponent(c).replace("'", "%27"))}`;
}

/** `src` inlined, or null when it is not a small SVG under `publicDir`. */
async function inlineSvg(src, publicDir) {
  if (typeof src !== "string" || !/^\/[\w/.-]+\.svg$/.test(src) || src.includes("..")) return null;
  const file = join(publicDir, src);
  const size = await stat(file).then(
    (s) => s.size,
    () => Infinity,
  );
  return size > INLINE_SVG_MAX_BYTES ? null : svgDataUri(await readFile(file, "utf8"));
}

/**
 * The logo and favicon of `themeFile` that could be inlined, as data URIs by their address.
 *
 * @returns {Promise<Record<string, string>>}
 */
export async function buildInlineSvgs(themeFile = "content/theme.json", publicDir = "public") {
  const theme = JSON.parse(await readFile(themeFile, "utf8"));
  const inlined = {};
  for (const src of [theme?.logo?.src, theme?.favicon]) {
    const uri = await inlineSvg(src, publicDir);
    if (uri) inlined[src] = uri;
  }
  return inlined;
}
