import { defineConfig } from "vitest/config";

// The `unit` project (docs/decisions/042): the `*.unit.test.ts(x)` files, in Node, which need no
// binding and none of the Workers runtime's globals. One of the projects of vitest.config.ts, and
// the tests the mutation run asks (stryker.config.mjs).
export default defineConfig({
  test: {
    name: "unit",
    environment: "node",
    include: ["tests/**/*.unit.test.{ts,tsx}"],
    expect: { requireAssertions: true },
    sequence: { groupOrder: 0 },
    // Two files at a time on two cores (vitest would use one: cores - 1), docs/decisions/042.
    maxWorkers: 2,
    // The property tests and the checks that parse the sources take a few seconds alone and far
    // more on a busy machine: a timeout is no assertion about speed (speed lives in bench/).
    testTimeout: 30_000,
  },
});
