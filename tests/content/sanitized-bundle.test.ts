import { describe, it, vi } from "vitest";
import { expectHarmless } from "../support/dirty-html";
import { fetchPage } from "../support/fetch-page";

/**
 * The first way content enters: the demo content that `npm run build` bundles into the worker
 * (build/content.json), which fills an empty KV. Here the bundle carries a dirty article body and a
 * dirty film text, as an editor's paste could; a visitor must get them harmless.
 */
// vi.mock runs before the module's own lines: what its factory needs is hoisted with it.
const { ARTICLE, FILM } = vi.hoisted(() => ({
  ARTICLE: "datoene-for-nff-2025-er-klare",
  FILM: { id: "a5ba58c1-18f3-45b9-b5a3-ede4ba673239", path: "/kystlinjer-DXM10234" },
}));

vi.mock("../../build/content.json", async (importOriginal) => {
  type Raw = { articles: { slug: string; content: string }[]; productions: { id: string; contents: { summary: string; body: string }[] }[] };
  const raw = ((await importOriginal()) as { default: Raw }).default;
  const { DIRTY_HTML } = await import("../fixtures/dirty-html");
  return {
    default: {
      ...raw,
      articles: raw.articles.map((a) => (a.slug === ARTICLE ? { ...a, content: DIRTY_HTML } : a)),
      productions: raw.productions.map((p) => (p.id === FILM.id ? { ...p, contents: p.contents.map((c) => ({ ...c, body: DIRTY_HTML })) } : p)),
    },
  };
});

describe("bundled content with a script in it", () => {
  it("comes out harmless in an article", async () => {
    expectHarmless((await fetchPage(`/article/${ARTICLE}`)).html);
  });

  it("comes out harmless on a film page", async () => {
    expectHarmless((await fetchPage(FILM.path)).html);
  });
});
