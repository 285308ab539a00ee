import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ContentBundle } from "../../src/content/bundle";
import { bundledBuild, bundledSource } from "../../src/content/bundled-source";
import { configuredContent } from "../../src/config/configured-content";
import { appConfig } from "../../src/config/env";
import { storeContentVersion } from "../../src/kv/content-version";
import { type CurrentContent, forgetCurrentContent, readCurrentMeta } from "../../src/kv/current-content";
import { pageDataKey } from "../../src/kv/keys";
import { fetchPage, fetchPageSettled, h1Of } from "../support/fetch-page";
import { hitTitles, searchPage } from "../search/search-page";

const SLUG = "datoene-for-nff-2025-er-klare";

/** Published content: the demo bundle with one article retitled, as `content:publish` would store it. */
async function published(title: string, publishedAt: number): Promise<CurrentContent> {
  const demo = await bundledSource.load();
  const bundle: ContentBundle = { ...demo.bundle, articles: demo.bundle.articles.map((a) => (a.slug === SLUG ? { ...a, title } : a)) };
  return { version: `pub${publishedAt.toString(16).slice(-9)}`, publishedAt, origin: "publish", bundle };
}

describe("the current content in KV", () => {
  it("is the bundled demo content on a fresh KV, kept as content:current", async () => {
    // content:current is written in the background (ctx.waitUntil): the request's context is awaited.
    const { html } = await fetchPageSettled(`/article/${SLUG}`);
    expect(h1Of(html)).toBe("Datoene for NFF 2025 er klare");
    const meta = await readCurrentMeta(env.PAGES);
    expect(meta).toMatchObject({ version: bundledBuild().version, origin: "bundled" });
  });

  it("is what a miss builds from once content is published, not the bundle of the deploy", async () => {
    const content = await published("Datoene er klare – publisert", Date.now());
    await storeContentVersion(env.PAGES, content);
    // A new isolate, and a page whose entry is gone: it is built again from the published content.
    forgetCurrentContent(env.PAGES);
    await env.PAGES.delete(pageDataKey({ kind: "article", slug: SLUG }));
    const { html } = await fetchPage(`/article/${SLUG}`);
    expect(h1Of(html)).toBe("Datoene er klare – publisert");
    expect(await readCurrentMeta(env.PAGES)).toMatchObject({ version: content.version, origin: "publish" });
  });

  it("shows on the next request after a publish, search included", async () => {
    const content = await published("Ny dato for NFF 2025", Date.now() + 1);
    await storeContentVersion(env.PAGES, content);
    expect(h1Of((await fetchPage(`/article/${SLUG}`)).html)).toBe("Ny dato for NFF 2025");
    expect(hitTitles((await searchPage("ny dato")).html)).toContain("Ny dato for NFF 2025");
  });

  it("rebuilds pages left from older content as soon as the site chrome names newer content", async () => {
    const older = await published("Eldre tittel", Date.now() + 2);
    await storeContentVersion(env.PAGES, older);
    const newer = await published("Nyere tittel", Date.now() + 3);
    // As if the page writes of this publish had not reached this location yet: only the current
    // content and the chrome are new, the article's entry is the older one.
    const entry = await env.PAGES.getWithMetadata(pageDataKey({ kind: "article", slug: SLUG }), "text");
    await storeContentVersion(env.PAGES, newer);
    await env.PAGES.put(pageDataKey({ kind: "article", slug: SLUG }), entry.value ?? "", { metadata: entry.metadata });
    expect(h1Of((await fetchPage(`/article/${SLUG}`)).html)).toBe("Nyere tittel");
  });
});

describe("the demo content of a deploy", () => {
  const bundled = configuredContent(appConfig(env));
  const build = bundledBuild();

  it("fills an empty KV", () => {
    expect(bundled.replaces(undefined)).toBe(true);
  });

  it("replaces older demo content, so a deploy with edited content/ shows it", () => {
    expect(bundled.replaces({ version: "older", publishedAt: build.builtAt - 1, origin: "bundled" })).toBe(true);
  });

  it("leaves alone demo content from a newer build, which an older deploy still running must not undo", () => {
    expect(bundled.replaces({ version: "newer", publishedAt: build.builtAt + 1, origin: "bundled" })).toBe(false);
  });

  it("never replaces what was published or came from the APIs", () => {
    expect(bundled.replaces({ version: "pub", publishedAt: 0, origin: "publish" })).toBe(false);
    expect(bundled.replaces({ version: "api", publishedAt: 0, origin: "apis" })).toBe(false);
  });
});
