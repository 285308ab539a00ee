// The site stylesheet in two shapes (docs/decisions/030): the parts a page's first screen needs,
// minified for inlining in <head> (chosen per page by the blocks it opens with,
// src/render/first-screen-css.ts), and the whole stylesheet as one hashed, immutable file under
// /build/ that a page links at the end of its body: it never holds up the first paint, and the
// next page (and the service worker) has it cached.
//
// Each file in src/render/styles/ says on its first line when its rules go inline:
//   /* first-screen: always */                 the chrome every page opens with
//   /* first-screen: programme events */       when one of these blocks opens the page
//   /* first-screen: never */                  only ever from the linked file
// A file without that line fails the build: every new file must decide. The same mark on a later
// line of its own starts another part of the file, inline for other blocks: the rules a programme
// page's filter needs are not sent with a front page that lists the next screenings
// (docs/decisions/053).
//
// The site's rules sit in one cascade layer (`@layer site`) in both shapes, so the theme's style
// snippet, written unlayered after them, wins whatever arrives later; the @font-face rules are
// outside it (layers do not apply to them). The typeface's own rules are in the file only; inline
// is its metric-matched fallback (docs/decisions/049).
import { transform } from "esbuild";
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { iconElementCss, iconMaskCss, MASK_BLOCKS } from "./build-icon-masks.mjs";

const STYLES = "src/render/styles";
const MARK = /^\/\*\s*first-screen:\s*([a-z -]+?)\s*\*\/\s*\n/;
/** The same mark further down a file, at the start of a line: where its next part begins. */
const LATER_MARK = /^(?=\/\*\s*first-screen:)/m;
/** The cascade layer of the site's own rules (the theme's snippet stays outside it). */
const LAYER = "site";

const minify = async (css) => (await transform(css, { loader: "css", minify: true })).code.trim();

/** When a stylesheet's rules go inline: "always", "never" or the block ids it styles. */
function firstScreenOf(file, text) {
  const mark = text.match(MARK);
  if (!mark) throw new Error(`${file}: the first line must say when it is inline, e.g. /* first-screen: always */`);
  const words = mark[1].split(/\s+/);
  if (words.length === 1 && (words[0] === "always" || words[0] === "never")) return words[0];
  return words;
}

/**
 * @param {{ faces: string, fallback: string }} font the typeface's @font-face rules and its fallback's (scripts/build-font.mjs)
 * @param {string} outDir where the hashed stylesheet is written (public/build)
 * @returns {Promise<{ fontCss: string, layer: string, parts: { for: "always" | string[], css: string }[], file: string }>}
 */
export async function buildStyles(font, outDir) {
  const sources = [];
  for (const name of (await readdir(STYLES)).filter((f) => f.endsWith(".css")).sort()) {
    const file = join(STYLES, name);
    const text = await readFile(file, "utf8");
    for (const part of text.split(LATER_MARK)) sources.push({ for: firstScreenOf(file, part), css: part });
  }
  // The rows' masked icons (.i-ticket, .i-calendar): their box on every page, their drawing inline
  // where rows open the page (docs/decisions/054).
  const masks = await iconMaskCss();
  sources.push({ for: "always", css: masks.box }, { for: MASK_BLOCKS, css: masks.drawing });
  // Every other icon the server draws: from the file only, after the first paint (docs/decisions/054).
  sources.push({ for: "never", css: await iconElementCss() });

  const whole = await minify(`${font.faces}${font.fallback}\n@layer ${LAYER}{\n${sources.map((s) => s.css).join("\n")}\n}`);
  const hash = createHash("sha256").update(whole).digest("base64url").slice(0, 10);
  const name = `site-${hash}.css`;
  await writeFile(join(outDir, name), whole);

  const parts = [];
  for (const source of sources) {
    if (source.for === "never") continue;
    parts.push({ for: source.for, css: await minify(source.css) });
  }
  return { fontCss: await minify(font.fallback), layer: LAYER, parts, file: `/build/${name}` };
}
