import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CONTENT_API_CREDENTIALS as C } from "../fixtures/upstream-apis/content-apis";
import { FAULTS, HANG_BOUND_MS, type Play, REASON, TIMEOUT_MS, WAITS_FOR_TIMEOUT, siteEnv, stubScenario, visit } from "./support/fault-env";

/** The empty page store of tests/faults/vitest.config.ts: nothing published, nothing refreshed yet. */
const FRESH_PAGES = (env as unknown as { FRESH_PAGES: KVNamespace }).FRESH_PAGES;

/** A site just deployed with CONTENT_SOURCE=apis: its first visitor's request asks the APIs. */
function freshSite(scenario: ReturnType<typeof stubScenario>, play: Play): Env {
  return {
    ...siteEnv({
      CONTENT_SOURCE: "apis",
      CONTENT_SITE_ID: C.siteId,
      IDENTITY_TOKEN_URL: `${scenario.baseUrl("ok")}token`,
      IDENTITY_CLIENT_ID: C.clientId,
      IDENTITY_CLIENT_SECRET: C.clientSecret,
      MANAGEMENT_API_URL: scenario.baseUrl(play),
      PLATFORM_API_URL: scenario.baseUrl(play),
      PLATFORM_API_USER: C.platformUser,
      PLATFORM_API_PASSWORD: C.platformPassword,
    }),
    PAGES: FRESH_PAGES,
  };
}

// With nothing in KV there is nothing to serve while the content APIs fail: the visitor gets the
// calm error page with 503 and Retry-After (temporarily unavailable, not a bug of ours), never a
// 500; the events API the same as JSON.
describe.each(FAULTS)("a fresh deploy whose content APIs play %s", (fault) => {
  it("answers pages and the events API with 503 and Retry-After in time, one log line each", async () => {
    const scenario = stubScenario();
    const bindings = freshSite(scenario, fault);
    const page = await scenario.observe(fault, () => visit(bindings, "/"));
    expect(page.value.status).toBe(503);
    expect(page.value.headers.get("Retry-After")).toBe("60");
    expect(page.value.headers.get("Cache-Control")).toBe("no-store");
    const html = await page.value.text();
    expect(html).toContain("<h1>Noe gikk galt</h1>");
    expect(html).not.toMatch(/\bat .+:\d+:\d+|Error:/);
    expect(page.lines, page.lines.join("\n")).toHaveLength(1);
    expect(page.lines[0]).toMatch(REASON[fault]);
    if (WAITS_FOR_TIMEOUT.has(fault)) expect(page.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(page.ms).toBeLessThan(HANG_BOUND_MS);
    // Each of the four content calls at most once: no retry storm (401: one token renewal and retry).
    for (const [path, calls] of Object.entries(page.calls)) expect(calls, path).toBeLessThanOrEqual(fault === "unauthorized" ? 2 : 1);

    const events = await scenario.observe(fault, () => visit(bindings, "/api/events?keys=nff25-nordlys-1"));
    expect(events.value.status).toBe(503);
    expect(await events.value.json()).toEqual({ error: { code: "unavailable", message: "Noe gikk galt. Prøv igjen om litt." } });
  });
});

describe("a fresh deploy once its content APIs answer", () => {
  it("serves the front page from them", async () => {
    expect((await visit(freshSite(stubScenario(), "ok"), "/")).status).toBe(200);
  });
});
