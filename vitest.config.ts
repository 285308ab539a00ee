import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { buildVenue } from "./sandbox/venue/build.mjs";

// In-runtime tests: the site runs inside workerd with miniflare's real KV and Durable Objects, and
// the sandbox venue (sandbox/venue/) runs beside it as an auxiliary worker with its own D1.
export default defineConfig(async () => {
  const venueScript = await buildVenue();
  return {
    plugins: [
      cloudflareTest({
        main: "./src/worker.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // Short enough that the venue-timeout test answers 504 quickly.
          bindings: { VENUE_TIMEOUT_MS: "3000" },
          workers: [
            {
              name: "kinoweb-venue",
              scriptPath: venueScript,
              modules: true,
              modulesRoot: path.dirname(venueScript),
              compatibilityDate: "2026-04-20",
              d1Databases: { VENUE_DB: "kinoweb-venue-test" },
            },
          ],
        },
      }),
    ],
    test: {
      include: ["tests/**/*.test.ts", "tests/**/*.test.tsx", "src/**/*.test.ts"],
      exclude: ["tests/e2e/**", "node_modules/**"],
    },
  };
});
