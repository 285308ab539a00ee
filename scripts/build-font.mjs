// The site's typeface, Familjen Grotesk (OFL-1.1, from the exactly pinned npm package
// @fontsource-variable/familjen-grotesk), copied to public/build/ under a content-hashed name
// (public/build/* is served immutable), with the @font-face rules the linked stylesheet starts with
// and the metric-matched fallback face the inline first-screen rules carry. The Latin subset (ASCII,
// Latin-1 with æ ø å, punctuation, €) is one file of about 19 KB. docs/decisions/017-typeface-and-layout.md
// says why this face; docs/decisions/049-paint-at-the-floor.md why a first visit is drawn in the fallback.
import { createHash } from "node:crypto";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

const FILES = "node_modules/@fontsource-variable/familjen-grotesk/files";
/**
 * The subsets, with the ranges Fontsource declares for them. The browser fetches a subset only when
 * the page uses one of its characters: Latin on every page (preloaded), Latin Extended where Sámi
 * names (č đ ŋ š ŧ ž) or other European letters appear.
 */
const SUBSETS = [
  {
    name: "latin",
    range:
      "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  },
  {
    name: "latin-ext",
    range:
      "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
  },
];
const PREFIX = "familjen-grotesk-";

/**
 * The fallback face the text is drawn in when the font is not at hand at the first layout (a first
 * visit), stretched to Familjen Grotesk's metrics so the two set the same lines. From the fonts' own tables (Capsize's metrics):
 * Familjen Grotesk: 1200 units/em, ascent 1230, descent 270, average width 506;
 * Arial (and Liberation Sans, metric-compatible): 2048 units/em, average width 913.
 * size-adjust = (506/1200) / (913/2048) = 94.6%; the overrides are Familjen's ascent and descent
 * divided by that: 1230/1200/0.946 = 108.4%, 270/1200/0.946 = 23.8%.
 */
const FALLBACK = `@font-face{font-family:"Familjen Fallback";src:local("Arial"),local("ArialMT"),local("Liberation Sans"),local("LiberationSans-Regular");size-adjust:94.6%;ascent-override:108.4%;descent-override:23.8%;line-gap-override:0%}`;

/**
 * Copies each subset to `${outDir}/familjen-grotesk-<subset>-<hash>.woff2`; returns the Latin
 * file's URL (the service worker keeps it), the typeface's rules (`faces`: only in the linked
 * stylesheet, so a first visit asks for the file after its first screen), the fallback's rule
 * (`fallback`: inline too), and the Latin file's size in bytes.
 *
 * `font-display: optional`: the text is drawn at once in whatever face is at hand and never laid
 * out again when the file lands (decision 049); from the second page on the file is in the cache.
 */
export async function buildFont(outDir) {
  const written = [];
  let css = "";
  let latin = "";
  let bytes = 0;
  for (const { name, range } of SUBSETS) {
    const data = await readFile(join(FILES, `familjen-grotesk-${name}-wght-normal.woff2`));
    const file = `${PREFIX}${name}-${createHash("sha256").update(data).digest("hex").slice(0, 10)}.woff2`;
    await writeFile(join(outDir, file), data);
    written.push(file);
    const url = `/build/${file}`;
    if (name === "latin") [latin, bytes] = [url, data.length];
    css +=
      `@font-face{font-family:"Familjen Grotesk";font-style:normal;font-weight:400 700;font-display:optional;` +
      `src:url(${url}) format("woff2");unicode-range:${range}}`;
  }
  // Earlier builds' copies go once the new ones are written (a running wrangler dev serves the folder).
  for (const old of await readdir(outDir)) {
    if (old.startsWith(PREFIX) && !written.includes(old)) await rm(join(outDir, old), { force: true });
  }
  return { url: latin, faces: css, fallback: FALLBACK, bytes };
}
