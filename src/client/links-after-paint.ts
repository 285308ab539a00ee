/**
 * Adds the head's links that wait for the first paint, each named by a `<noscript data-link="rel"
 * data-href="…">` in `<head>` (src/render/Document.tsx): the web app manifest.
 * Linked in `<head>`, the browser fetches them during the load, and in Lighthouse's run they land
 * before the largest paint, each a connection of its own over HTTP/1.1 (docs/decisions/054).
 * Nothing needs them earlier: the offer to install comes once the page is up. (Not the favicon:
 * without a link the browser asks for /favicon.ico during the load; a small one comes inline.)
 * Run from the page script, which runs after the first paint; without JavaScript the `<noscript>`
 * links them itself.
 *
 * @example linkAfterPaint() // in src/client/entries/site.ts
 */
export function linkAfterPaint(): void {
  for (const named of document.querySelectorAll<HTMLElement>("head > noscript[data-link][data-href]")) {
    const { link: rel = "", href = "" } = named.dataset;
    if (document.querySelector(`head > link[rel="${CSS.escape(rel)}"]`)) continue;
    const link = document.createElement("link");
    link.rel = rel;
    link.href = href;
    document.head.append(link);
  }
}
