import { describe, expect, test } from "vitest";
import { clientAssets } from "../../src/http/client-assets";
import { firstScreenCss } from "../../src/render/first-screen-css";
import { inlineStyle, pageStyle, themeSnippetIn } from "../../src/render/inline-style";

/**
 * A returning browser's page keeps only the theme's snippet inline (edge/linked-stylesheet.ts),
 * read back from the page's style: it must be exactly the text the policy's second hash names.
 */
describe("the theme's snippet read back from a page's inline style", () => {
  const styles = clientAssets.css;
  const snippet = "body{background:#fff;color:#000}";

  test.each([[["title", "cover", "content"]], [["front-hero", "next-screenings"]], [["vote"]], [[]]])("after the rules of %j", (blocks) => {
    expect(themeSnippetIn(styles, pageStyle(styles, blocks, snippet))).toBe(snippet);
  });

  test("as inlineStyle wrote it: an editor's `</style` stays escaped", () => {
    const text = inlineStyle(firstScreenCss(styles, ["title"]), "a{}</style><p>");
    expect(themeSnippetIn(styles, text)).toBe(inlineStyle("", "a{}</style><p>"));
  });

  test("empty when the theme has none", () => {
    expect(themeSnippetIn(styles, pageStyle(styles, ["title"], ""))).toBe("");
  });

  test("undefined for a style another build wrote, or one cut short", () => {
    expect(themeSnippetIn(styles, "@font-face{}@layer site{a{}}body{}")).toBeUndefined();
    const whole = pageStyle(styles, ["title"], snippet);
    expect(themeSnippetIn(styles, whole.replace(styles.parts[0]?.css ?? "", ""))).toBeUndefined();
  });
});
