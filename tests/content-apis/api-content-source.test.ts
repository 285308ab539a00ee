import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { configuredContent } from "../../src/config/configured-content";
import { appConfig } from "../../src/config/env";
import { UpstreamError } from "../../src/upstream/upstream-error";
import { describeFailure } from "../../src/upstream/describe-failure";
import { contentApiEnv } from "../support/content-apis";
import { upstreamScenario } from "../support/upstream-apis";

/** The content of the festival's APIs as the site loads it, from one fresh scenario of the fakes. */
function apiContent(overrides: Record<string, string> = {}) {
  const upstream = upstreamScenario();
  const config = appConfig(contentApiEnv(upstream, overrides));
  return { upstream, load: () => configuredContent(config).load(Date.now()) };
}

async function failureOf(work: Promise<unknown>): Promise<UpstreamError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe("the festival's APIs as content source", () => {
  // One token cache per site; each test's scenario has its own identity provider.
  beforeEach(() => env.PAGES.delete("token:identity"));

  it("makes one bundle of the site, events, block data and articles, with sanitized HTML", async () => {
    const { load } = apiContent();
    const content = await load();
    expect(content.origin).toBe("apis");
    expect(content.version).toMatch(/^[0-9a-f]{12}$/);
    expect(content.bundle.site.id).toBe("nordkystfilm");
    expect(content.bundle.site.stage).toBe("staging");
    expect(content.bundle.pages.map((p) => p.path)).toContain("/article/:article");
    expect(content.bundle.productions.map((p) => p.parentSlug)).toEqual(["kystlinjer-DXM10234"]);
    expect(content.bundle.events).toHaveLength(13);
    const hello = content.bundle.articles.find((a) => a.slug === "hilsen-fra-forvaltningen");
    expect(hello?.title).toBe("Hilsen fra forvaltningssystemet");
    // The recorded article carries a <script>; content enters sanitized (docs/decisions/002).
    expect(hello?.content).not.toContain("<script");
    // The same answers give the same version, so an unchanged API writes nothing to KV.
    expect((await load()).version).toBe(content.version);
  });

  it("asks the management API for the stable content with a bearer token, the platform API with basic auth", async () => {
    const { upstream, load } = apiContent();
    await load();
    const management = await upstream.calls("management");
    expect(management.map((c) => c.path).sort()).toEqual(["site/nordkystfilm/article", "site/nordkystfilm/block-data"]);
    expect(management.every((c) => c.query.stable === "1")).toBe(true);
    expect((await upstream.calls("platform")).map((c) => c.path).sort()).toEqual(["sites", "sites/nordkystfilm/events"]);
  });

  it("keeps the identity provider's token in KV and uses it again instead of asking for a new one", async () => {
    const { upstream, load } = apiContent();
    await load();
    await load();
    expect(await upstream.calls("identity")).toHaveLength(1);
    const cached = await env.PAGES.get<{ accessToken: string; expiresAt: number }>("token:identity", "json");
    expect(cached?.accessToken).toMatch(/-token-1$/);
    expect(cached?.expiresAt).toBeGreaterThan(Date.now() + 3_000_000);
  });

  it("renews the token once when the management API answers 401, and the load succeeds", async () => {
    const { upstream, load } = apiContent();
    await load();
    await upstream.fault({ api: "management", status: 401, times: 1 });
    const content = await load();
    expect(content.bundle.articles).toHaveLength(3);
    expect(await upstream.calls("identity")).toHaveLength(2);
    expect((await env.PAGES.get<{ accessToken: string }>("token:identity", "json"))?.accessToken).toMatch(/-token-2$/);
  });

  it("gives up after the one retry when the management API keeps answering 401", async () => {
    const { upstream, load } = apiContent();
    await upstream.fault({ api: "management", status: 401, times: 4 });
    const error = await failureOf(load());
    expect(error.status).toBe(401);
  });

  it("fails with the platform's 401 when the basic-auth password is wrong, without retrying", async () => {
    const { upstream, load } = apiContent({ PLATFORM_API_PASSWORD: "wrong" });
    const error = await failureOf(load());
    expect(error.status).toBe(401);
    for (const call of await upstream.calls("platform")) expect(call.path).not.toBe("");
    expect((await upstream.calls("platform")).filter((c) => c.path === "sites")).toHaveLength(1);
  });

  it("reports an answer that does not fit the content schema, with the path of each problem", async () => {
    const { upstream, load } = apiContent();
    // A 200 whose body is not the list of sites.
    await upstream.fault({ api: "platform", status: 200, times: 2 });
    const error = await failureOf(load());
    expect(error.status).toBe("bad-response");
    expect(describeFailure(error)).toMatch(/upstream sites failed: bad-response: data: /);
  });

  it("says which secret is missing and how to set it", async () => {
    const { load } = apiContent({ IDENTITY_CLIENT_SECRET: "" });
    await expect(load()).rejects.toThrow("IDENTITY_CLIENT_SECRET is not set: npx wrangler secret put IDENTITY_CLIENT_SECRET --env local");
  });
});
