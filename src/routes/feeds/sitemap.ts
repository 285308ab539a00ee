import type { ContentBundle } from "../../content/bundle";
import { ContentIndex } from "../../content/content-index";
import type { SiteConfig } from "../../content/site";
import { absoluteUrl } from "../../render/page-head";
import { osloDateTime } from "../../render/structured-data/date-times";
import { XML_DECLARATION, xmlText } from "./xml-text";
import { articlePath, productionPath, NOT_FOUND_PATH, SEARCH_PATH, ACCOUNT_PATH } from "../../shared/site-paths";

/**
 * Static pages that are no place to land from a search engine: the not-found page, a visitor's
 * own account page, and the search page (a results page without a query).
 */
const UNLISTED = new Set([NOT_FOUND_PATH, ACCOUNT_PATH, SEARCH_PATH]);

type SitemapUrl = { loc: string; lastmod?: string };

/** The path of a static page with each segment percent-encoded, as links and canonicals write it. */
const encodePath = (path: string) => path.split("/").map(encodeURIComponent).join("/");

/**
 * Every public page of the content (sitemaps.org protocol): the static pages except the unlisted
 * ones and those the redirect table sends elsewhere, every film page, every culture page and every
 * article, as absolute https URLs on the canonical host. Articles carry their last change.
 *
 * @example sitemapXml(bundle).includes("<loc>https://www.nordkystfilm.no/article/%3C3-buff</loc>") // true
 */
export function sitemapXml(bundle: ContentBundle, site: Pick<SiteConfig, "host">): string {
  const routes = new ContentIndex(bundle).routes();
  const redirected = new Set(bundle.redirects.map((r) => r.from));
  const urls: SitemapUrl[] = [
    ...routes.pages
      .filter((p) => !UNLISTED.has(p) && !redirected.has(p))
      .sort()
      .map((p) => ({ loc: encodePath(p) })),
    ...routes.films.sort().map((slug) => ({ loc: productionPath({ parentSlug: slug }) ?? "" })),
    ...routes.cultures.sort().map((slug) => ({ loc: productionPath({ pageReference: slug }) ?? "" })),
    ...[...bundle.articles]
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((a) => ({ loc: articlePath(a.slug), lastmod: osloDateTime(Math.max(a.updatedAt, a.createdAt)) })),
  ];
  const entries = urls.map(({ loc, lastmod }) => {
    const last = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
    return `<url><loc>${xmlText(absoluteUrl(site, loc))}</loc>${last}</url>`;
  });
  return `${XML_DECLARATION}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}
