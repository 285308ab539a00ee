// Shared by `npm run content:check` and `npm run content:publish`: reads content (the content/
// folder, an export of the festival's APIs, or one bundle file) into documents that know their file,
// and starts the checks and the KV entries in workerd, with the site's own code
// (src/tools/content-tools-worker.ts), so a check or a publish means exactly what the site means.
import { build } from "esbuild";
import { Miniflare } from "miniflare";
import { createHash } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { jsonFiles, readJson } from "./bundle-content.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const TOOLS_BUNDLE = join(root, "build", "content-tools.js");

/** A path as the editor typed it, relative to the repository when inside it. */
const shown = (file) => (relative(process.cwd(), file) || file).replaceAll("\\", "/");

/**
 * Reads JSON, or records why not. Answers `{ value }` or `{ problem }`.
 */
async function tryJson(file) {
  if (!existsSync(file)) return { problem: { file: shown(file), path: "", reason: "the file is missing" } };
  try {
    return { value: await readJson(file) };
  } catch (error) {
    return { problem: { file: shown(file), path: "", reason: `is not JSON: ${error.message.replace(/^.*?: /, "")}` } };
  }
}

/** One document per file, or one per item when the file holds an array. */
function documentsOf(file, value) {
  return Array.isArray(value) ? value.map((item, i) => ({ file: shown(file), at: `[${i}]`, value: item })) : [{ file: shown(file), at: "", value }];
}

/** Items of an array inside a document (`pages` of block-data.json, `data` of an answer). */
function itemsAt(file, value, key, problems) {
  const items = value?.[key];
  if (!Array.isArray(items)) {
    problems.push({ file: shown(file), path: key, reason: items === undefined ? "is missing" : "must be an array" });
    return [];
  }
  return items.map((item, i) => ({ file: shown(file), at: `${key}[${i}]`, value: item }));
}

/** content/: site.json, theme.json, redirects.json and folders of pages, articles, productions, events. */
async function readContentFolder(dir, problems) {
  const one = async (name) => {
    const file = join(dir, name);
    const read = await tryJson(file);
    if (read.problem) problems.push(read.problem);
    return { file: shown(file), at: "", value: read.value };
  };
  const many = async (name) => {
    const docs = [];
    const folder = join(dir, name);
    if (!existsSync(folder)) return docs;
    for (const file of await jsonFiles(folder)) {
      const read = await tryJson(file);
      if (read.problem) problems.push(read.problem);
      else docs.push(...documentsOf(file, read.value));
    }
    return docs;
  };
  return {
    site: await one("site.json"),
    theme: await one("theme.json"),
    redirects: await one("redirects.json"),
    pages: await many("pages"),
    articles: await many("articles"),
    productions: await many("productions"),
    events: await many("events"),
  };
}

/**
 * An export of the festival's APIs (docs/content-apis.md): the answers of `sites`,
 * `sites/{siteId}/events`, `site/{siteId}/block-data` and `site/{siteId}/article` saved as
 * sites.json, events.json, block-data.json and article.json.
 */
async function readApiExport(dir, siteId, problems) {
  const read = async (name) => {
    const file = join(dir, name);
    const result = await tryJson(file);
    if (result.problem) problems.push(result.problem);
    return { file, value: result.value };
  };
  const sites = await read("sites.json");
  const blockData = await read("block-data.json");
  const articles = await read("article.json");
  const events = await read("events.json");
  const siteDocs = itemsAt(sites.file, sites.value, "data", problems);
  const site = siteDocs.find((d) => siteId === undefined || d.value?.id === siteId) ?? { file: shown(sites.file), at: "data", value: undefined };
  if (siteId !== undefined && site.value === undefined) problems.push({ file: shown(sites.file), path: "data", reason: `no site with id ${siteId}` });
  const inBlockData = (key) => ({ file: shown(blockData.file), at: key, value: blockData.value?.[key] });
  return {
    site,
    theme: inBlockData("theme"),
    redirects: inBlockData("redirects"),
    pages: itemsAt(blockData.file, blockData.value, "pages", problems),
    articles: itemsAt(articles.file, articles.value, "data", problems),
    productions: itemsAt(blockData.file, blockData.value, "productions", problems),
    events: itemsAt(events.file, events.value, "data", problems),
  };
}

/** One bundle file such as build/content.json: `{ site, theme, redirects, pages, articles, productions, events }`. */
async function readBundleFile(file, problems) {
  const read = await tryJson(file);
  if (read.problem) problems.push(read.problem);
  const at = (key) => ({ file: shown(file), at: key, value: read.value?.[key] });
  const list = (key) => (read.value === undefined ? [] : itemsAt(file, read.value, key, problems));
  return {
    site: at("site"),
    theme: at("theme"),
    redirects: at("redirects"),
    pages: list("pages"),
    articles: list("articles"),
    productions: list("productions"),
    events: list("events"),
  };
}

/**
 * Reads content from `path`: a content folder (with site.json), an API export (with
 * block-data.json) or a bundle file. Answers the documents with their files, the problems found
 * while reading (missing files, broken JSON), and the content version: the same hash as the
 * bundled build's (scripts/bundle-content.mjs), so equal content has an equal version.
 *
 * @example const { files, problems, version } = await readContentFiles("content")
 */
export async function readContentFiles(path, { siteId } = {}) {
  const problems = [];
  let files;
  if (!existsSync(path)) files = await readContentFolder(path, problems);
  else if (statSync(path).isFile()) files = await readBundleFile(path, problems);
  else if (existsSync(join(path, "block-data.json"))) files = await readApiExport(path, siteId, problems);
  else files = await readContentFolder(path, problems);
  const values = (docs) => docs.map((d) => d.value);
  const bundle = {
    site: files.site.value,
    theme: files.theme.value,
    redirects: files.redirects.value,
    pages: values(files.pages),
    articles: values(files.articles),
    productions: values(files.productions),
    events: values(files.events),
  };
  const version = createHash("sha256").update(JSON.stringify(bundle)).digest("hex").slice(0, 12);
  return { files, problems, version };
}

/**
 * The build's output the site's modules import (`build/client-manifest.json`: script addresses, the
 * stylesheet's parts and file, the icon sprite; `build/image-manifest.json`: picture variants), stood in for by its empty form. The
 * tools never render a page: what they answer (problems, page data, the search index, the site
 * chrome) is made from the content alone, so a check or a publish means the same before any
 * `npm run build` as after it, and an editor can run `npm run content:check` right after `npm ci`.
 */
const EMPTY_BUILD_OUTPUT = {
  name: "empty-build-output",
  setup(build) {
    const empty = {
      "client-manifest.json": { css: { font: "", layer: "", parts: [], file: "" }, cssHash: "", scripts: {}, font: "", icons: "" },
      "image-manifest.json": {},
    };
    build.onResolve({ filter: /\/build\/(client|image)-manifest\.json$/ }, (args) => ({ path: args.path.split("/").at(-1), namespace: "empty-build-output" }));
    build.onLoad({ filter: /.*/, namespace: "empty-build-output" }, (args) => ({ contents: JSON.stringify(empty[args.path]), loader: "json" }));
  },
};

/**
 * Starts the content tools in workerd. `check(files)` answers `{ problems, warnings }`; `writes(files, version,
 * publishedAt, ledger)` answers `{ problems, writes, kept, ledger }`, the KV entries of a new content
 * version, how many pages it may keep (its kept set's size), its sitemap lastmods continuing
 * `ledger` (the one KV holds, or undefined); `ledgerKey()`
 * names the KV key that ledger is kept under.
 */
export async function startContentTools() {
  await build({
    entryPoints: [join(root, "src", "tools", "content-tools-worker.ts")],
    outfile: TOOLS_BUNDLE,
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    mainFields: ["module", "main"],
    conditions: ["workerd", "worker", "import"],
    define: { "process.env.NODE_ENV": '"production"' },
    jsx: "automatic",
    legalComments: "none",
    logLevel: "warning",
    plugins: [EMPTY_BUILD_OUTPUT],
  });
  const mf = new Miniflare({ modules: true, scriptPath: TOOLS_BUNDLE, compatibilityDate: "2026-04-20" });
  const post = async (path, body) => {
    const response = await mf.dispatchFetch(`http://tools${path}`, { method: "POST", body: JSON.stringify(body) });
    const answer = await response.json();
    if (!response.ok) throw new Error(`content tools: ${answer.error ?? response.status}`);
    return answer;
  };
  return {
    check: (files) => post("/check", files),
    writes: (files, version, publishedAt, ledger) => post("/writes", { files, version, publishedAt, ledger }),
    ledgerKey: async () => (await post("/ledger-key", {})).key,
    dispose: () => mf.dispose(),
  };
}

/**
 * The id of the local PAGES namespace: the `[[kv_namespaces]]` entry of wrangler.toml's top level
 * (the local configuration). Read with a pattern rather than by loading wrangler, which takes
 * seconds to import.
 */
async function localPagesNamespaceId() {
  const toml = await readFile(join(root, "wrangler.toml"), "utf8");
  const topLevel = toml.split(/^\[env\./m)[0] ?? "";
  for (const block of topLevel.split(/^\[\[kv_namespaces\]\]\s*$/m).slice(1)) {
    const body = block.split(/^\[/m)[0] ?? "";
    const binding = /^binding\s*=\s*"([^"]+)"/m.exec(body)?.[1];
    const id = /^id\s*=\s*"([^"]+)"/m.exec(body)?.[1];
    if (binding === "PAGES" && id) return id;
  }
  throw new Error("wrangler.toml has no top-level [[kv_namespaces]] with binding PAGES");
}

/** How often one entry is tried while the local store is locked: about 13 s in all. */
const LOCKED_TRIES = 60;

/**
 * One put, tried again while the store is locked. A running `npm start` writes the same SQLite
 * file (page data, events, as visitors come), and a put that meets its write lock fails at once
 * with a 500 (SQLITE_BUSY): under load (`npm run soak`) a publish failed within 50 entries.
 */
async function putWhenUnlocked(kv, key, value, options) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await kv.put(key, value, options);
    } catch (error) {
      if (attempt >= LOCKED_TRIES || !/\b500\b/.test(String(error?.message))) throw error;
      await sleep(Math.min(20 * attempt, 250));
    }
  }
}

/**
 * Runs `work` with the local PAGES namespace that `wrangler dev --persist-to <persistTo>` (and
 * `npm start`, with .wrangler/state) reads: the same store `wrangler kv bulk put --local` writes
 * to, without starting wrangler.
 */
async function withLocalPages(persistTo, work) {
  const mf = new Miniflare({
    script: "export default { fetch: () => new Response(null, { status: 404 }) }",
    modules: true,
    // Where wrangler keeps local state below --persist-to.
    defaultPersistRoot: join(persistTo, "v3"),
    kvNamespaces: { PAGES: await localPagesNamespaceId() },
  });
  try {
    return await work(await mf.getKVNamespace("PAGES"));
  } finally {
    await mf.dispose();
  }
}

/** Writes KV entries, in order, to the local PAGES namespace (withLocalPages). */
export async function writeLocalKv(persistTo, writes) {
  await withLocalPages(persistTo, async (kv) => {
    for (const { key, value, metadata, expirationTtl } of writes) await putWhenUnlocked(kv, key, value, { metadata, expirationTtl });
  });
}

/** One value of the local PAGES namespace as text (withLocalPages), or null when it has none. */
export async function readLocalKv(persistTo, key) {
  return withLocalPages(persistTo, (kv) => kv.get(key, "text"));
}

/** Prints problems one a line, `file: path: reason`, sorted by file. */
export function printProblems(problems) {
  const sorted = [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.path.localeCompare(b.path));
  for (const p of sorted) console.error(`${p.file}: ${p.path ? `${p.path}: ` : ""}${p.reason}`);
}
