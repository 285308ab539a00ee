import { configDefaults, defineConfig } from "vitest/config";
import { idleCores } from "./support/idle-cores.mjs";

/**
 * Two browser files at a time when the machine has a core to spare for them, else one: the files
 * share one site, whose one workerd answers both browsers, and on a machine already busy with other
 * work a page load of the second file then outlasts the 45 s a wait may take (docs/decisions/042).
 * "To spare" is measured now, not as the load average, which at this point is mostly the test stage
 * that just ended. E2E_WORKERS=1 or 2 chooses.
 */
function workers(): number {
  const given = Number(process.env["E2E_WORKERS"]);
  if (given === 1 || given === 2) return given;
  return idleCores() >= 1.5 ? 2 : 1;
}

// Browser tests: plain Node drives Debian's Chromium against the real site under `wrangler dev`.
// The files share the one site and the one browser global-setup.ts starts (each test makes its own
// browser context), in one Node process per worker, one or two at a time (above).
export default defineConfig({
  test: {
    name: "e2e",
    root: new URL("../..", import.meta.url).pathname,
    expect: { requireAssertions: true },
    sequence: { groupOrder: 5 },
    include: ["tests/e2e/**/*.test.ts"],
    // The harness's own pure tests run in the unit project.
    exclude: [...configDefaults.exclude, "tests/e2e/**/*.unit.test.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/global-setup.ts"],
    maxWorkers: workers(),
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
