/**
 * Asks for the whole site stylesheet now, as the page's `<noscript data-stylesheet>` names it: the
 * first screen was drawn with its inline rules, and the rest of the page is styled when this file
 * lands (docs/decisions/052). Run from the page script, which runs once the page has been parsed,
 * so the file does not share the line with what the first screen needs. Nothing to do when a link
 * to it is already there (a returning browser gets it linked in `<head>`, docs/decisions/038).
 *
 * @example linkStylesheet() // first in src/client/entries/site.ts
 */
export function linkStylesheet(): void {
  const href = document.querySelector<HTMLElement>("noscript[data-stylesheet]")?.dataset.stylesheet;
  if (!href) return;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.getAttribute("href") === href) return;
  }
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  document.body.append(link);
}
