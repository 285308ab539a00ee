import { describe, expect, test } from "vitest";
import { clientAssets } from "../../src/http/client-assets";
import { firstScreenCss } from "../../src/render/first-screen-css";

/**
 * A stylesheet file's parts go inline only with the blocks each names (scripts/build-styles.mjs,
 * docs/decisions/053): what the front page, a programme, an article and a film page carry before
 * the linked stylesheet. Whether each first screen still looks the same without that file is the
 * browser sweep's to say (tests/e2e/page-kinds-*.test.ts); this says which rules make the bytes.
 */
describe("the inline rules a page's first blocks bring", () => {
  const styles = clientAssets.css;
  /** Whether the rules style `selector` (as the minifier writes it: followed by `{` or `,`). */
  const has = (css: string, selector: string) => new RegExp(`${selector.replace(/[.[\]]/g, "\\$&")}[{,:]`).test(css);

  test("the front page: its hero and next screenings with a screening's actions, no programme rows, filter, teaser, cover or prose", () => {
    const css = firstScreenCss(styles, ["festival-hero", "next-screenings", "card-list"]);
    for (const selector of [".hero-text", ".next-list", ".screening-actions", ".calendar-link", ".sold-out", ".card-image", ".twin-links"])
      expect(has(css, selector), selector).toBe(true);
    for (const selector of [
      ".screening-time",
      ".mark",
      ".filter-fields",
      ".programme-pager",
      ".teaser",
      ".b-cover",
      ".prose caption",
      ".facts",
      ".search-form-large",
      ".page-title:after",
      ".note",
      ".pagination",
    ])
      expect(has(css, selector), selector).toBe(false);
  });

  test("a page title, a note and a pager come with the blocks that write them, a pager never", () => {
    expect(has(firstScreenCss(styles, ["title", "card-list"]), ".page-title:after")).toBe(true);
    expect(has(firstScreenCss(styles, ["vote"]), ".note")).toBe(true);
    expect(has(firstScreenCss(styles, ["title", "card-list"]), ".pagination")).toBe(false);
  });

  test("a programme page: its filter, rows and actions", () => {
    const css = firstScreenCss(styles, ["programme"]);
    for (const selector of [".filter-fields", ".programme-pager", ".screening-time", ".mark", ".screening-actions", ".calendar-link"])
      expect(has(css, selector), selector).toBe(true);
  });

  test("each block kind's own rules come with it: a cover, an article, a film's facts, the search page", () => {
    expect(has(firstScreenCss(styles, ["cover"]), ".b-cover")).toBe(true);
    expect(has(firstScreenCss(styles, ["title", "article"]), ".article-meta")).toBe(true);
    expect(has(firstScreenCss(styles, ["title", "article"]), ".prose caption")).toBe(true);
    expect(has(firstScreenCss(styles, ["production-hero", "movie-info"]), ".facts")).toBe(true);
    expect(has(firstScreenCss(styles, ["title", "search"]), ".search-form-large")).toBe(true);
    expect(has(firstScreenCss(styles, ["teaser"]), ".teaser")).toBe(true);
  });
});
