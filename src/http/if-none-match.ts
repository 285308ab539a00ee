/**
 * The HTTP validator both the edge cache and the routes answer 304 by (RFC 9110 §13.1.2): a module
 * of its own below edge/ so a cached page and a freshly rendered one compare tags the same way.
 */

/** Whether an If-None-Match header (absent: undefined or null) names `etag`, weakly compared. */
export function matchesIfNoneMatch(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  return header === "*" || header.split(",").some((tag) => strip(tag) === strip(etag));
}
