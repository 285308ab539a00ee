import type { ContentIndex } from "./content-index";
import type { PageRef } from "./page-ref";
import { ACCOUNT_PATH, NOT_FOUND_PATH, SEARCH_PATH, articlePath, encodePagePath, productionPath } from "../shared/site-paths";

/**
 * Static pages that are no place to land from a search engine: the not-found page, a visitor's
 * own account page, and the search page (a results page without a query).
 */
const UNLISTED = new Set([NOT_FOUND_PATH, ACCOUNT_PATH, SEARCH_PATH]);

/**
 * The most URLs one sitemap file may list (sitemaps.org protocol). The sitemap lists no more, and
 * so the lastmod ledger (kv/lastmod-ledger.ts), which has one entry per listed URL, is bounded too.
 */
export const SITEMAP_URL_LIMIT = 50_000;

/** One URL of the sitemap: its path as links write it, and the page it shows. */
export type SitemapPage = { loc: string; ref: PageRef };

/**
 * Every public page of the content, in sitemap order: the static pages except the unlisted ones
 * and those the redirect table sends elsewhere, every film page, every culture page, and the
 * articles newest first. The one list the sitemap writes and the lastmod ledger dates.
 *
 * @example sitemapPages(index)[0] // { loc: "/", ref: { kind: "page", path: "/" } }
 */
export function sitemapPages(index: ContentIndex): SitemapPage[] {
  const routes = index.routes();
  const redirected = new Set(index.bundle.redirects.map((r) => r.from));
  const pages: SitemapPage[] = [
    ...routes.pages
      .filter((p) => !UNLISTED.has(p) && !redirected.has(p))
      .sort()
      .map((path): SitemapPage => ({ loc: encodePagePath(path), ref: { kind: "page", path } })),
    ...routes.films.sort().map((slug): SitemapPage => ({ loc: productionPath({ parentSlug: slug }) ?? "", ref: { kind: "production", slug } })),
    ...routes.cultures.sort().map((slug): SitemapPage => ({ loc: productionPath({ pageReference: slug }) ?? "", ref: { kind: "culture", slug } })),
    ...[...index.bundle.articles]
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((a): SitemapPage => ({ loc: articlePath(a.slug), ref: { kind: "article", slug: a.slug } })),
  ];
  return pages.slice(0, SITEMAP_URL_LIMIT);
}
