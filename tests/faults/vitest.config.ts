import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { buildVenue } from "../../sandbox/venue/build.mjs";
import { UPSTREAM_TIMEOUT_MS } from "./upstream-timeout";

const root = fileURLToPath(new URL("../..", import.meta.url));

// The fault-injection suite: the site runs inside workerd as in the other in-runtime tests, but
// with no outboundService, so its fetches leave workerd over the real loopback network for the
// upstream stub (stub/upstream-stub.ts) that global-setup.ts starts, with short upstream timeouts
// (upstream-timeout.ts).
// workerd itself prints "Network connection lost" / "Connection reset by peer" lines for the dead
// port and the reset, even though the site catches them: that is the runtime's log, not a failure.
export default defineConfig(async () => {
  const venueScript = await buildVenue();
  return {
    root,
    plugins: [
      cloudflareTest({
        main: "./src/worker.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            VENUE_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
            RUNTIME_API_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
            CONTENT_API_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
            EDGE_HTML_CACHE: "off",
          },
          // An empty page store beside PAGES: a fresh deploy that has stored nothing yet
          // (fresh-deploy.test.ts), whatever the other files have written.
          kvNamespaces: { FRESH_PAGES: "kinoweb-faults-fresh-pages" },
          // wrangler.toml binds the sandbox venue; it runs here only so the binding resolves. The
          // suite's bindings leave it out and name the stub's URLs instead (support/fault-env.ts).
          workers: [
            {
              name: "kinoweb-venue",
              scriptPath: venueScript,
              modules: true,
              modulesRoot: path.dirname(venueScript),
              compatibilityDate: "2026-04-20",
              d1Databases: { VENUE_DB: "kinoweb-venue-faults" },
            },
          ],
        },
      }),
    ],
    test: {
      name: "faults",
      root,
      include: ["tests/faults/**/*.test.ts"],
      expect: { requireAssertions: true },
      // Beside the venue's and push's files, three at a time among them (docs/decisions/042): each
      // file names its own scenario in the stub's URLs, so none sees another's calls, and most of a
      // file's time is spent waiting out a fault.
      sequence: { groupOrder: 2 },
      maxWorkers: 3,
      globalSetup: [fileURLToPath(new URL("./global-setup.ts", import.meta.url))],
      testTimeout: 20_000,
      // A file's setup logs visitors in against the sandbox venue (its password hashing) as its first
      // work: the same seconds as a first test.
      hookTimeout: 30_000,
    },
  };
});
