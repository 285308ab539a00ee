import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { IdentityTokens, RENEW_BEFORE_MS } from "../../src/content-apis/identity-token";
import { CONTENT_API_CREDENTIALS as C } from "../fixtures/upstream-apis/content-apis";
import { upstreamScenario } from "../support/upstream-apis";

const HOUR_MS = 3_600_000;

/** Token clients over one scenario's identity provider and the real KV, with a clock the test sets. */
function setup() {
  const upstream = upstreamScenario();
  let now = Date.UTC(2025, 8, 17, 10);
  const endpoint = { transport: { fetch: (r: Request) => fetch(r) }, baseUrl: upstream.identityTokenUrl, timeoutMs: 2000 };
  const client = () => new IdentityTokens(env.PAGES, endpoint, { clientId: C.clientId, clientSecret: C.clientSecret }, () => now);
  return { upstream, client, advance: (ms: number) => (now += ms), grants: async () => (await upstream.calls("identity")).length };
}

describe("the identity provider's token cache", () => {
  beforeEach(() => env.PAGES.delete("token:identity"));

  it("asks once for parallel calls and shares the token through KV with later clients", async () => {
    const t = setup();
    const first = t.client();
    const [a, b] = await Promise.all([first.token(), first.token()]);
    expect(a).toBe(b);
    expect(await t.client().token()).toBe(a);
    expect(await t.grants()).toBe(1);
  });

  it("renews a token shortly before it expires, not after", async () => {
    const t = setup();
    const first = await t.client().token();
    t.advance(HOUR_MS - RENEW_BEFORE_MS - 1_000);
    expect(await t.client().token()).toBe(first);
    t.advance(2_000);
    const renewed = await t.client().token();
    expect(renewed).not.toBe(first);
    expect(await t.grants()).toBe(2);
    expect((await env.PAGES.get<{ accessToken: string }>("token:identity", "json"))?.accessToken).toBe(renewed);
  });

  it("renews once when parallel calls were refused the same token", async () => {
    const t = setup();
    const tokens = t.client();
    const refused = await tokens.token();
    const [a, b] = await Promise.all([tokens.renew(refused), tokens.renew(refused)]);
    expect(a).toBe(b);
    expect(a).not.toBe(refused);
    expect(await t.grants()).toBe(2);
  });

  it("fails clearly when the identity provider refuses the client", async () => {
    const t = setup();
    const endpoint = { transport: { fetch: (r: Request) => fetch(r) }, baseUrl: t.upstream.identityTokenUrl, timeoutMs: 2000 };
    const wrong = new IdentityTokens(env.PAGES, endpoint, { clientId: C.clientId, clientSecret: "not-the-secret" });
    await expect(wrong.token()).rejects.toThrow("upstream identity provider token failed: 401");
  });
});
