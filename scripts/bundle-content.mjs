// Collects the editor-facing JSON files under content/ into one build/content.json that the worker
// imports as its bundled content source. Validation happens in the worker (and in content:check),
// with the same valibot schemas, so there is one definition of valid content.
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { createHash } from "node:crypto";

export async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new Error(`${file}: ${error.message}`);
  }
}

/** Every .json file below `dir`, sorted so the bundle is the same on every machine. */
export async function jsonFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(".json"))
    .map((e) => join(e.parentPath ?? e.path, e.name))
    .sort();
}

/** Files holding one document each, or an array of documents; none when the folder is missing. */
async function collect(dir) {
  const out = [];
  if (!existsSync(dir)) return out;
  for (const file of await jsonFiles(dir)) {
    const value = await readJson(file);
    out.push(...(Array.isArray(value) ? value : [value]));
  }
  return out;
}

/**
 * The content of `root` as one bundle, and its version: the first 12 hex digits of the SHA-256 of
 * the bundle's JSON, so the same content has the same version on every machine (content:publish
 * uses it too).
 */
export async function readContent(root = "content") {
  const bundle = {
    site: await readJson(join(root, "site.json")),
    theme: await readJson(join(root, "theme.json")),
    redirects: await readJson(join(root, "redirects.json")),
    pages: await collect(join(root, "pages")),
    articles: await collect(join(root, "articles")),
    productions: await collect(join(root, "productions")),
    events: await collect(join(root, "events")),
  };
  const version = createHash("sha256").update(JSON.stringify(bundle)).digest("hex").slice(0, 12);
  return { version, bundle };
}

export async function bundleContent(root = "content", outFile = "build/content.json") {
  const { version, bundle } = await readContent(root);
  // The version changes whenever any content changes. builtAt tells a deploy's demo content from an
  // older deploy's: KV takes the bundled content only while nobody has published (docs/decisions/010).
  await mkdir("build", { recursive: true });
  await writeFile(outFile, JSON.stringify({ version, builtAt: Date.now(), ...bundle }));
  return { version, ...bundle };
}

/**
 * The drafts (`content/drafts/`: pages, articles and events not yet published) as a bundle of
 * their own, `build/content-drafts.json`, which the worker reads only for a preview link
 * (docs/decisions/032). Publishing a draft is moving its file into content/.
 */
export async function bundleDrafts(root = "content/drafts", outFile = "build/content-drafts.json") {
  const drafts = {
    pages: await collect(join(root, "pages")),
    articles: await collect(join(root, "articles")),
    events: await collect(join(root, "events")),
  };
  const version = createHash("sha256").update(JSON.stringify(drafts)).digest("hex").slice(0, 12);
  await mkdir("build", { recursive: true });
  await writeFile(outFile, JSON.stringify({ version, builtAt: Date.now(), ...drafts }));
  return { version, ...drafts };
}
