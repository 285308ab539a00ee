import { describe, expect, it } from "vitest";
import type { ContentFiles } from "../../src/content/check/located";
import { DIRTY_HTML } from "../fixtures/dirty-html";
import { demoContentFiles, publishThroughTools } from "../support/content-tools-publish";
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
  return demoContentFiles({
    articles: (a) => (a.slug === ARTICLE ? { ...a, content: DIRTY_HTML } : a),
    productions: (p) => (p.id === FILM.id ? { ...p, contents: p.contents.map((c) => ({ ...c, body: DIRTY_HTML })) } : p),
  });
}

/** What `content:publish` does with the files. */
const publish = (files: ContentFiles) => publishThroughTools(files, "dirty0000001");

describe("published content with a script in it", () => {
  it("comes out harmless in an article and on a film page", async () => {
    expect((await fetchPage(`/article/${ARTICLE}`)).response.status).toBe(200);
    await publish(dirtyFiles());
    expectHarmless((await fetchPage(`/article/${ARTICLE}`)).html);
    expectHarmless((await fetchPage(FILM.path)).html);
  });
});
