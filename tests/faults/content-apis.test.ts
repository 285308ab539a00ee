import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { kvKeys } from "../../src/kv/keys";
import { readCurrentMeta } from "../../src/kv/current-content";
import worker from "../../src/worker";
import { CONTENT_API_CREDENTIALS as C } from "../fixtures/upstream-apis/content-apis";
import {
  FAULTS,
  type Fault,
  HANGS_UP_ON,
  HANG_BOUND_MS,
  PAGES,
  type Play,
  REASON,
  TIMEOUT_MS,
  WAITS_FOR_TIMEOUT,
  pageStatuses,
  siteEnv,
  stubScenario,
  visit,
} from "./support/fault-env";

type Api = "identity" | "management" | "platform";

/** The operator's bearer token for POST /api/admin/purge in this suite. */
const ADMIN_TOKEN = "fault-suite-admin-token-0123456789abcdef";

/** The site with CONTENT_SOURCE=apis, each API at its play on the stub, secrets included. */
function contentEnv(scenario: ReturnType<typeof stubScenario>, plays: Record<Api, Play>): Env {
  return siteEnv({
    CONTENT_SOURCE: "apis",
    CONTENT_SITE_ID: C.siteId,
    IDENTITY_TOKEN_URL: `${scenario.baseUrl(plays.identity)}token`,
    IDENTITY_CLIENT_ID: C.clientId,
    IDENTITY_CLIENT_SECRET: C.clientSecret,
    MANAGEMENT_API_URL: scenario.baseUrl(plays.management),
    PLATFORM_API_URL: scenario.baseUrl(plays.platform),
    PLATFORM_API_USER: C.platformUser,
    PLATFORM_API_PASSWORD: C.platformPassword,
    ADMIN_TOKEN,
  });
}

/** One run of the cron trigger (src/scheduled/scheduled-refresh.ts), its background work awaited. */
async function cron(bindings: Env): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: Date.now() }), bindings, ctx);
  await waitOnExecutionContext(ctx);
}

/**
 * The most calls one path of the failing API may get: one, or under token auth one refresh and one
 * retry on 401. The identity provider is asked for a token, and once more to
 * renew it when the management API refuses it.
 */
function callsPerPath(api: Api, fault: Fault): number {
  return fault === "unauthorized" && api === "management" ? 2 : 1;
}

beforeAll(async () => {
  // The site has content in KV (the demo content), as a site does before any refresh fails.
  expect(await pageStatuses(siteEnv({}))).toEqual(PAGES.map(() => 200));
});

beforeEach(async () => {
  // Every case starts without a cached token, so the identity provider's calls are counted from 0.
  await env.PAGES.delete(kvKeys.identityToken());
});

describe.each(FAULTS)("the content refresh when a content API plays %s", (fault) => {
  it.each<Api>(["identity", "management", "platform"])(
    "keeps the content and the pages when the %s API fails so, logs one line, asks no more than allowed",
    async (api) => {
      const scenario = stubScenario();
      const plays: Record<Api, Play> = { identity: "ok", management: "ok", platform: "ok", [api]: fault };
      const bindings = contentEnv(scenario, plays);
      const before = await readCurrentMeta(env.PAGES);
      const seen = await scenario.observe(fault, async () => {
        const during = pageStatuses(bindings);
        await cron(bindings);
        return { during: await during };
      });
      const { lines } = seen;
      expect(lines, lines.join("\n")).toHaveLength(1);
      expect(lines[0]).toMatch(/^content: scheduled refresh failed; serving the content KV has\./);
      expect(lines[0]).toMatch(REASON[fault]);
      if (fault === "malformed-json" || fault === "captive-portal") expect(lines[0]).toMatch(/the answer is not JSON/);
      if (WAITS_FOR_TIMEOUT.has(fault)) expect(seen.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
      expect(seen.ms).toBeLessThan(HANG_BOUND_MS);
      expect(await readCurrentMeta(env.PAGES)).toEqual(before);
      expect(seen.value.during).toEqual(PAGES.map(() => 200));
      expect(await pageStatuses(bindings)).toEqual(PAGES.map(() => 200));
      if (HANGS_UP_ON.has(fault)) {
        const hangUps = await scenario.hangUps(fault);
        expect(hangUps.open, "connections left open to the upstream").toBe(0);
        // Silence and slow bytes are hung up on; 10 MB against the 8 MB cap may be sent whole into
        // the socket buffers before the site cancels.
        if (WAITS_FOR_TIMEOUT.has(fault)) expect(hangUps.cutOff).toBe(hangUps.total);
      }
      const counts = Object.values(seen.calls);
      if (fault === "dead") expect(counts).toEqual([]);
      else expect(Math.max(...counts), JSON.stringify(counts)).toBe(callsPerPath(api, fault));
    },
  );

  it("answers an operator's purge with 502 in time and changes nothing", async () => {
    const scenario = stubScenario();
    const bindings = contentEnv(scenario, { identity: "ok", management: fault, platform: fault });
    const before = await readCurrentMeta(env.PAGES);
    const seen = await scenario.observe(fault, () =>
      visit(bindings, "/api/admin/purge", {
        method: "POST",
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" },
        body: "{}",
      }),
    );
    const body = (await seen.value.json()) as { error: { code: string; message: string } };
    expect(seen.value.status).toBe(502);
    expect(body.error.code).toBe("source_failed");
    // The operator reads why, without a stack trace.
    expect(body.error.message).toMatch(REASON[fault]);
    expect(body.error.message).not.toMatch(/\bat .+:\d+:\d+/);
    if (WAITS_FOR_TIMEOUT.has(fault)) expect(seen.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(seen.ms).toBeLessThan(HANG_BOUND_MS);
    expect(await readCurrentMeta(env.PAGES)).toEqual(before);
  });
});
