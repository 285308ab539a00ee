import { defineConfig } from "vitest/config";

// Browser tests: plain Node drives Debian's Chromium against the real site under `wrangler dev`.
// One file at a time: the machine has two cores and the browser and workerd need them.
export default defineConfig({
  test: {
    name: "e2e",
    root: new URL("../..", import.meta.url).pathname,
    expect: { requireAssertions: true },
    sequence: { groupOrder: 5 },
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
