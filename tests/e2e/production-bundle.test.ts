// What `wrangler deploy` would upload: the worker bundle built from wrangler.toml as a deploy builds
// it (`--dry-run --outdir`, no account needed). The benchmark's worker entry, its X-Bench header
// and the renderers it compares stay out of it (docs/decisions/029). The bench's own entry, built
// the same way, is the proof that the check finds a bench module when one is there.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, test } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** The dry run also runs wrangler.toml's build command: 15 s on a quiet machine, a minute on a busy one. */
const BUILD_TIMEOUT_MS = 180_000;
const dirs: string[] = [];

/** The bundled script of a dry-run deploy of `entry` (wrangler.toml's `main` when absent), named after its entry. */
function deployedBundle(entry?: string): string {
  const outdir = mkdtempSync(join(tmpdir(), "kinoweb-bundle-"));
  dirs.push(outdir);
  const run = spawnSync("npx", ["--no-install", "wrangler", "deploy", ...(entry ? [entry] : []), "--dry-run", "--outdir", outdir], {
    cwd: root,
    encoding: "utf8",
    timeout: BUILD_TIMEOUT_MS,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  expect(run.status, run.stderr).toBe(0);
  const scripts = readdirSync(outdir).filter((name) => name.endsWith(".js"));
  expect(scripts).toHaveLength(1);
  return readFileSync(join(outdir, scripts[0] ?? ""), "utf8");
}

/**
 * What of the bench a bundle holds: the modules esbuild marks with a `// <path>` line as it bundles
 * them (src/bench/…, @hono/react-renderer) and the header's name anywhere.
 */
function benchParts(bundle: string): string[] {
  const modules = bundle.match(/^\/\/ (?:src\/bench\/|node_modules\/@hono\/react-renderer\/).*$/gm) ?? [];
  return [...modules, ...(/x-bench/i.test(bundle) ? ["the X-Bench header"] : [])];
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the production worker bundle", () => {
  test(
    "holds the site and no bench module, bench renderer or X-Bench header",
    () => {
      const bundle = deployedBundle();
      expect(bundle).toMatch(/^\/\/ src\/worker\.ts$/m);
      expect(bundle).toMatch(/^\/\/ src\/routes\/renderer\.tsx$/m);
      expect(benchParts(bundle)).toEqual([]);
    },
    BUILD_TIMEOUT_MS,
  );

  test(
    "differs from the bench's entry, which holds them",
    () => {
      const parts = benchParts(deployedBundle("src/bench/bench-worker.ts"));
      expect(parts).toContain("// src/bench/bench-worker.ts");
      expect(parts).toContain("// src/bench/streaming-renderer.tsx");
      expect(parts.some((part) => part.includes("@hono/react-renderer"))).toBe(true);
      expect(parts).toContain("the X-Bench header");
    },
    BUILD_TIMEOUT_MS,
  );
});
