import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readCurrentMeta } from "../../src/kv/current-content";
import worker from "../../src/worker";
import { contentApiEnv } from "../support/content-apis";
import { fetchPage, h1Of } from "../support/fetch-page";
import { upstreamScenario } from "../support/upstream-apis";

/** One run of the cron trigger with the given bindings, its background work awaited. */
async function cron(bindings: Env): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: Date.now() }), bindings, ctx);
  await waitOnExecutionContext(ctx);
}

/** The site chrome's KV metadata: it changes whenever a content version is stored. */
async function chromeMeta(): Promise<unknown> {
  return (await env.PAGES.getWithMetadata("site", "stream")).metadata;
}

const upstream = upstreamScenario();
const apiEnv = contentApiEnv(upstream);

describe("the scheduled refresh", () => {
  afterEach(() => vi.restoreAllMocks());

  it("fills an empty KV from the bundled content, every page included", async () => {
    await cron(env);
    expect(await readCurrentMeta(env.PAGES)).toMatchObject({ origin: "bundled" });
    const pages = await env.PAGES.list({ prefix: "article:" });
    expect(pages.keys.length).toBeGreaterThan(100);
    // The demo site's stage is production: no stage header.
    expect((await fetchPage("/")).response.headers.has("X-Site-Stage")).toBe(false);
  });

  it("takes the site from the festival's APIs when they are the source, so visitors see their content", async () => {
    const log = vi.spyOn(console, "log");
    await cron(apiEnv);
    expect(await readCurrentMeta(env.PAGES)).toMatchObject({ origin: "apis" });
    expect(log.mock.calls.flat().join(" ")).toMatch(/content: stored version [0-9a-f]{12} from apis/);
    const { response, html } = await fetchPage("/article/hilsen-fra-forvaltningen");
    expect(response.status).toBe(200);
    expect(h1Of(html)).toBe("Hilsen fra forvaltningssystemet");
    // The demo content is gone with it: its articles are not the site's any more.
    expect((await fetchPage("/article/datoene-for-nff-2025-er-klare")).response.status).toBe(404);
  });

  it("names the stage of a site that is not production in every response, and keeps robots out", async () => {
    const { response } = await fetchPage("/");
    expect(response.headers.get("X-Site-Stage")).toBe("staging");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  });

  it("writes nothing when the APIs answer what KV already has", async () => {
    const before = await chromeMeta();
    await cron(apiEnv);
    expect(await chromeMeta()).toEqual(before);
  });

  it("keeps serving the last good pages when the management API fails, and logs why", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const before = await readCurrentMeta(env.PAGES);
    await upstream.fault({ api: "management", status: 500, times: 2 });
    await cron(apiEnv);
    expect(errors.mock.calls.flat().join(" ")).toMatch(
      /scheduled refresh failed; serving the content KV has\. upstream site\/:siteId\/(block-data|article) failed: 500/,
    );
    expect(await readCurrentMeta(env.PAGES)).toEqual(before);
    expect(h1Of((await fetchPage("/article/hilsen-fra-forvaltningen")).html)).toBe("Hilsen fra forvaltningssystemet");
  });

  it("keeps the last good content when an answer does not parse, and logs each problem with its path", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const before = await readCurrentMeta(env.PAGES);
    await upstream.fault({ api: "platform", status: 200, times: 2 });
    await cron(apiEnv);
    expect(errors.mock.calls.flat().join(" ")).toMatch(/upstream sites(\/:siteId\/events)? failed: bad-response: data: /);
    expect(await readCurrentMeta(env.PAGES)).toEqual(before);
  });
});
