// Bundles the sandbox venue into one ES module, build/venue.js at the repository root, for test
// pools and scripts that load it as an auxiliary worker (miniflare `scriptPath`) instead of through
// wrangler. The migrations are inlined as text, as wrangler's [[rules]] Text does, so the bundle
// needs only a D1 binding VENUE_DB (vars SESSION_TTL_SECONDS and MARS_TOKEN_TTL_DAYS are optional).
//   node sandbox/venue/build.mjs
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/** The path of the bundle; pass it to miniflare as `scriptPath` with `modules: true`. */
export const VENUE_BUNDLE = here("../../build/venue.js");

/**
 * Builds build/venue.js and returns its path.
 *
 * @example
 *   const scriptPath = await buildVenue();
 *   // miniflare.workers: [{ name: "kinoweb-venue", scriptPath, modules: true, d1Databases: { VENUE_DB: "kinoweb-venue-test" }, … }]
 */
export async function buildVenue() {
  await build({
    entryPoints: [here("src/index.ts")],
    outfile: VENUE_BUNDLE,
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    // workerd resolves no bare imports: hono and valibot go into the bundle, nothing stays external.
    mainFields: ["module", "main"],
    conditions: ["workerd", "worker", "import"],
    loader: { ".sql": "text" },
    legalComments: "none",
    logLevel: "warning",
  });
  return VENUE_BUNDLE;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`built ${await buildVenue()}`);
}
