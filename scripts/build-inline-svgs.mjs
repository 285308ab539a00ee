// The theme's logo and favicon with the document (docs/decisions/054, 055): the logo drawn in the
// page as an <svg>, the favicon as a data URI, so a first visit asks for neither file — and for no
// data URI either, which Lighthouse's simulation counts as a request — before its first paint. Only
// a small SVG of our own (public/…) is inlined; anything else — a raster, a large drawing, another
// host — stays a file. The worker uses one only while the theme names the same file
// (src/render/inline-svg-source.ts): a theme published later with another logo gets that file
// linked, as before.
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";

/** Larger drawings cost every page more bytes than the one request they save. */
export const INLINE_SVG_MAX_BYTES = 2048;

/** `<title>`, `role`, `aria-*` and the whitespace between tags dropped: the page names the drawing itself. */
function compact(svg) {
  return svg
    .replace(/<title[^>]*>[^<]*<\/title>/g, "")
    .replace(/\s(?:role|aria-[a-z]+)="[^"]*"/g, "")
    .replace(/>\s+</g, "><")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The SVG as a data URI an HTML attribute can hold: compacted, and quotes, spaces and what a URL may
 * not hold percent-encoded (the HTML checker refuses a raw space; React would write a quote as six bytes).
 */
function svgDataUri(svg) {
  return `data:image/svg+xml,${compact(svg).replace(/[<>#%"' {}|\\^`]/g, (c) => encodeURIComponent(c).replace("'", "%27"))}`;
}

/**
 * What goes inside a page's `<svg>`: the drawing's `viewBox` and its shapes, or null when the file
 * holds anything that would act on the page once inline rather than stay a picture — a script, an
 * event handler, a style sheet (its rules would reach the whole page), a link, an id (the page's
 * ids are the page's), foreign markup or an entity.
 */
export function svgDrawing(svg) {
  const open = compact(svg).match(/^<svg\b([^>]*)>([\s\S]*)<\/svg>$/);
  const viewBox = open?.[1].match(/\sviewBox="([\d.\s-]+)"/)?.[1];
  const body = open?.[2];
  if (!viewBox || body === undefined) return null;
  if (/<(?:script|style|foreignObject|a|use|image|iframe)\b|\son\w+\s*=|href|\sid=|url\(|&|<!|<\?/i.test(body)) return null;
  return { viewBox, body };
}

/** The file's text when `src` names a small SVG under `publicDir`, else null. */
async function smallSvg(src, publicDir) {
  if (typeof src !== "string" || !/^\/[\w/.-]+\.svg$/.test(src) || src.includes("..")) return null;
  const file = join(publicDir, src);
  const size = await stat(file).then(
    (s) => s.size,
    () => Infinity,
  );
  return size > INLINE_SVG_MAX_BYTES ? null : readFile(file, "utf8");
}

/**
 * The favicon of `themeFile` as a data URI and its logo as a drawing, by their address, each where
 * it could be inlined.
 *
 * @returns {Promise<{ uris: Record<string, string>, drawings: Record<string, { viewBox: string, body: string }> }>}
 */
export async function buildInlineSvgs(themeFile = "content/theme.json", publicDir = "public") {
  const theme = JSON.parse(await readFile(themeFile, "utf8"));
  const uris = {};
  const drawings = {};
  const favicon = await smallSvg(theme?.favicon, publicDir);
  if (favicon) uris[theme.favicon] = svgDataUri(favicon);
  const logo = await smallSvg(theme?.logo?.src, publicDir);
  const drawing = logo && svgDrawing(logo);
  if (drawing) drawings[theme.logo.src] = drawing;
  return { uris, drawings };
}
