import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { buildVenue } from "./sandbox/venue/build.mjs";
import { buildUpstreamApis } from "./tests/fixtures/upstream-apis/build.mjs";

// In-runtime tests: the site runs inside workerd with miniflare's real KV and Durable Objects, and
// the sandbox venue (sandbox/venue/) runs beside it as an auxiliary worker with its own D1. Every
// other outbound fetch goes to the fake upstream APIs (tests/fixtures/upstream-apis/): recorded
// answers, call counts and injected faults, never the network.
export default defineConfig(async () => {
  const venueScript = await buildVenue();
  const upstreamScript = await buildUpstreamApis();
  return {
    plugins: [
      cloudflareTest({
        main: "./src/worker.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // Short enough that the venue-timeout test answers 504 quickly. Pages are rendered on
          // every request: tests of pages and KV see their own changes at once; the edge HTML
          // cache has its own tests (tests/routes/edge-cache.test.ts), which turn it on.
          bindings: { VENUE_TIMEOUT_MS: "3000", EDGE_HTML_CACHE: "off" },
          outboundService: "upstream-apis",
          workers: [
            {
              name: "upstream-apis",
              scriptPath: upstreamScript,
              modules: true,
              modulesRoot: path.dirname(upstreamScript),
              compatibilityDate: "2026-04-20",
            },
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
    // JSX compiled for React's production runtime, which has no `jsxDEV` (tests/support/production-react.ts).
    oxc: { jsx: { development: false } },
    test: {
      name: "runtime",
      // React's production build, as deployed, before any file loads it (tests/support/production-react.ts).
      setupFiles: ["./tests/support/production-react.ts"],
      include: ["tests/**/*.test.ts", "tests/**/*.test.tsx", "src/**/*.test.ts"],
      // tests/faults/ and tests/push/ are projects of their own (real sockets to a stub); the unit
      // project runs the *.unit.test files in Node.
      exclude: ["tests/e2e/**", "tests/faults/**", "tests/push/**", "tests/**/*.unit.test.{ts,tsx}", "node_modules/**"],
      expect: { requireAssertions: true },
      sequence: { groupOrder: 1 },
      // Two files at a time, each in a workerd of its own (fresh storage per file, as before): one
      // file alone leaves a core idle while it loads the worker's modules (docs/decisions/042).
      maxWorkers: 2,
      // The first test of a file also loads the worker's modules into workerd: seconds on a busy
      // two-core machine, more than vitest's default 5 s allows.
      testTimeout: 20_000,
      // A file's setup logs visitors in against the sandbox venue (its password hashing) as its first
      // work: the same seconds as a first test.
      hookTimeout: 30_000,
    },
  };
});
