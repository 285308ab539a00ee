import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import raw from "../../build/content.json";
import type { ContentFiles } from "../../src/content/check/located";
import contentTools from "../../src/tools/content-tools-worker";
import type { KvWrite } from "../../src/kv/content-version";
import { forgetCurrentContent } from "../../src/kv/current-content";
import { DIRTY_HTML } from "../fixtures/dirty-html";
import { expectHarmless } from "../support/dirty-html";
import { fetchPage } from "../support/fetch-page";

/**
 * The second way content enters: `npm run content:publish`, whose KV entries are made by the
 * content tools' worker (src/tools/content-tools-worker.ts, the half of scripts/content-publish.mjs that
 * runs in workerd) and written to KV as they are. Here an editor's files carry a dirty article body
 * and a dirty film text; what the site then shows must be harmless.
 */
const ARTICLE = "datoene-for-nff-2025-er-klare";
const FILM = { id: "a5ba58c1-18f3-45b9-b5a3-ede4ba673239", path: "/kystlinjer-DXM10234" };

/** The demo content as an editor's folder holds it, with the dirty bodies pasted in. */
function dirtyFiles(): ContentFiles {
  const doc = (file: string, value: unknown) => ({ file, at: "", value });
  const many = (folder: string, values: unknown[]) => values.map((value, i) => doc(`${folder}/${i}.json`, value));
  return {
    site: doc("site.json", raw.site),
    theme: doc("theme.json", raw.theme),
    redirects: doc("redirects.json", raw.redirects),
    pages: many("pages", raw.pages),
    articles: many(
      "articles",
      raw.articles.map((a) => (a.slug === ARTICLE ? { ...a, content: DIRTY_HTML } : a)),
    ),
    productions: many(
      "productions",
      raw.productions.map((p) => (p.id === FILM.id ? { ...p, contents: p.contents.map((c) => ({ ...c, body: DIRTY_HTML })) } : p)),
    ),
    events: many("events", raw.events),
  };
}

/** What `content:publish` does with the files: asks the tools' worker for the writes, puts them in KV. */
async function publish(files: ContentFiles): Promise<void> {
  const request = new Request("http://content-tools/writes", {
    method: "POST",
    body: JSON.stringify({ files, version: "dirty0000001", publishedAt: Date.now() }),
  });
  const answer = (await (await contentTools.fetch(request)).json()) as { problems: unknown[]; writes?: KvWrite[] };
  expect(answer.problems).toEqual([]);
  // In the order given: the site chrome, which names the new version, comes last.
  for (const { key, value, metadata, expirationTtl } of answer.writes ?? []) await env.PAGES.put(key, value, { metadata, expirationTtl });
  // As a new isolate would: no content remembered from before the publish.
  forgetCurrentContent(env.PAGES);
}

describe("published content with a script in it", () => {
  it("comes out harmless in an article and on a film page", async () => {
    expect((await fetchPage(`/article/${ARTICLE}`)).response.status).toBe(200);
    await publish(dirtyFiles());
    expectHarmless((await fetchPage(`/article/${ARTICLE}`)).html);
    expectHarmless((await fetchPage(FILM.path)).html);
  });
});
