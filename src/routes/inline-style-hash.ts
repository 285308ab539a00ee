import { clientAssets } from "../http/client-assets";
import { inlineStyle, pageStyle } from "../render/inline-style";

const hashes = new Map<string, Promise<string>>();

/**
 * The CSP hash (`sha256-…`) of the page's inline style. The text depends only on the build's CSS
 * and the theme's style snippet, so it is hashed once per isolate per snippet.
 */
export function inlineStyleHash(text: string): Promise<string> {
  let hash = hashes.get(text);
  if (!hash) {
    hash = crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)).then((digest) => {
      let binary = "";
      for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
      return `sha256-${btoa(binary)}`;
    });
    hashes.set(text, hash);
  }
  return hash;
}

/**
 * The hashes a page's policy allows: its inline style as rendered (the first screen's rules and
 * the theme's snippet), and the snippet alone, which is all that stays inline when a returning
 * browser gets the stylesheet linked in `<head>` (edge/linked-stylesheet.ts). Both forms of a page
 * share one policy, so a 304 fits whichever form the browser kept.
 *
 * @example contentSecurityPolicy(await pageStyleHashes(["title", "cover"], theme.styleSnippet))
 */
export async function pageStyleHashes(firstScreen: readonly string[], snippet: string): Promise<string[]> {
  const whole = inlineStyleHash(pageStyle(clientAssets.css, firstScreen, snippet));
  return snippet === "" ? [await whole] : Promise.all([whole, inlineStyleHash(inlineStyle("", snippet))]);
}
