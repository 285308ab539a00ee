// Writes public/_headers, the headers the platform gives the static files it serves without running
// the worker, from the same list the worker uses (src/security/response-headers.ts): one place, so
// static files and pages cannot drift apart.
import { build } from "esbuild";
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Loads the TypeScript module through esbuild, so the build needs no TypeScript loader of its own. */
async function loadHeaders() {
  const out = await build({ entryPoints: [`${root}src/security/response-headers.ts`], bundle: true, format: "esm", write: false, logLevel: "silent" });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString("base64")}`);
}

/** Cache lifetimes per folder; the security headers apply to every file. */
const CACHING = [
  ["Hashed client builds never change under the same name.", "/build/*", "public, max-age=31536000, immutable"],
  ["Image variants (scripts/build-images.mjs) are named by their source's content hash.", "/img/*", "public, max-age=31536000, immutable"],
  [
    "Pictures as editors name them (and the demo art they are cut from): stable names, cached for a day.",
    "/images/*",
    "public, max-age=86400, stale-while-revalidate=604800",
  ],
  [
    "Home screen icons (scripts/make-icons.mjs): stable names, so cached for a day, not for ever.",
    "/icons/*",
    "public, max-age=86400, stale-while-revalidate=604800",
  ],
];

export async function buildHeaders() {
  const { SHARED_HEADERS, STATIC_FILE_POLICY } = await loadHeaders();
  const security = { ...SHARED_HEADERS, "Content-Security-Policy": STATIC_FILE_POLICY };
  const lines = [
    "# Written by scripts/build-headers.mjs from src/security/response-headers.ts: edit those, not this file.",
    "# Headers for static files, which the platform serves without running the worker.",
    "/*",
    ...Object.entries(security).map(([name, value]) => `  ${name}: ${value}`),
    ...CACHING.flatMap(([why, path, value]) => ["", `# ${why}`, path, `  Cache-Control: ${value}`]),
  ];
  await writeFile(`${root}public/_headers`, `${lines.join("\n")}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildHeaders();
