// Builds what the browser gets into public/build/ (served immutable: every name holds a content
// hash): the scripts, the typeface, the icon sprite and the site stylesheet, whose first-screen
// parts go inline in <head> (scripts/build-styles.mjs). Writes build/client-manifest.json, which the worker imports
// to name the files it links.
//
// Two esbuild runs, so what every page downloads stays one small file:
// 1. the React islands (src/client/islands/*.tsx), split into React alone, the code they share,
//    and each island's own;
// 2. the page script, src/client/entries/site.ts (menu, island loader, service worker), with the
//    plain-DOM islands split off. Its `import()` of a React island names run 1's file, so nothing
//    of React — not even esbuild's helpers for React's CommonJS — is shared with it.
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { buildInlineSvgs } from "./build-inline-svgs.mjs";
import { readdir, readFile, writeFile, mkdir, rm } from "node:fs/promises";
import { basename, join, resolve } from "node:path";
import { buildFont } from "./build-font.mjs";
import { buildIconSprite } from "./build-icon-sprite.mjs";
import { buildStyles } from "./build-styles.mjs";

const SITE_ENTRY = "src/client/entries/site.ts";
/**
 * Plain-DOM islands built as entries of the page script's run: still fetched only by the loader's
 * `import()`, but under their own name (search-suggest-HASH.js), not an anonymous chunk, so the
 * size report and the network panel say what loaded on focus of the header's search field.
 */
const NAMED_ISLAND_ENTRIES = ["src/client/islands/search-suggest.ts"];
const ISLANDS = "src/client/islands";
const LOADERS = "src/client/loader/island-loaders.ts";
const MARKERS = "src/shared/island-markers.ts";
/** Imports React only, as an entry of its own: esbuild then keeps React in a chunk without island code. */
const REACT_ENTRY = "src/client/react-chunk.ts";
const OUT = "public/build";
/** The login challenge widget's stylesheet: the package's, then the site's look over it. */
const LOGIN_CHALLENGE_CSS = "src/client/login-challenge.css";

async function listFiles(dir, suffix) {
  try {
    return (await readdir(dir))
      .filter((f) => f.endsWith(suffix))
      .sort()
      .map((f) => join(dir, f));
  } catch {
    return [];
  }
}

/**
 * Removes scripts and stylesheets of earlier builds. Done after the new files are written, never
 * before: a running `wrangler dev` serves public/ while it rebuilds, and an emptied folder would answer 404.
 */
async function pruneStale(outputs) {
  const keep = new Set(outputs.map((file) => basename(file)));
  for (const suffix of [".js", ".css", ".svg"]) {
    for (const file of await listFiles(OUT, suffix)) {
      if (!keep.has(basename(file))) await rm(file, { force: true });
    }
  }
}

/**
 * The loader's map (src/client/loader/island-loaders.ts): `name: { when: "…", …, load: () =>
 * import("../islands/file") }`, an entry on one line or several. Every `import()` of an island
 * there must be read as one entry, and every island the server may emit (ISLAND_NAMES in
 * src/shared/island-markers.ts) must have one, or the build fails: a formatter's line wrap or a
 * new island cannot drop out of the build silently.
 */
async function islandLoaders() {
  const source = await readFile(LOADERS, "utf8");
  const pattern = /"?([\w-]+)"?:\s*\{\s*when:\s*"(\w+)"([^{}]*?)import\("\.\.\/islands\/([\w-]+)"\)/g;
  const loaders = [...source.matchAll(pattern)].map(([, name, when, rest, file]) => ({
    name,
    when,
    wakeAtOnce: rest.includes("wakeAtOnce"),
    module: join(ISLANDS, file),
  }));
  const imports = source.match(/import\("\.\.\/islands\//g)?.length ?? 0;
  if (loaders.length !== imports) throw new Error(`${LOADERS}: read ${loaders.length} island loaders of ${imports} island imports`);
  const markers = await readFile(MARKERS, "utf8");
  const names = [...(/ISLAND_NAMES = \[([^\]]*)\]/.exec(markers)?.[1] ?? "").matchAll(/"([\w-]+)"/g)].map(([, name]) => name);
  const missing = names.filter((name) => !loaders.some((loader) => loader.name === name));
  if (names.length === 0 || missing.length > 0)
    throw new Error(`${LOADERS}: no loader for the islands ${missing.join(", ") || "(none listed in " + MARKERS + ")"}`);
  return loaders;
}

/** The islands that are React components (.tsx): built in the first run. */
async function reactIslandFiles(loaders) {
  const tsx = new Set(await listFiles(ISLANDS, ".tsx"));
  return loaders.map((l) => `${l.module}.tsx`).filter((file) => tsx.has(file));
}

/** The output file esbuild wrote for each entry point: absolute source path → file name. */
function outputsByEntry(metafile) {
  const byEntry = new Map();
  for (const [file, meta] of Object.entries(metafile.outputs)) {
    if (meta.entryPoint) byEntry.set(resolve(meta.entryPoint), basename(file));
  }
  return byEntry;
}

/**
 * The one inline script (src/client/modules-after-paint.ts, docs/decisions/054): minified always
 * (every page carries it), with the hash the pages' policy allows it by.
 *
 * @returns {Promise<{ code: string, hash: string }>}
 */
async function buildAfterPaint() {
  const run = await build({
    entryPoints: ["src/client/modules-after-paint.ts"],
    bundle: true,
    write: false,
    format: "iife",
    minify: true,
    target: "es2020",
    logLevel: "warning",
  });
  // The source is a module (strict already); the directive would be bytes on every page.
  const code = run.outputFiles[0].text.trim().replace(/^"use strict";/, "");
  return { code, hash: "sha256-" + createHash("sha256").update(code).digest("base64") };
}

/**
 * The login challenge's widget needs two files of its own (docs/decisions/041), built first so the
 * islands can name them: its proof-of-work worker (the `altcha` package's prebuilt PBKDF2 worker,
 * a classic script: `worker-src 'self'` lets it start from our origin) and its stylesheet (the
 * package's, with the site's colours over it), linked by the island when the check is shown.
 * The widget's default bundle would start its worker from a blob: and write a <style>, neither
 * of which the pages' CSP allows; `altcha/external` does neither.
 */
async function buildLoginChallengeAssets(production) {
  const run = await build({
    entryPoints: { "altcha-pbkdf2": "altcha/workers/pbkdf2", "login-challenge": LOGIN_CHALLENGE_CSS },
    outdir: OUT,
    bundle: true,
    format: "iife",
    // The package exports its stylesheet under "import" only, which a CSS @import does not ask for.
    conditions: ["import"],
    minify: production,
    target: "es2020",
    entryNames: "[name]-[hash]",
    metafile: true,
    logLevel: "warning",
  });
  const urlOf = (entry) => {
    const file = Object.entries(run.metafile.outputs).find(([, meta]) => meta.entryPoint && resolve(meta.entryPoint) === resolve(entry))?.[0];
    if (!file) throw new Error(`login challenge: nothing built for ${entry}`);
    return "/" + file.replace(/^public\//, "");
  };
  const worker = Object.keys(run.metafile.outputs).find((file) => basename(file).startsWith("altcha-pbkdf2-") && file.endsWith(".js"));
  if (!worker) throw new Error("login challenge: the widget's worker was not built");
  return { worker: "/" + worker.replace(/^public\//, ""), stylesheet: urlOf(LOGIN_CHALLENGE_CSS), files: Object.keys(run.metafile.outputs) };
}

export async function buildClient({ production = true } = {}) {
  await mkdir("build", { recursive: true });
  await mkdir(OUT, { recursive: true });
  // First: the islands' icons name its file, and the login challenge's widget its worker and stylesheet.
  const sprite = await buildIconSprite(OUT);
  const challenge = await buildLoginChallengeAssets(production);
  const common = {
    outdir: OUT,
    bundle: true,
    format: "esm",
    splitting: true,
    minify: production,
    target: "es2020",
    // Class fields as written (every browser since 2021 has them): lowered, they need an esbuild
    // helper in a chunk of its own, one more request for every page.
    supported: { "class-field": true },
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    metafile: true,
    define: {
      "process.env.NODE_ENV": JSON.stringify(production ? "production" : "development"),
      ICON_SPRITE: JSON.stringify(sprite.url),
      LOGIN_CHALLENGE_WORKER: JSON.stringify(challenge.worker),
      LOGIN_CHALLENGE_STYLESHEET: JSON.stringify(challenge.stylesheet),
    },
    logLevel: "warning",
  };

  const loaders = await islandLoaders();
  const reactIslands = await reactIslandFiles(loaders);
  const reactRun = await build({ ...common, entryPoints: [...reactIslands, REACT_ENTRY] });
  const islandFiles = outputsByEntry(reactRun.metafile);
  const reactIslandPaths = new Set(reactIslands.map((file) => resolve(file)));

  const siteRun = await build({
    ...common,
    entryPoints: [SITE_ENTRY, ...NAMED_ISLAND_ENTRIES],
    plugins: [
      {
        name: "react-islands-from-the-first-run",
        setup(b) {
          b.onResolve({ filter: /\/islands\// }, (args) => {
            const source = resolve(args.resolveDir, args.path + ".tsx");
            if (!reactIslandPaths.has(source)) return undefined; // a plain island: bundled here
            return { path: `./${islandFiles.get(source)}`, external: true };
          });
        },
      },
    ],
  });

  const siteFile = outputsByEntry(siteRun.metafile).get(resolve(SITE_ENTRY));
  const scripts = { site: `/build/${siteFile}` };
  /** Every script of this build, entries and chunks (the service worker caches them all). */
  const outputs = [...Object.keys(reactRun.metafile.outputs), ...Object.keys(siteRun.metafile.outputs)];
  // The React entry itself is never loaded: the islands import React's chunk directly.
  const unused = `${OUT}/${islandFiles.get(resolve(REACT_ENTRY))}`;
  await rm(unused, { force: true });
  // What each file imports, and which file is which island (with when the loader wakes it): for
  // `npm run size` (bench/size.mjs), which counts what a page downloads.
  const graph = { files: {}, islands: {} };
  const fileOf = new Map();
  for (const run of [reactRun, siteRun]) {
    for (const [file, meta] of Object.entries(run.metafile.outputs)) {
      if (file === unused) continue;
      const url = "/" + file.replace(/^public\//, "");
      if (meta.entryPoint) fileOf.set(resolve(meta.entryPoint), url);
      graph.files[url] = {
        imports: meta.imports.filter((i) => i.kind === "import-statement").map((i) => "/build/" + basename(i.path)),
        dynamicImports: meta.imports.filter((i) => i.kind === "dynamic-import").map((i) => "/build/" + basename(i.path)),
        inputs: Object.keys(meta.inputs),
      };
    }
  }
  for (const { name, when, wakeAtOnce, module } of loaders) {
    const file = fileOf.get(resolve(`${module}.tsx`)) ?? fileOf.get(resolve(`${module}.ts`));
    if (file) graph.islands[name] = { when, wakeAtOnce, file };
  }

  // The typeface's files and @font-face rules (scripts/build-font.mjs); its rules open the stylesheet.
  const font = await buildFont(OUT);
  const styles = await buildStyles(font, OUT);
  const kept = [...outputs.filter((file) => file !== unused), ...challenge.files, `${OUT}/${basename(styles.file)}`, `${OUT}/${basename(sprite.url)}`];
  await pruneStale(kept);
  /** Every script of this build, entries and chunks, the stylesheet and the sprite (the service worker caches them all). */
  const files = kept.map((file) => "/" + file.replace(/^public\//, "")).sort();
  const css = { font: styles.fontCss, layer: styles.layer, parts: styles.parts, file: styles.file };
  // Of the inline parts too, not only the file: a page's ETag (by buildTag) must change when what
  // it inlines does, or a 304 would pair a kept page with a policy hashing other rules.
  const cssHash = "sha256-" + createHash("sha256").update(JSON.stringify(css)).digest("base64");
  // The theme's logo and favicon with the document, when each is a small SVG of ours (docs/decisions/054, 055).
  const { uris: inlined, drawings: drawn } = await buildInlineSvgs();
  const afterPaint = await buildAfterPaint();
  const manifest = { scripts, css, cssHash, font: font.url, icons: sprite.url, inlined, drawn, afterPaint };
  await writeFile("build/client-manifest.json", JSON.stringify(manifest, null, 2));
  await writeFile("build/client-graph.json", JSON.stringify(graph, null, 2));
  return { ...manifest, files };
}
