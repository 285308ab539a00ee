import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { readCurrentMeta } from "../../src/kv/current-content";
import worker from "../../src/worker";
import { contentApiEnv } from "../support/content-apis";
import { expectHarmless } from "../support/dirty-html";
import { fetchPage } from "../support/fetch-page";
import { upstreamScenario } from "../support/upstream-apis";

/**
 * The third way content enters: the festival's management and platform APIs (CONTENT_SOURCE=apis),
 * taken in by the scheduled refresh. The recorded answers (tests/fixtures/upstream-apis/recorded/)
 * carry a `<script>`, event handlers and `javascript:` links in an article body and in a film's
 * text; what the site then shows must be harmless.
 */
describe("content from the festival's APIs with a script in it", () => {
  it("comes out harmless in an article and on a film page", async () => {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: Date.now() }), contentApiEnv(upstreamScenario()), ctx);
    await waitOnExecutionContext(ctx);
    expect(await readCurrentMeta(env.PAGES)).toMatchObject({ origin: "apis" });

    expectHarmless((await fetchPage("/article/hilsen-fra-forvaltningen")).html, ["Denne artikkelen kommer fra forvaltnings-API-et", "Les mer"]);
    expectHarmless((await fetchPage("/kystlinjer-DXM10234")).html, ["Publikumsprisen NFF 2025.", "Se traileren"]);
  });
});
