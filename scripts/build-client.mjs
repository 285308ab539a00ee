// Builds what the browser gets: each entry in src/client/entries/ as a hashed, minified script in
// public/build/ (served immutable), and the site stylesheet minified for inlining in <head>.
// Writes build/client-manifest.json, which the worker imports to name the files it links.
import { build, transform } from "esbuild";
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile, mkdir, rm } from "node:fs/promises";
import { basename, join } from "node:path";

const ENTRIES = "src/client/entries";
const STYLES = "src/render/styles";
const OUT = "public/build";

async function listFiles(dir, suffix) {
  try {
    return (await readdir(dir)).filter((f) => f.endsWith(suffix)).sort().map((f) => join(dir, f));
  } catch {
    return [];
  }
}

/**
 * Removes scripts of earlier builds. Done after the new files are written, never before: a running
 * `wrangler dev` serves public/ while it rebuilds, and an emptied folder would answer 404.
 */
async function pruneStale(outputs) {
  const keep = new Set(outputs.map((file) => basename(file)));
  for (const file of await listFiles(OUT, ".js")) {
    if (!keep.has(basename(file))) await rm(file, { force: true });
  }
}

export async function buildClient({ production = true } = {}) {
  await mkdir("build", { recursive: true });
  const entryPoints = await listFiles(ENTRIES, ".ts");
  const scripts = {};
  /** Every script of this build, entries and chunks (the service worker caches them all). */
  let files = [];
  if (entryPoints.length > 0) {
    const result = await build({
      entryPoints,
      outdir: OUT,
      bundle: true,
      format: "esm",
      splitting: true,
      minify: production,
      target: "es2020",
      entryNames: "[name]-[hash]",
      chunkNames: "chunk-[hash]",
      metafile: true,
      define: { "process.env.NODE_ENV": JSON.stringify(production ? "production" : "development") },
      logLevel: "warning",
    });
    // With splitting, esbuild marks lazily imported modules (the islands) as entry points too;
    // only the real entries become page scripts, or React would load on every page.
    const entries = new Set(entryPoints);
    for (const [file, meta] of Object.entries(result.metafile.outputs)) {
      if (meta.entryPoint && entries.has(meta.entryPoint)) scripts[basename(meta.entryPoint, ".ts")] = "/" + file.replace(/^public\//, "");
    }
    files = Object.keys(result.metafile.outputs).map((file) => "/" + file.replace(/^public\//, "")).sort();
    await pruneStale(Object.keys(result.metafile.outputs));
  }
  // Stylesheets are concatenated in name order (00-base.css, 10-layout.css, …).
  let css = "";
  for (const file of await listFiles(STYLES, ".css")) css += await readFile(file, "utf8") + "\n";
  const { code } = await transform(css, { loader: "css", minify: true });
  const cssHash = "sha256-" + createHash("sha256").update(code).digest("base64");
  const manifest = { scripts, css: code, cssHash };
  await writeFile("build/client-manifest.json", JSON.stringify(manifest, null, 2));
  return { ...manifest, files };
}
