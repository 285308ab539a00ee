/**
 * The query parameter of an editor's preview link (`/article/x?forhandsvisning=<expiry>.<signature>`,
 * docs/decisions/032): the server renders the page from unpublished content when it carries one,
 * and the service worker sends such a navigation straight to the network, never keeping it.
 */
export const PREVIEW_PARAM = "forhandsvisning";

/**
 * Whether an address is a preview link (read without parsing the URL).
 *
 * @example isPreviewAddress("https://nordkystfilm.no/article/x?forhandsvisning=1758.abc") // true
 */
export function isPreviewAddress(url: string): boolean {
  const query = url.indexOf("?");
  return query !== -1 && new URLSearchParams(url.slice(query + 1).split("#")[0]).has(PREVIEW_PARAM);
}
