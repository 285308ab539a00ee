import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { buildVenue } from "../../sandbox/venue/build.mjs";
import { testVapidKeys } from "./support/test-vapid-keys";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The host subscriptions name (stub/push-service-stub.ts PUSH_STUB_PUBLIC_ORIGIN). */
const STUB_HOST = "push.stub.test";

/**
 * Carries the site's requests for https://push.stub.test to the stub's real socket (its port is
 * known once global-setup.ts has run); everything else goes where it was addressed.
 */
async function outbound(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const target = url.hostname === STUB_HOST ? `${process.env.PUSH_STUB_ORIGIN}${url.pathname}${url.search}` : url.href;
  const headers = new Headers(request.headers);
  headers.delete("host");
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
  return fetch(target, { method: request.method, headers, body });
}

// "Varsle meg" end to end: the site in workerd with VAPID keys made for this run, subscriptions
// from the push service stub (stub/), which verifies and decrypts what the scheduled refresh sends.
export default defineConfig(async () => {
  const venueScript = await buildVenue();
  const vapid = testVapidKeys();
  return {
    root,
    plugins: [
      cloudflareTest({
        main: "./src/worker.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: { EDGE_HTML_CACHE: "off", VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, PUSH_SERVICE_HOSTS: STUB_HOST },
          outboundService: outbound,
          // wrangler.toml binds the sandbox venue; it runs here only so the binding resolves.
          workers: [
            {
              name: "kinoweb-venue",
              scriptPath: venueScript,
              modules: true,
              modulesRoot: path.dirname(venueScript),
              compatibilityDate: "2026-04-20",
              d1Databases: { VENUE_DB: "kinoweb-venue-push" },
            },
          ],
        },
      }),
    ],
    test: {
      name: "push",
      root,
      include: ["tests/push/**/*.test.ts"],
      expect: { requireAssertions: true },
      // Beside the venue's and the faults' files, three at a time among them (docs/decisions/042):
      // each file subscribes under ids of its own at the one stub.
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
