import { MANIFEST_PATH } from "../shared/offline";

/**
 * Links the web app manifest now, from the page script, which runs after the first paint: linked
 * in `<head>`, the file is fetched during the load (Lighthouse's run does) and joins the requests
 * that land before the largest paint (docs/decisions/054). Nothing needs it earlier: a browser
 * offers to install a site after the page is up. Without JavaScript the page links it itself, in
 * `<head>`'s `<noscript>`.
 *
 * @example linkManifest() // in src/client/entries/site.ts
 */
export function linkManifest(): void {
  if (document.querySelector(`head > link[rel="manifest"]`)) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = MANIFEST_PATH;
  document.head.append(link);
}
