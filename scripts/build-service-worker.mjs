// Builds the service worker (src/client/sw/) into build/service-worker.json: its code, a tag of
// that code, and the hashed client scripts it caches at install. The worker serves it at /sw.js
// with the deploy's version in front (src/routes/service-worker.ts), so it is not a file in public/:
// a static file could not change with every deploy.
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { writeFile, mkdir } from "node:fs/promises";

const ENTRY = "src/client/sw/service-worker.ts";

/** `scripts`: every script of the client build (buildClient's `files`), entries and chunks. */
export async function buildServiceWorker({ production = true, scripts = [] } = {}) {
  await mkdir("build", { recursive: true });
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    // A classic script: module service workers are not yet everywhere a festival guest's phone is.
    format: "iife",
    minify: production,
    target: "es2020",
    write: false,
    logLevel: "warning",
  });
  const code = result.outputFiles[0].text;
  const tag = createHash("sha256").update(code).digest("base64url").slice(0, 10);
  // Islands must run offline too, React and all: every script is cached at install.
  const out = { code, tag, scripts };
  await writeFile("build/service-worker.json", JSON.stringify(out));
  return out;
}
