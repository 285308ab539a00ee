import { defineConfig } from "vitest/config";
import { SweepsFirstSequencer } from "./tests/e2e/support/sweeps-first";

// Every test, as vitest projects (docs/decisions/042): `npx vitest run <file>` finds a file's
// project by itself, `--project <name>` runs one. `unit` runs in Node: the `*.unit.test.ts(x)`
// files, which need no binding and none of the Workers runtime's globals. `runtime` is the site
// inside workerd with miniflare's KV, D1 and Durable Objects; `venue` the sandbox venue; `faults`
// and `push` the site against real local sockets; `e2e` Debian's Chromium against `wrangler dev`.
// `npm test` (scripts/test-stages.mjs) runs them one stage at a time and prints each stage's time.
export default defineConfig({
  test: {
    // The browser files that visit every page kind start first, whatever their size (decision 042).
    sequence: { sequencer: SweepsFirstSequencer },
    projects: [
      "./vitest.unit.config.ts",
      "./vitest.runtime.config.ts",
      "./sandbox/venue/vitest.config.ts",
      "./tests/faults/vitest.config.ts",
      "./tests/push/vitest.config.ts",
      "./tests/e2e/vitest.config.ts",
    ],
  },
});
