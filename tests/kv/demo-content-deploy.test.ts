import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { buildSiteChrome } from "../../src/content/build-page-data";
import { ContentIndex } from "../../src/content/content-index";
import { bundledBuild, bundledSource } from "../../src/content/bundled-source";
import { forgetCurrentContent, readCurrentMeta } from "../../src/kv/current-content";
import { storeContentVersion } from "../../src/kv/content-version";
import worker from "../../src/worker";
import { h1Of } from "../support/fetch-page";
import { forgetParsed } from "../../src/kv/parsed-entries";

const SLUG = "datoene-for-nff-2025-er-klare";

/** A page as a visitor gets it, background work (the refreshes) awaited. */
async function visit(path: string): Promise<string> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`http://localhost${path}`), env, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return html;
}

describe("a deploy with newer demo content", () => {
  it("replaces the older demo content in KV once the site chrome is due for a refresh", async () => {
    // KV as an earlier deploy left it: its demo content, with this article titled differently.
    const demo = await bundledSource.load();
    const earlier = {
      version: "earlierdemo0",
      publishedAt: bundledBuild().builtAt - 60_000,
      origin: "bundled" as const,
      bundle: { ...demo.bundle, articles: demo.bundle.articles.map((a) => (a.slug === SLUG ? { ...a, title: "Tittel fra forrige deploy" } : a)) },
    };
    await storeContentVersion(env.PAGES, earlier);
    forgetCurrentContent(env.PAGES);
    expect(h1Of(await visit(`/article/${SLUG}`))).toBe("Tittel fra forrige deploy");

    // CONTENT_FRESH_SECONDS later: the chrome is stale, and its refresh finds the newer demo content.
    const chrome = await env.PAGES.getWithMetadata<Record<string, number | string>>("site", "text");
    const aged = { ...chrome.metadata, builtAt: Date.now() - 61_000 };
    await env.PAGES.put("site", JSON.stringify(buildSiteChrome(new ContentIndex(earlier.bundle))), { metadata: aged });
    // As a second later: the isolate asks KV again instead of answering what it parsed (decision 025).
    forgetParsed(env.PAGES);
    forgetCurrentContent(env.PAGES);
    await visit("/");
    expect(await readCurrentMeta(env.PAGES)).toMatchObject({ version: bundledBuild().version, origin: "bundled" });
    expect(h1Of(await visit(`/article/${SLUG}`))).toBe("Datoene for NFF 2025 er klare");
  });
});
