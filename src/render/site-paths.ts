/**
 * Link facts the header, footer and blocks share: what counts as leaving the site, and which link
 * is the page the visitor is on.
 */

/** An absolute http(s) URL leaves the site; site paths and mailto: do not. */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** True when `href` is the page at `currentPath` (trailing slashes ignored), for aria-current. */
export function isCurrent(href: string | null, currentPath: string): boolean {
  return href !== null && !isExternal(href) && normalise(href) === normalise(currentPath);
}

/**
 * The path of a film or culture page: `/{parentSlug}` for films, `/{pageReference}` for culture
 * (spec section 2). Slugs are percent-encoded: they are titles and may hold `&`, `<`, quotes.
 */
export function productionPath(ref: { parentSlug?: string | undefined; pageReference?: string | undefined }): string | null {
  const slug = ref.parentSlug ?? ref.pageReference;
  return slug ? `/${encodeURIComponent(slug)}` : null;
}

/** The path of an article page; the slug is percent-encoded (it may hold `! " ' : , + = & <`). */
export function articlePath(slug: string): string {
  return `/article/${encodeURIComponent(slug)}`;
}
