import { BoundedMap } from "../shared/bounded-map";
import { firstScreenCss } from "./first-screen-css";
import type { SiteStyles } from "../http/client-assets";

/**
 * Texts made before, by stylesheet and snippet: every page asks for the style's hash, and a new
 * 20 KB string each time would be copied, scanned and hashed again for the hash's look-up.
 */
const made = new Map<string, BoundedMap<string, string>>();

/**
 * The exact text of the page's one inline `<style>`: the rules its first screen needs (chosen by
 * the blocks it opens with, first-screen-css.ts), then the theme's style snippet.
 *
 * @example pageStyle(clientAssets.css, head.firstScreen, theme.styleSnippet) // hash this, and render it
 */
export function pageStyle(styles: SiteStyles, firstScreen: readonly string[], snippet: string): string {
  return inlineStyle(firstScreenCss(styles, firstScreen), snippet);
}

/**
 * An inline `<style>`'s exact text: the site's first-screen rules, then the theme's
 * style snippet (it forces white background and black text). The Content Security
 * Policy allows this element by its sha256 hash, so the worker hashes what this returns and
 * `Document` writes exactly this — nothing may be added between the two.
 *
 * A snippet holding `</style` would end the element early and let editor text become markup; it is
 * written as `<\/style`, which CSS reads the same way (`\/` is an escaped slash).
 *
 * The snippet is unlayered, so it wins over the site's rules (all in one cascade layer) even
 * after the linked stylesheet has arrived.
 */
export function inlineStyle(css: string, snippet: string): string {
  let bySnippet = made.get(css);
  if (!bySnippet) {
    bySnippet = new BoundedMap(16);
    made.set(css, bySnippet);
  }
  return bySnippet.remember(snippet, () => (css + snippet).replace(/<\/(style)/gi, "<\\/$1"));
}

/**
 * The theme's snippet as `inlineStyle` wrote it after the site's rules, or undefined when `text` is
 * not an inline style of this stylesheet. Read back from the text itself (a page kept by the edge
 * caches carries nothing else): the fallback face's rule and the layer open it, then the stylesheet's parts
 * that went inline, each whole and in the stylesheet's order (every page's always), then the layer's end.
 *
 * @example themeSnippetIn(clientAssets.css, pageStyle(clientAssets.css, ["title"], "body{color:#000}")) // "body{color:#000}"
 */
export function themeSnippetIn(styles: SiteStyles, text: string): string | undefined {
  const open = `${styles.font}@layer ${styles.layer}{`;
  if (!text.startsWith(open)) return undefined;
  let at = open.length;
  for (const part of styles.parts) {
    if (text.startsWith(part.css, at)) at += part.css.length;
    else if (part.for === "always") return undefined;
  }
  return text[at] === "}" ? text.slice(at + 1) : undefined;
}
