import type { ParsedContent } from "./parsed-content";

/** decodeURIComponent that answers the input for a malformed escape. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The paths the content makes: static pages, `/article/{slug}`, `/{film slug}`, `/{page reference}`
 * and the sources of redirects. `has` answers whether a link inside the site leads somewhere.
 *
 * @example new SitePaths(parsed).has("/article/festivalpass-2025?x=1") // true when the article exists
 */
export class SitePaths {
  private readonly paths = new Set<string>();

  constructor(content: ParsedContent) {
    for (const page of content.pages) if (!page.value.path.includes(":")) this.paths.add(page.value.path);
    for (const article of content.articles) this.paths.add(`/article/${article.value.slug}`);
    for (const p of content.productions) {
      if (p.value.object === "movie" && p.value.parentSlug) this.paths.add(`/${p.value.parentSlug}`);
      if (p.value.object === "culture" && p.value.pageReference) this.paths.add(`/${p.value.pageReference}`);
    }
    for (const r of content.redirects?.value ?? []) this.paths.add(r.from);
  }

  /** A page path (query and fragment ignored); true for links that leave the site and for files. */
  has(href: string): boolean {
    if (!href.startsWith("/") || href.startsWith("//")) return true;
    const path = decoded(href.replace(/[?#].*$/, ""));
    const trimmed = path.length > 1 ? path.replace(/\/$/, "") : path;
    // A file (/images/logo.svg, /rss.xml) comes from public/ or a route, not from the content.
    if (/\.[a-z0-9]+$/i.test(trimmed) && !this.paths.has(trimmed)) return true;
    return this.paths.has(trimmed);
  }
}
