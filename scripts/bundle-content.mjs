// Collects the editor-facing JSON files under content/ into one build/content.json that the worker
// imports as its bundled content source. Validation happens in the worker (and in content:check),
// with the same valibot schemas, so there is one definition of valid content.
import { readdir, readFile, writeFile, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { createHash } from "node:crypto";

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new Error(`${file}: ${error.message}`);
  }
}

/** Every .json file below `dir`, sorted so the bundle is the same on every machine. */
async function jsonFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(".json"))
    .map((e) => join(e.parentPath ?? e.path, e.name))
    .sort();
}

/** Files holding one document each, or an array of documents. */
async function collect(dir) {
  const out = [];
  for (const file of await jsonFiles(dir)) {
    const value = await readJson(file);
    out.push(...(Array.isArray(value) ? value : [value]));
  }
  return out;
}

export async function bundleContent(root = "content", outFile = "build/content.json") {
  const bundle = {
    site: await readJson(join(root, "site.json")),
    theme: await readJson(join(root, "theme.json")),
    redirects: await readJson(join(root, "redirects.json")),
    pages: await collect(join(root, "pages")),
    articles: await collect(join(root, "articles")),
    productions: await collect(join(root, "productions")),
    events: await collect(join(root, "events")),
  };
  // The version changes whenever any content changes: KV entries built from another version count
  // as stale and are rebuilt in the background.
  const json = JSON.stringify(bundle);
  const version = createHash("sha256").update(json).digest("hex").slice(0, 12);
  await mkdir("build", { recursive: true });
  await writeFile(outFile, JSON.stringify({ version, ...bundle }));
  return { version, ...bundle };
}
