import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

// In-runtime tests of the sandbox venue: the worker runs inside workerd with miniflare's real D1
// (in memory, fresh for each test file). Run from the repository root:
//   npx vitest run --config sandbox/venue/vitest.config.ts
export default defineConfig({
  plugins: [
    cloudflareTest({
      main: "./src/index.ts",
      wrangler: { configPath: "./wrangler.toml" },
    }),
  ],
  // Vite's cache beside the repository's, not a node_modules/ inside sandbox/venue/.
  cacheDir: "../../node_modules/.vite/sandbox-venue",
  test: {
    name: "venue",
    root: import.meta.dirname,
    expect: { requireAssertions: true },
    sequence: { groupOrder: 2 },
    // Each file with its own workerd and D1. The site's `npm test` runs this project beside its
    // faults and push projects, three files at a time among them (the site's docs/decisions/042):
    // the same groupOrder and maxWorkers there.
    maxWorkers: 3,
    include: ["test/**/*.test.ts"],
  },
});
