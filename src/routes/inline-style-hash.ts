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
