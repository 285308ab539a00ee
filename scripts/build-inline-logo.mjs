// The theme's logo as a data URI for the header's <img> (docs/decisions/054): drawn with the
// document, so a first visit's first paint asks for no logo file. Only a small SVG of our own
// (public/…) is inlined; anything else — a raster logo, a large drawing, another host — stays a file.
// The worker uses it only while the theme names the same file (src/render/logo-source.ts): a theme
// published later with another logo gets that file linked, as before.
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";

/** Larger drawings cost every page more bytes than the one request they save. */
export const INLINE_LOGO_MAX_BYTES = 2048;

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

/**
 * The logo of `themeFile` inlined, or null when it is not a small SVG under `publicDir`.
 *
 * @returns {Promise<{ src: string, uri: string } | null>}
 */
export async function buildInlineLogo(themeFile = "content/theme.json", publicDir = "public") {
  const src = JSON.parse(await readFile(themeFile, "utf8"))?.logo?.src;
  if (typeof src !== "string" || !/^\/[\w/.-]+\.svg$/.test(src) || src.includes("..")) return null;
  const file = join(publicDir, src);
  const size = await stat(file).then(
    (s) => s.size,
    () => Infinity,
  );
  if (size > INLINE_LOGO_MAX_BYTES) return null;
  return { src, uri: svgDataUri(await readFile(file, "utf8")) };
}
