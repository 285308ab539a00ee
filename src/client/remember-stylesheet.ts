import { STYLESHEET_COOKIE, STYLESHEET_COOKIE_MAX_AGE, stylesheetHash } from "../shared/stylesheet-cookie";

/**
 * Tells the worker that this browser holds the site stylesheet, so the next page can link it in
 * `<head>` instead of repeating its first-screen rules inline (docs/decisions/038). Set only once
 * the file has loaded (a link's `sheet` is there from then on), so the cookie never claims a file
 * the browser does not have; written again only when it names another file (a new deploy).
 *
 * @example rememberStylesheet() // in src/client/entries/site.ts
 */
export function rememberStylesheet(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    const hash = stylesheetHash(new URL(link.href).pathname);
    if (!hash) continue;
    if (link.sheet) setCookie(hash);
    else link.addEventListener("load", () => setCookie(hash), { once: true });
    return;
  }
}

function setCookie(hash: string): void {
  if (document.cookie.split("; ").includes(`${STYLESHEET_COOKIE}=${hash}`)) return;
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API came to Safari only in 18.4; a file hash needs no escaping.
  document.cookie = `${STYLESHEET_COOKIE}=${hash}; Path=/; Max-Age=${STYLESHEET_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}
