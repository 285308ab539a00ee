import { describe, expect, it } from "vitest";
import { signPreview } from "../../src/security/preview-signature";
import { PREVIEW_PARAM } from "../../src/shared/preview";
import { contentApiEnv } from "../support/content-apis";
import { fetchPageSettled, h1Of } from "../support/fetch-page";
import { upstreamScenario } from "../support/upstream-apis";

// With CONTENT_SOURCE=apis a preview link shows the management API's drafts (`stable=0`,
// docs/decisions/032); the fake API has one article there that is not published.
const TOKEN = "preview-token-for-tests-0123456789abcdef";
const DRAFT = "/article/utkast-fra-forvaltningen";

describe("a preview link with the festival's APIs as the content source", () => {
  it("renders an article that exists only in the management API's drafts, asked with stable=0", async () => {
    const upstream = upstreamScenario();
    const site = contentApiEnv(upstream, { ADMIN_TOKEN: TOKEN });
    const visitor = await fetchPageSettled(DRAFT, {}, site);
    expect(visitor.response.status).toBe(404);
    const token = await signPreview(TOKEN, DRAFT, Date.now() + 60_000);
    const preview = await fetchPageSettled(`${DRAFT}?${PREVIEW_PARAM}=${token}`, {}, site);
    expect(preview.response.status).toBe(200);
    expect(h1Of(preview.html)).toBe("Utkast fra forvaltningssystemet");
    expect(preview.html).toContain('class="preview-bar"');
    expect(preview.response.headers.get("cache-control")).toBe("private, no-store");
    const stables = (await upstream.calls("management")).map((call) => call.query.stable);
    expect(stables).toContain("0");
    // The visitor's page still comes from the published content.
    expect((await fetchPageSettled(DRAFT, {}, site)).response.status).toBe(404);
  });
});
