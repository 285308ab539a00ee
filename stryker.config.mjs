// `npm run test:mutation` (docs/decisions/044): StrykerJS changes the modules that hold the site's
// rules one small mistake at a time and runs the `unit` tests (tests/mutation.vitest.config.ts) against
// each; a mutant no test notices "survives" and asks for a test. Incremental: a second run only
// tries what changed since the last (node_modules/.cache/stryker/). Not part of `npm test`.
// `npm run test:mutation -- --mutate src/plan/**/*.ts` narrows it to one folder.
export default {
  testRunner: "vitest",
  vitest: { configFile: "tests/mutation.vitest.config.ts", related: false },
  plugins: ["@stryker-mutator/vitest-runner"],
  mutate: [
    "src/plan/**/*.ts",
    "src/shared/catalogue-filter.ts",
    "src/shared/catalogue-counts.ts",
    "src/render/blocks/page-params.ts",
    "src/kv/lastmod-ledger.ts",
    "src/calendar/**/*.ts",
    "src/security/**/*.ts",
    "src/session/**/*.ts",
    "src/rate-limit/**/*.ts",
    "src/votes/**/*.ts",
    "src/render/structured-data/**/*.ts",
    // Storage glue, tested in workerd only (Stryker's vitest runner runs in Node): each file holds
    // no rule of its own, its rules are split out and unit-tested. docs/decisions/044 lists each
    // with its count and why.
    "!src/votes/audience-votes.ts",
    "!src/votes/votes-stub.ts",
    "!src/session/session-store.ts",
    "!src/session/visitor-sessions.ts",
    "!src/calendar/schedule-sequences.ts",
    "!src/calendar/record-programme.ts",
    "!src/rate-limit/rate-limiter.ts",
    "!src/rate-limit/spent-challenges.ts",
    "!src/rate-limit/login-failures.ts",
  ],
  coverageAnalysis: "perTest",
  concurrency: 2,
  incremental: true,
  incrementalFile: "node_modules/.cache/stryker/incremental.json",
  tempDirName: "node_modules/.cache/stryker/tmp",
  reporters: ["clear-text", "progress", "json"],
  jsonReporter: { fileName: "test-results/mutation/mutation.json" },
  thresholds: { high: 90, low: 85, break: null },
  timeoutMS: 20_000,
};
