import { defineConfig } from "vitest/config";

// Browser tests: plain Node drives Debian's Chromium against the real site under `wrangler dev`.
// Two files at a time, sharing the one site and the one browser global-setup.ts starts (each test
// makes its own browser context), in one Node process per worker: the machine has two cores, and
// one file alone leaves much of them idle while it waits for a page (docs/decisions/042).
export default defineConfig({
  test: {
    name: "e2e",
    root: new URL("../..", import.meta.url).pathname,
    expect: { requireAssertions: true },
    sequence: { groupOrder: 5 },
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/global-setup.ts"],
    maxWorkers: 2,
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
