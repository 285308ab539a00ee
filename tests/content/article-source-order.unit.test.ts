import * as v from "valibot";
import { describe, expect, it } from "vitest";
import raw from "../../build/content.json";
import { ContentBundleSchema } from "../../src/content/bundle";
import { ContentIndex } from "../../src/content/content-index";
import type { Source } from "../../src/content/page";
import { articlesAt, resolveSource } from "../../src/content/resolve-sources";

const index = new ContentIndex(v.parse(ContentBundleSchema, raw));
const news = [{ property: "category", operator: "eq", value: "news" }] as Source["filters"];

/** The articles a source gives, as (createdAt, order) in its order. */
function resolved(source: Pick<Source, "name" | "sort" | "limit">) {
  const result = resolveSource({ model: "article", filters: news, collection: false, ...source }, index);
  if (result.model !== "article") throw new Error("not an article source");
  // Every article is out at the end of time: the order alone is asked here.
  return articlesAt(result, Number.MAX_SAFE_INTEGER);
}

describe("an article source's order", () => {
  it("is the page's sort when it sets one: 'Siste nytt' (createdAt, newest first) lets no pinned article jump ahead", () => {
    const latest = resolved({ name: "latest", sort: { property: "createdAt", direction: "desc" }, limit: 8 });
    expect(latest).toHaveLength(8);
    expect(latest.map((a) => a.createdAt)).toEqual([...latest.map((a) => a.createdAt)].sort((a, b) => b - a));
    const newest = Math.max(...index.bundle.articles.filter((a) => a.category === "news").map((a) => a.createdAt));
    expect(latest[0]?.createdAt).toBe(newest);
  });

  it("is pinned first (higher order first), then the newest, when the page sets none", () => {
    const items = resolved({ name: "all" });
    const pinned = items.filter((a) => a.order > 0);
    expect(pinned.length).toBeGreaterThan(0);
    expect(items.slice(0, pinned.length)).toEqual(pinned);
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1], items[i]];
      if (!a || !b) continue;
      expect(a.order > b.order || (a.order === b.order && a.createdAt >= b.createdAt)).toBe(true);
    }
  });
});
